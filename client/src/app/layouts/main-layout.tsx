import type { ReactNode } from 'react';
import { ScrollRestoration } from 'react-router';
import { useToastPosition } from '#app/components/ui/toasts';
import { OfflineLine } from '#app/components/ui/offline-line';
import { VerifyEmailBanner } from '#app/features/auth/components/verify-email-banner';
import { useT } from '#app/i18n/i18n';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { layoutRoute, onEveryPage } from './layout-route';
import { pageWords } from './page-words.server';
import { NavigationProgress } from './navigation-progress';
import { scrollKey } from './scroll-key';
import type { Route } from './+types/main-layout';

/** The page's own words (issue 39). */
function loader({ context, pattern }: Route.LoaderArgs) {
  return { words: pageWords(context, pattern) };
}

function MainShell({ children }: { children: ReactNode }) {
  useToastPosition('top-right');
  const t = useT();
  return (
    <div className="flex min-h-screen flex-col overflow-x-clip">
      <a
        href="#main-content"
        className="btn btn-primary btn-sm sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50"
      >
        {t('nav.skipToContent')}
      </a>
      <NavigationProgress />
      <Navbar />
      {/* At least a screen tall: the footer starts below the fold, so a page whose content
          arrives late (a spinner, then the tip) pushes nothing visible around. */}
      <main id="main-content" tabIndex={-1} className="min-h-screen flex-1 pt-16 outline-none">
        <OfflineLine />
        <VerifyEmailBanner />
        {children}
      </main>
      <Footer />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}

/** Errors of child routes without their own boundary keep the navbar and footer around them. */
const layout = layoutRoute('app/layouts/main-layout', MainShell);
export default layout.Component;
export const ErrorBoundary = layout.ErrorBoundary;

export { loader, onEveryPage as shouldRevalidate };
