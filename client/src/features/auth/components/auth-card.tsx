import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { PAGE_DESCRIPTIONS } from '../../../config/page-descriptions';
import { paths } from '../../../config/paths';
import { GoogleButton } from './google-button';

// Each screen's words, and the other screen it offers (keeping where the member was going).
const SCREENS = {
  login: {
    pageTitle: 'Login',
    description: PAGE_DESCRIPTIONS.login,
    title: 'Welcome Back',
    intro: 'Sign in to share tips and tend your garden dashboard.',
    switchTo: { prompt: 'New to Green Circle?', label: 'Create an account', pathname: paths.signUp },
  },
  signUp: {
    pageTitle: 'Sign Up',
    description: PAGE_DESCRIPTIONS.signUp,
    title: 'Create Account',
    intro: 'Join a community of gardeners and eco-lovers.',
    switchTo: { prompt: 'Already have an account?', label: 'Login', pathname: paths.login },
  },
} as const;

/** The frame of the login and sign-up screens: the form, then Google, then the other screen. */
export function AuthCard({ screen, children }: { screen: keyof typeof SCREENS; children: ReactNode }) {
  const { pageTitle, description, title, intro, switchTo } = SCREENS[screen];
  return (
    <section className="flex justify-center px-4 py-10 sm:py-16">
      <PageTitle title={pageTitle} description={description} />
      <div className="card w-full max-w-md border border-base-300 bg-base-100 shadow-xl">
        <div className="card-body gap-5">
          <div className="text-center">
            <img src="/images/logo.svg" alt="" width="48" height="48" className="mx-auto mb-3 h-12 w-12" />
            <h1 className="text-3xl font-bold">{title}</h1>
            <p className="mt-1 text-base-content/80">{intro}</p>
          </div>
          {children}
          <div className="divider my-0">or</div>
          <GoogleButton />
          <p className="text-center text-sm">
            {switchTo.prompt} <AuthSwitchLink pathname={switchTo.pathname}>{switchTo.label}</AuthSwitchLink>
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
