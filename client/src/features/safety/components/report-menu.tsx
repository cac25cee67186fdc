import type { ReportTarget } from '@green-circle/contract';
import { SAFETY_MESSAGES } from '@green-circle/contract/messages';
import { lazy, Suspense, useState } from 'react';

// The dialog loads with the first click: most readers never report anything.
const ReportDialog = lazy(() => import('./report-dialog').then((module) => ({ default: module.ReportDialog })));

/**
 * The '⋯' menu of a tip, a comment or a profile page, with its Report item (and, where given,
 * more items before it). Put it wherever a member may report what they see.
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
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <details className={`dropdown dropdown-end ${className}`}>
        <summary className="btn btn-ghost btn-sm" aria-label={label} title={label}>
          <span aria-hidden="true" className="text-lg leading-none">
            ⋯
          </span>
        </summary>
        <ul className="menu dropdown-content z-10 w-40 rounded-box bg-base-100 p-2 shadow">
          <li>
            <button
              type="button"
              onClick={(event) => {
                event.currentTarget.closest('details')?.removeAttribute('open');
                setOpened(true);
                setOpen(true);
              }}
            >
              {SAFETY_MESSAGES.report}
            </button>
          </li>
        </ul>
      </details>
      {opened && (
        <Suspense fallback={null}>
          <ReportDialog target={target} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
