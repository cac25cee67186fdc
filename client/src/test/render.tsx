import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AuthProvider, type MemberSummary } from '../lib/auth-provider';
import { ThemeProvider } from '../lib/theme-provider';
import { ToastHost } from '../components/ui/toasts';

/**
 * Renders routes in a memory data router inside the app's real providers and toast host.
 * `serverMember`: the member the session cookie named when the server drew the page.
 */
export function renderWithRouter(routes: RouteObject[], url: string, serverMember: MemberSummary | null = null) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const wrap = (children: ReactNode) => (
    <ThemeProvider>
      <AuthProvider serverMember={serverMember}>
        <ToastHost>{children}</ToastHost>
      </AuthProvider>
    </ThemeProvider>
  );
  const result = render(wrap(<RouterProvider router={router} />));
  return { router, ...result };
}
