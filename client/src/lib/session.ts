// The browser's side of the session cookie (lib/session.server.ts): a sign-in hands the client
// host the fresh ID token before going on, so the next page is rendered for the member. Either
// way what the service worker kept for the reader before is dropped (lib/member-caches.ts).
import type { User } from 'firebase/auth';
import { clearMemberCaches } from './member-caches';

export const SESSION_PATH = '/auth/session';

/** Starts the session cookie for `user` (this tab's life only with `remember` false). */
export async function startSession(user: User, remember = true): Promise<void> {
  await clearMemberCaches();
  const body = JSON.stringify({ idToken: await user.getIdToken(), remember });
  const response = await fetch(SESSION_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
  if (!response.ok) throw new Error(`The session could not start (${response.status})`);
}

/** Clears the session cookie, and what was kept offline for its member. */
export async function endSession(): Promise<void> {
  await Promise.all([fetch(SESSION_PATH, { method: 'DELETE' }), clearMemberCaches({ sharedPhoto: true })]);
}
