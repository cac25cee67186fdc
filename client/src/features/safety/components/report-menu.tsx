import type { ReportTarget } from '@green-circle/contract';
import { lazy, Suspense, useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { paths } from '#app/config/paths';
import { useDismiss } from '#app/components/ui/use-dismiss';
import { useT } from '#app/i18n/i18n';

// The dialog loads with the first click: most readers never report anything.
const ReportDialog = lazy(() => import('./report-dialog').then((module) => ({ default: module.ReportDialog })));

/** An item of the menu before Report (a comment's Block): its text and what choosing it does. */
export interface MenuAction {
  label: ReactNode;
  onSelect: () => void;
}

/**
 * The '⋯' menu of a tip, a comment or a profile page, with its Report item (after any `actions`).
 * Put it wherever a member may report what they see. Before the page's JavaScript has run, the
 * '⋯' is a link to the report page (`/reports`, the same form); once it has, it opens the menu.
 */
export function ReportMenu({
  target,
  label,
  className = '',
  actions = [],
  align = 'end',
}: {
  target: ReportTarget;
  label?: string;
  className?: string;
  actions?: MenuAction[];
  /** Which edge of the button the menu lines up with: 'start' where the button sits at a row's start (a comment's actions). */
  align?: 'start' | 'end';
}) {
  const t = useT();
  const said = label ?? t('report.moreActions');
  const [menuOpen, setMenuOpen] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLAnchorElement>(null);
  const menuId = useId();
  const close = useCallback(() => setMenuOpen(false), []);
  useDismiss(menuOpen, close, container, trigger);
  const { pathname, search } = useLocation();
  const back = pathname + search;
  const reportPage = `${paths.reports}?${new URLSearchParams({ kind: target.kind, id: target.id, back })}`;
  const toggle = () => setMenuOpen((open) => !open);
  return (
    <div ref={container} className={`relative ${className}`}>
      {/* A link the browser follows without JavaScript, a menu button with it (Enter and Space open it). */}
      <a
        ref={trigger}
        href={reportPage}
        role="button"
        className="btn btn-ghost btn-sm"
        aria-label={said}
        title={said}
        aria-haspopup="menu"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={(event) => {
          event.preventDefault();
          toggle();
        }}
        onKeyDown={(event) => {
          if (event.key !== ' ') return;
          event.preventDefault();
          toggle();
        }}
      >
        <span aria-hidden="true" className="text-lg leading-none">
          ⋯
        </span>
      </a>
      {menuOpen && (
        <ul
          id={menuId}
          role="menu"
          className={`menu absolute bottom-full z-10 w-44 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg ${align === 'end' ? 'right-0' : 'left-0'}`}
        >
          {actions.map((action, index) => (
            <li role="none" key={index}>
              <button
                type="button"
                role="menuitem"
                onClick={() => {
                  setMenuOpen(false);
                  action.onSelect();
                }}
              >
                {action.label}
              </button>
            </li>
          ))}
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
              {t('safety.report')}
            </button>
          </li>
        </ul>
      )}
      {loaded && (
        <Suspense fallback={null}>
          <ReportDialog target={target} back={back} open={dialogOpen} onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
