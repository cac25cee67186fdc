import { cookieFor, revokeSession, sessionFromIdToken } from '../lib/session.server';
import { sameOrigin } from '../lib/request-context';
import type { Route } from './+types/session';

/**
 * POST { idToken, remember }: a fresh sign-in's ID token becomes the session cookie (for the tab's
 * life with remember false); DELETE, or Logout's form post (before the page's JavaScript), ends
 * it, revoking the member's sessions on every device (docs/decisions/0014-sign-out-revokes.md).
 * Both refused (403) from another origin.
 */
export async function action({ request }: Route.ActionArgs): Promise<Response> {
  if (!sameOrigin(request)) return new Response('Cross-site request refused', { status: 403 });
  const cookie = cookieFor(request);
  const cleared = { 'Set-Cookie': await cookie.serialize('', { maxAge: 0 }) };
  // Logout's form posted before the page's JavaScript ran: signed out the same way, then home.
  const logoutForm = request.headers.get('Content-Type')?.startsWith('application/x-www-form-urlencoded') === true;
  if (request.method === 'DELETE' || logoutForm) {
    // Revoked, not only forgotten: a copy of the cookie must not go on reading as the member.
    const revoked = await revokeSession(await cookie.parse(request.headers.get('Cookie'))).then(
      () => true,
      () => false,
    );
    // This browser forgets it either way; the identity service being down is said, not hidden.
    if (!revoked)
      return new Response('Could not end the session everywhere; try again', { status: 503, headers: cleared });
    if (logoutForm) return new Response(null, { status: 303, headers: { ...cleared, Location: '/' } });
    return new Response(null, { status: 204, headers: cleared });
  }
  const body = (await request.json().catch(() => null)) as { idToken?: unknown; remember?: unknown } | null;
  if (request.method !== 'POST' || typeof body?.idToken !== 'string') return new Response(null, { status: 400 });
  const session = await sessionFromIdToken(request, body.idToken, body.remember !== false);
  if (!session) return new Response('Sign in again: the ID token is not valid or not fresh', { status: 401 });
  return new Response(null, { status: 204, headers: { 'Set-Cookie': session.setCookie } });
}
