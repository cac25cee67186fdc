// The writes to the member's own Firebase account, as plain functions: route actions call them
// (login, the profile), and the auth provider only follows what they changed. This module
// holds no Firebase code; the SDK loads when one of them runs.
import type { User } from 'firebase/auth';
import { loadAuth, loadedAuth } from './auth-sdk';
import { clearMemberCaches } from './member-caches';

export interface ProfileChanges {
  displayName?: string | null;
  photoURL?: string | null;
}

// Firebase reports sign-in and sign-out itself, but not a changed name or photo (the same User
// changes in place), so whoever shows the member listens here too.
const profileListeners = new Set<(user: User) => void>();

/** Calls `listener` with the member after each profile change; returns the unsubscribe. */
export function onProfileChange(listener: (user: User) => void): () => void {
  profileListeners.add(listener);
  return () => void profileListeners.delete(listener);
}

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

/** Changes the signed-in member's name and photo with the identity service. */
export async function updateAccountProfile(profile: ProfileChanges): Promise<void> {
  const { auth, sdk } = await loadAuth();
  const current = auth.currentUser;
  if (!current) throw new Error('No signed-in user');
  if (profile.displayName !== undefined || profile.photoURL !== undefined) {
    await sdk.updateProfile(current, profile);
  }
  // The server draws the navbar from the identity service, which has the change already.
  for (const listener of profileListeners) listener(current);
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

/**
 * The site changed the member's name or photo with the identity service (firebase-admin): where
 * this page has the SDK loaded (whose member the navbar shows), its User is read again.
 */
export async function refreshLoadedAccount(): Promise<void> {
  const loaded = loadedAuth();
  if (!loaded) return;
  const current = (await loaded).auth.currentUser;
  if (!current) return;
  await current.reload().catch(() => undefined);
  for (const listener of profileListeners) listener(current);
}

/** Forgets Firebase's sign-in in this browser (an account the site removed again). */
export async function forgetSignIn(): Promise<void> {
  const { auth, sdk } = await loadAuth();
  await sdk.signOut(auth).catch(() => undefined);
}
