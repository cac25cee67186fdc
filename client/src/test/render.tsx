import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AuthProvider } from '../app/providers/auth-provider';
import { ThemeProvider } from '../app/providers/theme-provider';
import { Toasts } from '../components/ui/toasts';

/** Renders routes in a memory data router inside the app's real providers, with a toast container. */
export function renderWithRouter(routes: RouteObject[], url: string, { toasts = true } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const wrap = (children: ReactNode) => (
    <ThemeProvider>
      <AuthProvider>
        {children}
        {toasts && <Toasts position="top-right" />}
      </AuthProvider>
    </ThemeProvider>
  );
  const result = render(wrap(<RouterProvider router={router} />));
  return { router, ...result };
}
