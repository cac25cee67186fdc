import { redirect, replace, type RouterContextProvider } from 'react-router';
import { loginPath } from '../../config/paths';
import { loadAuth } from '../../lib/auth-sdk';
import { memberContext, type SessionMember } from '../../lib/request-context';
import { redirectTarget } from './redirect-target';

/** The member a loader or action acts for: on the server the session's, in the browser Firebase's. */
export type Member = Pick<SessionMember, 'uid' | 'email' | 'displayName' | 'photoURL' | 'emailVerified' | 'metadata'>;

/**
 * A browser loader's redirect pushes a history entry, except when the page being loaded is already
 * the browser's entry (a revalidation): then it replaces it, so Back goes to the page before.
 */
function redirectFrom(request: Request, to: string) {
  if (typeof window === 'undefined') return redirect(to);
  const { pathname, search } = new URL(request.url);
  const current = window.location.pathname + window.location.search;
  return current === pathname + search ? replace(to) : redirect(to);
}

/** Who is signed in: the verified session on the server (its middleware ran), Firebase in the browser. */
async function signedIn(context?: Readonly<RouterContextProvider>): Promise<Member | null> {
  if (typeof window === 'undefined') return context?.get(memberContext) ?? null;
  const { currentUser } = await loadAuth();
  return currentUser();
}

/**
 * For protected loaders and actions: the member, or a redirect to the login page remembering
 * where they were going (on the server, before anything is drawn).
 */
export async function requireUser(request: Request, context?: Readonly<RouterContextProvider>): Promise<Member> {
  const user = await signedIn(context);
  if (!user?.email) {
    const { pathname, search } = new URL(request.url);
    throw redirectFrom(request, loginPath(pathname + search));
  }
  return user;
}

/** For the login and sign-up loaders: a signed-in member is sent on (to `from`, or home). */
export async function redirectSignedIn(request: Request, context?: Readonly<RouterContextProvider>): Promise<null> {
  const user = await signedIn(context);
  if (user?.email) throw redirectFrom(request, redirectTarget(new URL(request.url).searchParams));
  return null;
}
