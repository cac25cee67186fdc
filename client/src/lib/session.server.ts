// Who the request's member is, on the server: the Firebase session cookie the client host set
// at sign-in (routes/session.ts), verified on every request with revocation checked, so a
// revoked or disabled account's cookie stops working at once. The API is called as that member
// with the same cookie (`Authorization: Session`), which the API verifies itself
// (docs/decisions/0011-member-pages-rendered-on-the-server.md).
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { createCookie, type MiddlewareFunction } from 'react-router';
import { env } from '../config/env';
import { setCredentialSource } from './api-client';
import { VIEWER_HEADER, VISITOR } from './member-caches';
import { memberContext, type SessionMember } from './request-context';
import { sameOrigin } from './same-origin';

const MAX_AGE_S = 14 * 24 * 60 * 60;
const local = (request: Request) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(request.url).hostname);
const cookieFor = (request: Request) =>
  createCookie('__session', { httpOnly: true, sameSite: 'lax', path: '/', secure: !local(request) });

if (env.VITE_FIREBASE_AUTH_EMULATOR_HOST)
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= env.VITE_FIREBASE_AUTH_EMULATOR_HOST;
const admin = () =>
  getAuth(
    getApps().find((app) => app.name === 'client-host') ??
      initializeApp({ projectId: env.VITE_FIREBASE_PROJECT_ID }, 'client-host'),
  );

const current = new AsyncLocalStorage<{ cookie: string; member: SessionMember } | null>();
setCredentialSource(async () => (current.getStore() ? `Session ${current.getStore()!.cookie}` : null));

async function verified(cookie: unknown): Promise<{ cookie: string; member: SessionMember } | null> {
  if (typeof cookie !== 'string' || cookie === '') return null;
  try {
    const { uid } = await admin().verifySessionCookie(cookie, true);
    const { email = null, displayName = null, photoURL = null, emailVerified, metadata } = await admin().getUser(uid);
    return {
      cookie,
      member: { uid, email, displayName, photoURL, emailVerified, metadata: { creationTime: metadata.creationTime } },
    };
  } catch {
    return null; // expired, revoked, disabled, or not ours: a visitor
  }
}

/** Root middleware: every loader of the request knows its member (memberContext) and calls the API as them. */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const session = await verified(await cookieFor(request).parse(request.headers.get('Cookie')));
  context.set(memberContext, session?.member ?? null);
  const response = await current.run(session, next);
  // Whose page this is, for the service worker's member caches (lib/member-caches.ts): opaque,
  // and only ever sent to that member.
  const viewer = session ? createHash('sha256').update(session.member.uid).digest('base64url').slice(0, 22) : VISITOR;
  try {
    response.headers.set(VIEWER_HEADER, viewer);
  } catch {
    // An immutable answer (a fetch passed through as it came): not a page the worker keeps.
  }
  return response;
};

/**
 * POST { idToken, remember }: a fresh sign-in's ID token becomes the session cookie (for the tab's
 * life with remember false); DELETE ends it. Both refused (403) from another origin.
 */
export async function sessionAction(request: Request): Promise<Response> {
  if (!sameOrigin(request)) return new Response('Cross-site request refused', { status: 403 });
  const cookie = cookieFor(request);
  if (request.method === 'DELETE') {
    return new Response(null, { status: 204, headers: { 'Set-Cookie': await cookie.serialize('', { maxAge: 0 }) } });
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
