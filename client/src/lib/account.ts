// The writes to the member's own Firebase account, as plain functions: route actions call them
// (the profile; signing in and up: sign-in.ts), and the auth provider only follows what they
// changed. This module holds no Firebase code; the SDK loads when one of them runs.
import type { User } from 'firebase/auth';
import { loadAuth, loadedAuth } from './auth-sdk';

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
