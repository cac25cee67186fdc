// A member's browser as it is after signing in through the login screen, made without the screen:
// the identity service's sign-in over its REST API (what the Firebase SDK does in the page), the
// session cookie from the login screen's own action (what the page posts next), and the
// Firebase SDK's record of the member in localStorage (where 'Remember me' keeps it). Only
// the login screen's own tests sign in through it; every other flow starts signed in, as a
// returning member does, and spends its time on what it proves.
import type { BrowserContext } from '@playwright/test';
import type { Member } from './api';
import { stack } from './stack';

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

// The client's Firebase settings in the stack (scripts/lib/stack.mjs): the emulator's demo key.
const API_KEY = 'demo-api-key';

async function identityCall<T>(method: string, body: object): Promise<T> {
  const { emulatorHost } = stack();
  const response = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  if (!response.ok) throw new Error(`accounts:${method} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

interface SignedIn {
  localId: string;
  idToken: string;
  refreshToken: string;
  expiresIn: string;
}
interface Account {
  email: string;
  emailVerified?: boolean;
  displayName?: string;
  photoUrl?: string;
  createdAt: string;
  lastLoginAt: string;
  providerUserInfo?: Array<{
    providerId: string;
    rawId: string;
    email?: string;
    displayName?: string;
    photoUrl?: string;
  }>;
}

/** The storage state of a browser in which `member` has just signed in with 'Remember me'. */
export async function signedInState(member: Member): Promise<Session> {
  const { baseUrl } = stack();
  const signedIn = await identityCall<SignedIn>('signInWithPassword', {
    email: member.email,
    password: member.password,
    returnSecureToken: true,
  });
  const {
    users: [account],
  } = await identityCall<{ users: [Account] }>('lookup', { idToken: signedIn.idToken });

  // Where the login screen's clientAction hands the ID token: the session cookie (and the member's record).
  const answer = await fetch(`${baseUrl}/auth/login/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl },
    body: new URLSearchParams({ email: member.email, idToken: signedIn.idToken, remember: 'on' }),
    redirect: 'manual',
  });
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => /^__session=([^;]*)(?:;.*?Max-Age=(\d+))?/i.exec(line))
    .find((match) => match !== null);
  if (!cookie?.[1]) throw new Error(`The login action set no session cookie (${answer.status})`);

  const user = {
    uid: signedIn.localId,
    email: account.email,
    emailVerified: account.emailVerified ?? false,
    displayName: account.displayName,
    isAnonymous: false,
    photoURL: account.photoUrl,
    providerData: (account.providerUserInfo ?? []).map((info) => ({
      providerId: info.providerId,
      uid: info.rawId,
      displayName: info.displayName ?? null,
      email: info.email ?? null,
      phoneNumber: null,
      photoURL: info.photoUrl ?? null,
    })),
    stsTokenManager: {
      refreshToken: signedIn.refreshToken,
      accessToken: signedIn.idToken,
      expirationTime: Date.now() + Number(signedIn.expiresIn) * 1000,
    },
    createdAt: account.createdAt,
    lastLoginAt: account.lastLoginAt,
    apiKey: API_KEY,
    appName: '[DEFAULT]',
  };
  const { hostname } = new URL(baseUrl);
  return {
    cookies: [
      {
        name: '__session',
        value: cookie[1],
        domain: hostname,
        path: '/',
        expires: cookie[2] ? Math.floor(Date.now() / 1000) + Number(cookie[2]) : -1,
        httpOnly: true,
        secure: false,
        sameSite: 'Lax',
      },
    ],
    origins: [
      {
        origin: baseUrl,
        localStorage: [{ name: `firebase:authUser:${API_KEY}:[DEFAULT]`, value: JSON.stringify(user) }],
      },
    ],
  };
}
