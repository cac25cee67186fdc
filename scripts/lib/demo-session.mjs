// The demo member signed in without a browser, for the benchmarks (bench-host, bench-web): a fresh
// ID token from the Auth emulator, and the session cookie the client host makes of it.
import { DEMO_MEMBER } from './demo-members.mjs';

/** A fresh ID token of the demo member; `config` is the stack's (throwawayConfig). */
export async function demoIdToken(config) {
  const emulator = `http://${config.VITE_FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${config.VITE_FIREBASE_API_KEY}`;
  const signedIn = await fetch(emulator, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password, returnSecureToken: true }),
  }).then((res) => res.json());
  return signedIn.idToken;
}

/** The demo member's session cookie (Cookie header form), as the client host at `origin` sets it at sign-in. */
export async function demoSessionCookie(config, origin) {
  const res = await fetch(`${origin}/auth/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ idToken: await demoIdToken(config) }),
  });
  return res.headers.get('set-cookie')?.split(';')[0] ?? '';
}
