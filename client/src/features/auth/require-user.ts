import type { User } from 'firebase/auth';
import { redirect, replace } from 'react-router';
import { loginPath } from '../../config/paths';
import { loadAuth } from '../../lib/auth-sdk';
import { redirectTarget } from './redirect-target';

/**
 * A loader's redirect pushes a history entry, except when the page being loaded is already
 * the browser's entry (the first load of the tab, a reload, a revalidation): then the
 * redirect replaces it, so history never holds the same page twice and Back goes to the
 * page before.
 */
function redirectFrom(request: Request, to: string) {
  const { pathname, search } = new URL(request.url);
  const current = window.location.pathname + window.location.search;
  return current === pathname + search ? replace(to) : redirect(to);
}

/**
 * For protected route loaders: waits until Firebase knows who is signed in, then either
 * returns the member or redirects to the login page, remembering where they were going.
 */
export async function requireUser(request: Request): Promise<User> {
  // Loaded here, so public pages that share code with protected ones never load Firebase.
  const { currentUser } = await loadAuth();
  const user = await currentUser();
  if (!user?.email) {
    const { pathname, search } = new URL(request.url);
    throw redirectFrom(request, loginPath(pathname + search));
  }
  return user;
}

/** For the login and sign-up loaders: a signed-in member is sent on (to `from`, or home). */
export async function redirectSignedIn(request: Request): Promise<null> {
  // Rendered on the server for a visitor (src/prerender): nobody is signed in there.
  if (typeof window === 'undefined') return null;
  const { currentUser } = await loadAuth();
  const user = await currentUser();
  if (user?.email) throw redirectFrom(request, redirectTarget(new URL(request.url).searchParams));
  return null;
}
