import { Children, cloneElement, isValidElement, StrictMode, useEffect } from 'react';
import type { ReactElement, ReactNode } from 'react';
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts as RouterScripts,
  useLoaderData,
  useLocation,
  useRevalidator,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { FlashToast } from './components/ui/flash-toast';
import { ToastHost } from './components/ui/toasts';
import { siteUrl } from './config/site-url';
import { sharedCatalogueOf } from './i18n/catalogue.server';
import { LanguageProvider } from './i18n/i18n';
import { languageContext, languageMiddleware } from './i18n/language.server';
import { LANGUAGES, OG_LOCALES, type Language } from './i18n/languages';
import { AuthProvider } from './lib/auth-provider';
import { viewerMiddleware } from './lib/member-caches.server';
import { memberContext } from './lib/request-context';
import { registerServiceWorker } from './lib/service-worker';
import { sessionMiddleware } from './lib/session.server';
import { ThemeProvider } from './lib/theme-provider';
import { THEME_SCRIPT } from './lib/theme-script';
import { readToast } from './lib/toast.server';
import type { Route } from './+types/root';
import './index.css';

export const middleware = [sessionMiddleware, viewerMiddleware, languageMiddleware];

/**
 * Who the page is for from the first byte: the session's member (their own account: name, photo,
 * e-mail, verified or not), or null. The navbar and the member's panels read it (useAuth); the
 * Firebase SDK is not needed to know who is signed in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // A write's toast (lib/toast.server.ts): read once, cleared by this answer, shown by FlashToast.
  const { toast, headers } = await readToast(request);
  const page = pageOf(context);
  return headers ? data({ ...page, toast }, { headers }) : { ...page, toast };
}

/**
 * After a write the root reads itself again, for the toast the answer left in the flash cookie:
 * React Router's default after an answer under 400, and here after a refusal too (a like, a
 * delete or a Google sign-in refused says so in a toast; a form's refusal sets none, and the
 * root's answer is then the same as before).
 */
export const shouldRevalidate = ({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  defaultShouldRevalidate || (actionStatus !== undefined && actionStatus >= 400);

function pageOf(context: Route.LoaderArgs['context']) {
  const member = context.get(memberContext);
  // The page's language and the words every page draws (issue 39): the page arrives drawn in
  // it; each page's own words come with its layout's loader (app/layouts/page-words.server.ts).
  const language = context.get(languageContext);
  // A page in another language also reads the contract's English texts, to translate them.
  const words = { language, messages: sharedCatalogueOf(language) };
  if (!member) return { member: null, ...words };
  const { uid, email, displayName, photoURL, emailVerified } = member;
  return { member: { uid, email, displayName, photoURL, emailVerified }, ...words };
}

/**
 * The page in each language at an address of its own (`?lang=`, which the server honours first),
 * for search engines, and the language in the preview tags.
 */
function LanguageLinks({ language }: { language: Language }) {
  const { pathname } = useLocation();
  return (
    <>
      {LANGUAGES.map((other) => (
        <link key={other} rel="alternate" hrefLang={other} href={siteUrl(`${pathname}?lang=${other}`)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={siteUrl(pathname)} />
      <meta property="og:locale" content={OG_LOCALES[language]} />
      {LANGUAGES.filter((other) => other !== language).map((other) => (
        <meta key={other} property="og:locale:alternate" content={OG_LOCALES[other]} />
      ))}
    </>
  );
}

/**
 * React Router's scripts, fetched after the stylesheets (low priority): a page comes drawn in its
 * HTML and paints without JavaScript, so on a slow network its CSS should not share the line.
 */
function Scripts() {
  const scripts = RouterScripts({}) as ReactElement<{ children: ReactNode }> | null;
  return Children.map(scripts?.props.children, (child) =>
    isValidElement(child) && child.type === 'link' ? cloneElement(child, { fetchPriority: 'low' } as object) : child,
  );
}

/** The document; its theme-color is the themes' primary and base colour (index.css), as in the manifest. */
export function Layout({ children }: { children: ReactNode }) {
  const language = useRouteLoaderData<typeof loader>('root')?.language ?? 'en';
  return (
    <html lang={language} suppressHydrationWarning>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#2e6b38" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#131b15" media="(prefers-color-scheme: dark)" />
        <link rel="icon" type="image/svg+xml" href="/images/logo.svg" />
        <link rel="apple-touch-icon" href="/images/icons/apple-touch-icon.png" />
        {/* The installed app's description in the page's language (its name is the brand in both). */}
        <link rel="manifest" href={language === 'es' ? '/manifest.es.webmanifest' : '/manifest.webmanifest'} />
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <Meta />
        <LanguageLinks language={language} />
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
  const { member, language, messages, toast } = useLoaderData<typeof loader>();
  const { revalidate } = useRevalidator();
  useEffect(registerServiceWorker, []);
  return (
    <StrictMode>
      <LanguageProvider language={language} messages={messages}>
        <ThemeProvider>
          <AuthProvider serverMember={member} onSessionEnded={revalidate}>
            <ToastHost>
              <Outlet />
              <FlashToast toast={toast} />
            </ToastHost>
          </AuthProvider>
        </ThemeProvider>
      </LanguageProvider>
    </StrictMode>
  );
}
