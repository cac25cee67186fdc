import { admin, cookieFor } from '#app/lib/session.server';

/** How long ago the session's member signed in (seconds), or null without a valid session. */
export async function secondsSinceSignIn(request: Request): Promise<number | null> {
  const session = (await cookieFor(request).parse(request.headers.get('Cookie'))) as unknown;
  if (typeof session !== 'string' || session === '') return null;
  try {
    const { auth_time } = await admin().verifySessionCookie(session);
    return Math.max(0, Math.floor(Date.now() / 1000 - auth_time));
  } catch {
    return null;
  }
}

/** A Set-Cookie that makes this browser forget its session (without revoking it). */
export const forgetSession = async (request: Request) => cookieFor(request).serialize('', { maxAge: 0 });
