// Signing in and up with the identity service, as plain functions the login and sign-up screens'
// client actions call (lib/account.ts holds the writes every page's auth provider follows; these
// stay with the two screens that use them). No Firebase code here: the SDK loads when one runs.
import { loadAuth } from './auth-sdk';
import { refreshLoadedAccount } from './account';
import { clearMemberCaches } from './member-caches';

/**
 * Signs in with e-mail and password (`remember: false` keeps Firebase's sign-in for this tab
 * only) and answers the fresh ID token, which the login screen's action turns into the session
 * cookie. What the service worker kept for the previous reader is dropped first.
 */
export async function signInForToken(email: string, password: string, remember = true): Promise<string> {
  const { auth, sdk } = await loadAuth();
  await sdk.setPersistence(auth, remember ? sdk.browserLocalPersistence : sdk.browserSessionPersistence);
  const credential = await sdk.signInWithEmailAndPassword(auth, email, password);
  await clearMemberCaches();
  return credential.user.getIdToken();
}

/**
 * Makes the account (sign-up) and answers its fresh ID token, which the sign-up screen's action
 * turns into the session cookie. Firebase's errors pass through (auth/email-already-in-use...).
 */
export async function createAccountForToken(email: string, password: string): Promise<string> {
  const { auth, sdk } = await loadAuth();
  const { user } = await sdk.createUserWithEmailAndPassword(auth, email, password);
  await clearMemberCaches();
  return user.getIdToken();
}

/**
 * The new member's name and photo the site just set, read again where the SDK is loaded. (The
 * verification e-mail is the site's: the API sends it when the member's record is made.)
 */
export async function welcomeNewAccount(): Promise<void> {
  await refreshLoadedAccount();
}

/** Forgets Firebase's sign-in in this browser (an account the site removed again). */
export async function forgetSignIn(): Promise<void> {
  const { auth, sdk } = await loadAuth();
  await sdk.signOut(auth).catch(() => undefined);
}
