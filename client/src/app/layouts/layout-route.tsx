import type { ComponentType, ReactNode } from 'react';
import { Outlet } from 'react-router';
import { RouteErrorBoundary } from '../../components/ui/route-error';

/**
 * A layout route's two screens: its shell around the page, and the same shell around the error
 * of a child route without a boundary of its own (the navigation stays usable).
 */
export function layoutRoute(Shell: ComponentType<{ children: ReactNode }>) {
  return {
    Component: () => (
      <Shell>
        <Outlet />
      </Shell>
    ),
    ErrorBoundary: () => (
      <Shell>
        <RouteErrorBoundary />
      </Shell>
    ),
  };
}
