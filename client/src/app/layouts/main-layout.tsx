import { useLayoutEffect, type ReactNode } from 'react';
import { ScrollRestoration } from 'react-router';
import { useToastPosition } from '../../components/ui/toasts';
import { VerifyEmailBanner } from '../../features/auth/components/verify-email-banner';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { layoutRoute } from './layout-route';
import { NavigationProgress } from './navigation-progress';
import { scrollKey } from './scroll-key';

/**
 * A page rendered on the server can be read, scrolled and tapped before its JavaScript arrives.
 * <ScrollRestoration> mounting in the hydration commit would take it to the top (the router
 * counts the first page as a new location), and a tap under way would land elsewhere. The
 * reader's place is noted just before it mounts and put back just after, in the same commit
 * (nothing is painted between), once: later visits to this layout scroll as usual.
 */
let hydrating = typeof document !== 'undefined' && document.documentElement.hasAttribute('data-prerendered');
let placeBeforeHydration: number | null = null;

function NotePlace() {
  useLayoutEffect(() => {
    if (!hydrating) return;
    hydrating = false;
    placeBeforeHydration = window.scrollY;
  }, []);
  return null;
}

function KeepPlace() {
  useLayoutEffect(() => {
    if (placeBeforeHydration === null) return;
    if (window.scrollY !== placeBeforeHydration) window.scrollTo(0, placeBeforeHydration);
    placeBeforeHydration = null;
  }, []);
  return null;
}

function MainShell({ children }: { children: ReactNode }) {
  useToastPosition('top-right');
  // index.html's static top bar goes in the same commit the navbar is drawn over it.
  useLayoutEffect(() => document.getElementById('app-shell')?.remove(), []);
  return (
    <div className="flex min-h-screen flex-col overflow-x-clip">
      <a
        href="#main-content"
        className="btn btn-primary btn-sm sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <Navbar />
      {/* At least a screen tall: the footer starts below the fold, so a page whose content
          arrives late (a spinner, then the tip) pushes nothing visible around. */}
      <main id="main-content" tabIndex={-1} className="min-h-screen flex-1 pt-16 outline-none">
        <VerifyEmailBanner />
        {children}
      </main>
      <Footer />
      <NotePlace />
      <ScrollRestoration getKey={scrollKey} />
      <KeepPlace />
    </div>
  );
}

/** Errors of child routes without their own boundary keep the navbar and footer around them. */
export const { Component, ErrorBoundary } = layoutRoute(MainShell);
