import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '#app/components/ui/page-title';
import { paths } from '#app/config/paths';
import { GoogleButton } from './google-button';
import { useT } from '#app/i18n/i18n';

// Each screen's words, and the other screen it offers (keeping where the member was going).
const SCREENS = {
  login: {
    pageTitle: 'nav.login',
    description: 'describe.login',
    title: 'auth.welcomeBack',
    intro: 'auth.loginIntro',
    needsJavaScript: 'auth.needsJavaScript',
    switchTo: { prompt: 'auth.newHere', label: 'auth.createAccount', pathname: paths.signUp },
  },
  signUp: {
    pageTitle: 'auth.signUpTitle',
    description: 'describe.signUp',
    title: 'auth.createAccountTitle',
    intro: 'auth.signUpIntro',
    needsJavaScript: 'signUp.needsJavaScript',
    switchTo: { prompt: 'auth.haveAccount', label: 'nav.login', pathname: paths.login },
  },
} as const;

/** The frame of the login and sign-up screens: the form, then Google, then the other screen. */
export function AuthCard({ screen, children }: { screen: keyof typeof SCREENS; children: ReactNode }) {
  const { pageTitle, description, title, intro, needsJavaScript, switchTo } = SCREENS[screen];
  const t = useT();
  return (
    <section className="flex justify-center px-4 py-10 sm:py-16">
      <PageTitle title={t(pageTitle)} description={t(description)} />
      <div className="card w-full max-w-md border border-base-300 bg-base-100 shadow-xl">
        <div className="card-body gap-5">
          <div className="text-center">
            <img src="/images/logo.svg" alt="" width="48" height="48" className="mx-auto mb-3 h-12 w-12" />
            <h1 className="text-3xl font-bold">{t(title)}</h1>
            <p className="mt-1 text-base-content/80">{t(intro)}</p>
          </div>
          {/* Without JavaScript the screen cannot sign in (Firebase runs in the browser): it says so first. */}
          <noscript>
            <p role="note" className="mb-4 rounded-box bg-base-200 p-3 text-sm">
              {t(needsJavaScript)}
            </p>
          </noscript>
          {children}
          <div className="divider my-0">{t('auth.or')}</div>
          <GoogleButton />
          <p className="text-center text-sm">
            {t(switchTo.prompt)} <AuthSwitchLink pathname={switchTo.pathname}>{t(switchTo.label)}</AuthSwitchLink>
          </p>
        </div>
      </div>
    </section>
  );
}

/** A link to the other auth screen that keeps where the member was going (`?from=`). */
export function AuthSwitchLink({ pathname, children }: { pathname: string; children: ReactNode }) {
  const [searchParams] = useSearchParams();
  return (
    <Link className="link link-primary font-medium" to={{ pathname, search: searchParams.toString() }}>
      {children}
    </Link>
  );
}
