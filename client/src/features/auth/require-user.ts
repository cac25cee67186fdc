import { redirect, type RouterContextProvider } from 'react-router';
import { loginPath } from '#app/config/paths';
import { memberContext, type SessionMember } from '#app/lib/request-context';
import { redirectTarget } from './redirect-target';

/** The member a loader or action acts for: the session's, as the root middleware verified it. */
export type Member = SessionMember;

/**
 * For protected loaders and actions (on the server): the session's member, or a redirect to the
 * login page remembering where they were going, before anything is drawn.
 */
export function requireUser(request: Request, context: Readonly<RouterContextProvider>): Member {
  const user = context.get(memberContext);
  if (!user?.email) {
    const { pathname, search } = new URL(request.url);
    throw redirect(loginPath(pathname + search));
  }
  return user;
}

/** For the login and sign-up loaders: a signed-in member is sent on (to `from`, or home). */
export function redirectSignedIn(request: Request, context: Readonly<RouterContextProvider>): null {
  if (context.get(memberContext)?.email) throw redirect(redirectTarget(new URL(request.url).searchParams));
  return null;
}
