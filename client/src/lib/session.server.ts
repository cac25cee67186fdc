// Who the request's member is, on the server: the Firebase session cookie set at sign-in, verified
// on every request with revocation and a disabled account checked (such a cookie stops working at
// once). The API is called as that member with the same cookie (`Authorization: Session`), which it
// verifies itself (docs/decisions/0011-member-pages-rendered-on-the-server.md).
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { createCookie, type MiddlewareFunction } from 'react-router';
import { env } from '../config/env';
import { apiContext, requestApi, visitorContext } from './api.server';
import { memberContext, type SessionMember } from './request-context';

/** Plain http on this machine's own addresses (npm start); https (behind a TLS proxy too) always gets Secure. */
const local = (url: string) => {
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
};
const sessionCookie = (secure: boolean) =>
  createCookie('__session', { httpOnly: true, sameSite: 'lax', path: '/', secure });
/** Made once, not per request (each page-data answer asks for one). */
const COOKIES = { secure: sessionCookie(true), local: sessionCookie(false) };
/** HttpOnly, SameSite=Lax, Secure but over plain http on this machine's own addresses. */
export const cookieFor = ({ url }: Request) => (local(url) ? COOKIES.local : COOKIES.secure);

if (env.VITE_FIREBASE_AUTH_EMULATOR_HOST)
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= env.VITE_FIREBASE_AUTH_EMULATOR_HOST;
const APP = 'client-host';
export const admin = () =>
  getAuth(
    getApps().find(({ name }) => name === APP) ?? initializeApp({ projectId: env.VITE_FIREBASE_PROJECT_ID }, APP),
  );

type Session = { cookie: string; member: SessionMember } | null;

const MAX_AGE_S = 14 * 24 * 60 * 60;

/** A session just started: its cookie, the Set-Cookie that gives it to the browser, and who it is. */
interface NewSession {
  cookie: string;
  setCookie: string;
  uid: string;
  email: string;
  name: string | null;
  picture: string | null;
}

/**
 * A fresh sign-in's ID token as the session cookie: the cookie itself and its Set-Cookie header
 * (for the tab's life with `remember` false), and who it is (a Google account's token carries its
 * name and picture); null when the token is not valid or not fresh
 * (only a recent sign-in may start a session, Firebase's advice: a stolen old token may not).
 */
export async function sessionFromIdToken(
  request: Request,
  idToken: string,
  remember: boolean,
): Promise<NewSession | null> {
  try {
    const { auth_time, name, picture, email, uid } = await admin().verifyIdToken(idToken, true);
    if (Date.now() / 1000 - auth_time > 5 * 60) return null;
    const cookie = await admin().createSessionCookie(idToken, { expiresIn: MAX_AGE_S * 1000 });
    const setCookie = await cookieFor(request).serialize(cookie, remember ? { maxAge: MAX_AGE_S } : {});
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
    return { cookie, setCookie, uid, email: email ?? '', name: text(name), picture: text(picture) };
  } catch {
    return null;
  }
}

async function verified(cookie: unknown): Promise<Session> {
  if (typeof cookie !== 'string' || cookie === '') return null;
  try {
    // The signature and expiry here; revocation and a disabled account from the account itself, as
    // verifySessionCookie(cookie, true) checks them, but with the one look-up the page needs anyway.
    const { uid, auth_time } = await admin().verifySessionCookie(cookie);
    const user = await admin().getUser(uid);
    if (user.disabled || auth_time * 1000 < Date.parse(user.tokensValidAfterTime ?? '')) return null;
    const { email = null, displayName = null, photoURL = null, emailVerified } = user;
    const metadata = { creationTime: user.metadata.creationTime };
    return { cookie, member: { uid, email, displayName, photoURL, emailVerified, metadata } };
  } catch {
    return null; // expired, revoked, disabled, or not ours: a visitor
  }
}

/**
 * Signing out ends the session everywhere it is checked (docs/decisions/0014-sign-out-revokes.md):
 * the member's refresh tokens are revoked, so this cookie, and every session cookie and ID token
 * issued before now, on any device, are refused by the host and the API alike. Firebase counts
 * revocation in whole seconds and keeps a cookie made in the same second as it, so a sign-out in
 * the second of the sign-in waits for the next one. A cookie that is not valid needs nothing.
 */
export async function revokeSession(cookie: unknown): Promise<void> {
  if (typeof cookie !== 'string' || cookie === '') return;
  let uid: string;
  let signedInAt: number;
  try {
    ({ uid, auth_time: signedInAt } = await admin().verifySessionCookie(cookie));
  } catch {
    return; // expired, forged or not ours: it opens nothing
  }
  const sameSecond = (signedInAt + 1) * 1000 - Date.now();
  if (sameSecond > 0) await new Promise((resolve) => setTimeout(resolve, sameSecond));
  await admin().revokeRefreshTokens(uid);
}

/**
 * Root middleware: every loader and action of the request knows its member (memberContext) and
 * has the API client that speaks for them (apiFor(context), lib/api.server.ts).
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const value: unknown = await cookieFor(request).parse(request.headers.get('Cookie'));
  const session = await verified(value);
  context.set(memberContext, session?.member ?? null);
  context.set(apiContext, requestApi(session?.cookie ?? null, context.get(visitorContext)));
  return next();
};
