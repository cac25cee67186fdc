import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { forgetEarlyReads } from './lib/api-client';
import { AuthProvider } from './lib/auth-provider';
import { ThemeProvider } from './lib/theme-provider';
import { routes } from './app/router';
import { Spinner } from './components/ui/spinner';
import { ToastHost } from './components/ui/toasts';
import './index.css';

function AppLoading() {
  return <Spinner label="Loading Green Circle" className="min-h-screen" />;
}

// Shown while the first route's lazy module and loader load (instead of a blank page).
const router = createBrowserRouter(routes.map((route) => ({ ...route, HydrateFallback: AppLoading })));
// index.html's static top bar is removed by the layout drawn over it; should no layout come
// (its module failed to load), it must not stay over the router's error message.
router.subscribe((state) => {
  if (!state.initialized) return;
  forgetEarlyReads();
  if (state.errors) document.getElementById('app-shell')?.remove();
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider>
      <AuthProvider>
        <ToastHost>
          <RouterProvider router={router} />
        </ToastHost>
      </AuthProvider>
    </ThemeProvider>
  </StrictMode>,
);
