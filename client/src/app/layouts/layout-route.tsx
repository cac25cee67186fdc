import type { Catalogue } from '#app/i18n/translator';
import type { ComponentType, ReactNode } from 'react';
import { Outlet, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import { RouteErrorBoundary } from '#app/components/ui/route-error';
import { usePageWords } from '#app/i18n/i18n';

/**
 * A layout route's two screens: its shell around the page, and the same shell around the error
 * of a child route without a boundary of its own (the navigation stays usable). Both first merge
 * the page's own words, which the layout's loader (`{ words }`, page-words.server.ts) brings.
 */
export function layoutRoute(id: string, Shell: ComponentType<{ children: ReactNode }>) {
  const WithWords = ({ children }: { children: ReactNode }) => {
    usePageWords(useRouteLoaderData<{ words?: Catalogue } | null>(id)?.words);
    return <Shell>{children}</Shell>;
  };
  return {
    Component: () => (
      <WithWords>
        <Outlet />
      </WithWords>
    ),
    ErrorBoundary: () => (
      <WithWords>
        <RouteErrorBoundary />
      </WithWords>
    ),
  };
}

/** A layout's loader runs again on every move to another address: the next page's words come with its data. */
export const onEveryPage = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;
