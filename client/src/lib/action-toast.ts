import { useEffect, useRef } from 'react';
import { notify } from './notify';

/** A message an action asks the page to show: actions run on the server, toasts in the browser. */
export interface Toast {
  kind: 'success' | 'error' | 'info';
  message: string;
}

/** Shows each answer's toast once (a re-render or a later answer without one shows nothing). */
export function useToast(toast: Toast | null | undefined) {
  const shown = useRef<Toast | null | undefined>(null);
  useEffect(() => {
    if (!toast || toast === shown.current) return;
    shown.current = toast;
    notify[toast.kind](toast.message);
  }, [toast]);
}
