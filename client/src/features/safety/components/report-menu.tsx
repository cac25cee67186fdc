import type { ReportTarget } from '@green-circle/contract';
import { SAFETY_MESSAGES } from '@green-circle/contract/messages';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '../../../components/ui/use-dismiss';

// The dialog loads with the first click: most readers never report anything.
const ReportDialog = lazy(() => import('./report-dialog').then((module) => ({ default: module.ReportDialog })));

/**
 * The '⋯' menu of a tip, a comment or a profile page, with its Report item. Put it wherever a
 * member may report what they see.
 */
export function ReportMenu({
  target,
  label = 'More actions',
  className = '',
}: {
  target: ReportTarget;
  label?: string;
  className?: string;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setMenuOpen(false), []);
  useDismiss(menuOpen, close, container, trigger);
  return (
    <div ref={container} className={`relative ${className}`}>
      <button
        ref={trigger}
        type="button"
        className="btn btn-ghost btn-sm"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <span aria-hidden="true" className="text-lg leading-none">
          ⋯
        </span>
      </button>
      {menuOpen && (
        <ul
          id={menuId}
          role="menu"
          className="menu absolute right-0 bottom-full z-10 w-40 rounded-box bg-base-100 p-2 shadow"
        >
          <li role="none">
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                setMenuOpen(false);
                setLoaded(true);
                setDialogOpen(true);
              }}
            >
              {SAFETY_MESSAGES.report}
            </button>
          </li>
        </ul>
      )}
      {loaded && (
        <Suspense fallback={null}>
          <ReportDialog target={target} open={dialogOpen} onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
