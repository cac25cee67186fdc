import { env } from '../../config/env';
import { admin, cookieFor } from '../../lib/session.server';

/** The request's session cookie, or null. */
async function sessionOf(request: Request): Promise<string | null> {
  const cookie = (await cookieFor(request).parse(request.headers.get('Cookie'))) as unknown;
  return typeof cookie === 'string' && cookie !== '' ? cookie : null;
}

/** Calls the API as the session's member (the answer as it comes, body unread, so a zip streams through). */
export async function callApiAsMember(request: Request, path: string, method = 'GET'): Promise<Response> {
  const session = await sessionOf(request);
  const headers = new Headers({ Accept: 'application/json, application/zip' });
  if (session) headers.set('Authorization', `Session ${session}`);
  return fetch(new URL(path, env.VITE_API_URL), { method, headers, signal: request.signal });
}

/** How long ago the session's member signed in (seconds), or null without a valid session. */
export async function secondsSinceSignIn(request: Request): Promise<number | null> {
  const session = await sessionOf(request);
  if (session === null) return null;
  try {
    const { auth_time } = await admin().verifySessionCookie(session);
    return Math.max(0, Math.floor(Date.now() / 1000 - auth_time));
  } catch {
    return null;
  }
}

/** A Set-Cookie that makes this browser forget its session (without revoking it). */
export const forgetSession = async (request: Request) => cookieFor(request).serialize('', { maxAge: 0 });
