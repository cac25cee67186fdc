import { useEffect, useRef } from 'react';
import { notify } from './notify';
import type { Toast } from './toast';

export type { Toast } from './toast';

/**
 * Going (issue 54, decision 0016): a write's toast rides the flash cookie (lib/toast.server.ts)
 * and the root shows it. Forms not moved yet still show their answer's toast through this.
 */
export function useToast(toast: Toast | null | undefined) {
  const shown = useRef<Toast | null | undefined>(null);
  // After every commit, not only when `toast` changes: an answer that arrives while a page is
  // busy can be drawn (the field's message beside it) by a commit that did not run an effect
  // keyed on it, and its toast was lost (new-member-name-and-email #3: 1 to 3 runs in 8 with
  // --repeat-each, none in 16 after). The ref keeps each toast to one showing.
  useEffect(() => {
    if (!toast || toast === shown.current) return;
    shown.current = toast;
    notify[toast.kind](toast.message);
  });
}
