import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AuthProvider, type MemberSummary } from '../lib/auth-provider';
import { ThemeProvider } from '../lib/theme-provider';
import { ToastHost } from '../components/ui/toasts';
import { requestContext, sessionMember } from './request-context';

/**
 * Renders routes in a memory data router inside the app's real providers and toast host.
 * `serverMember`: the member the session cookie named when the server drew the page.
 */
export function renderWithRouter(routes: RouteObject[], url: string, serverMember: MemberSummary | null = null) {
  // The loaders' request: the session's member when the server drew the page for one.
  const member = serverMember && { ...sessionMember(), ...serverMember };
  const router = createMemoryRouter(routes, { initialEntries: [url], getContext: () => requestContext(member) });
  const wrap = (children: ReactNode) => (
    <ThemeProvider>
      <AuthProvider serverMember={member}>
        <ToastHost>{children}</ToastHost>
      </AuthProvider>
    </ThemeProvider>
  );
  const result = render(wrap(<RouterProvider router={router} />));
  return { router, ...result };
}
