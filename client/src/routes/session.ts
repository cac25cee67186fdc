import type { ActionFunctionArgs } from 'react-router';
import { admin, cookieFor, revokeSession } from '../lib/session.server';
import { sameOrigin } from '../lib/request-context';

const MAX_AGE_S = 14 * 24 * 60 * 60;

/**
 * POST { idToken, remember }: a fresh sign-in's ID token becomes the session cookie (for the tab's
 * life with remember false); DELETE, or Logout's form post (before the page's JavaScript), ends
 * it, revoking the member's sessions on every device (docs/decisions/0014-sign-out-revokes.md).
 * Both refused (403) from another origin.
 */
export async function action({ request }: ActionFunctionArgs): Promise<Response> {
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
  try {
    // Only a recent sign-in may start a session (Firebase's advice): a stolen old token may not.
    const { auth_time } = await admin().verifyIdToken(body.idToken, true);
    if (Date.now() / 1000 - auth_time > 5 * 60) return new Response('Sign in again', { status: 401 });
    const session = await admin().createSessionCookie(body.idToken, { expiresIn: MAX_AGE_S * 1000 });
    const setCookie = await cookie.serialize(session, body.remember === false ? {} : { maxAge: MAX_AGE_S });
    return new Response(null, { status: 204, headers: { 'Set-Cookie': setCookie } });
  } catch {
    return new Response('The ID token is not valid', { status: 401 });
  }
}
