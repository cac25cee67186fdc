import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ScrollRestoration } from 'react-router';
import { useToastPosition } from '#app/components/ui/toasts';
import { OfflineLine } from '#app/components/ui/offline-line';
import { VerifyEmailBanner } from '#app/features/auth/components/verify-email-banner';
import { requireUser } from '#app/features/auth/require-user';
import { DashboardSidebar } from './dashboard-sidebar';
import { DashboardTopbar } from './dashboard-topbar';
import { layoutRoute, onEveryPage } from './layout-route';
import { NavigationProgress } from './navigation-progress';
import { pageWords } from './page-words.server';
import { scrollKey } from './scroll-key';
import type { Route } from './+types/dashboard-layout';

/** A member's pages only; each brings its own words (issue 39). */
async function loader({ request, context, pattern }: Route.LoaderArgs) {
  requireUser(request, context);
  return { words: pageWords(context, pattern) };
}

const DRAWER_ID = 'dashboard-drawer';
const SIDEBAR_ID = 'dashboard-sidebar';

function DashboardShell({ children }: { children: ReactNode }) {
  useToastPosition('bottom-right');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const firstLink = useRef<HTMLAnchorElement>(null);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  // On small screens the sidebar is a drawer: focus moves into it, Escape closes it.
  useEffect(() => {
    if (!drawerOpen) return;
    // The drawer turns visible after a short CSS transition delay; hidden elements refuse
    // focus, so keep trying briefly until the first link takes it.
    let focusTimer = 0;
    let tries = 0;
    const focusFirstLink = () => {
      firstLink.current?.focus();
      if (document.activeElement !== firstLink.current && ++tries < 20)
        focusTimer = window.setTimeout(focusFirstLink, 25);
    };
    focusFirstLink();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setDrawerOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      window.clearTimeout(focusTimer);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [drawerOpen]);

  return (
    // The open sidebar is sticky and one screen tall; the column it stands in is painted its colour
    // (w-72 = 18rem) so a page taller than the screen (and a full-page picture) shows no gap below it.
    <div className="drawer lg:drawer-open lg:bg-[linear-gradient(to_right,var(--color-base-200)_18rem,transparent_18rem)]">
      <input
        id={DRAWER_ID}
        type="checkbox"
        className="drawer-toggle"
        checked={drawerOpen}
        onChange={(event) => setDrawerOpen(event.target.checked)}
        tabIndex={-1}
        aria-hidden="true"
      />
      <div className="drawer-content flex min-h-screen min-w-0 flex-col">
        <NavigationProgress />
        <DashboardTopbar
          drawerOpen={drawerOpen}
          onOpenDrawer={() => setDrawerOpen(true)}
          menuButtonRef={menuButton}
          drawerId={SIDEBAR_ID}
        />
        <main id="main-content" className="min-w-0 flex-1 p-4 sm:p-6">
          <OfflineLine />
          <VerifyEmailBanner />
          {children}
        </main>
      </div>
      <div className="drawer-side z-40">
        {/* A pointer convenience; keyboard users close the drawer with Escape or by choosing an item. */}
        <div className="drawer-overlay" aria-hidden="true" onClick={closeDrawer} />
        <DashboardSidebar id={SIDEBAR_ID} onChoose={closeDrawer} firstLinkRef={firstLink} />
      </div>
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}

/** Errors of dashboard pages keep the sidebar and top bar around them. */
const layout = layoutRoute('app/layouts/dashboard-layout', DashboardShell);
export default layout.Component;
export const ErrorBoundary = layout.ErrorBoundary;

export { loader, onEveryPage as shouldRevalidate };
