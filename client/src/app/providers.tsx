import { StrictMode, type ReactNode } from 'react';
import { ToastHost } from '../components/ui/toasts';
import { AuthProvider } from '../lib/auth-provider';
import { ThemeProvider } from '../lib/theme-provider';

/**
 * Everything around the router, the same in the browser (src/main.tsx) and on the server
 * (src/prerender): hydration needs the two trees to be one.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <ThemeProvider>
        <AuthProvider>
          <ToastHost>{children}</ToastHost>
        </AuthProvider>
      </ThemeProvider>
    </StrictMode>
  );
}
