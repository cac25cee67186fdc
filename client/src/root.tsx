import { StrictMode, useEffect, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, useLoaderData, useRevalidator } from 'react-router';
import { ToastHost } from './components/ui/toasts';
import { AuthProvider } from './lib/auth-provider';
import { useNonce } from './lib/nonce';
import { memberContext } from './lib/request-context';
import { registerServiceWorker } from './lib/service-worker';
import { sessionMiddleware } from './lib/session.server';
import { ThemeProvider } from './lib/theme-provider';
import type { Route } from './+types/root';
import './index.css';

export const middleware = [sessionMiddleware];

/** Who the navbar shows from the first byte: the session's member (name and photo), or null. */
export function loader({ context }: Route.LoaderArgs) {
  const member = context.get(memberContext);
  return { member: member && { displayName: member.displayName, photoURL: member.photoURL } };
}

// The reader's theme before the first paint (no flash of the wrong one); the provider follows it.
const THEME = `try{var t=localStorage.getItem('theme');document.documentElement.dataset.theme=t==='dark'||t==='light'?t:matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}catch(e){}`;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        {/* The themes' primary and base colours (index.css), as in the manifest. */}
        <meta name="theme-color" content="#2e6b38" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#131b15" media="(prefers-color-scheme: dark)" />
        <link rel="icon" type="image/svg+xml" href="/images/logo.svg" />
        <link rel="apple-touch-icon" href="/images/icons/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: THEME }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { member } = useLoaderData<typeof loader>();
  const { revalidate } = useRevalidator();
  useEffect(registerServiceWorker, []);
  return (
    <StrictMode>
      <ThemeProvider>
        <AuthProvider serverMember={member} onSessionEnded={revalidate}>
          <ToastHost>
            <Outlet />
          </ToastHost>
        </AuthProvider>
      </ThemeProvider>
    </StrictMode>
  );
}
