import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '#app/components/ui/use-dismiss';

/**
 * An open/closed popover menu: its trigger's attributes, and closing on an outside press,
 * on Escape (focus back on the trigger) or when an item is chosen.
 */
export function useMenu() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  useDismiss(open, close, container, trigger);

  const triggerProps = {
    ref: trigger,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': menuId,
    onClick: () => setOpen((value) => !value),
  };
  return { open, close, container, menuId, triggerProps };
}
