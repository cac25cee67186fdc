// The browser's side of the session cookie (lib/session.server.ts): a sign-in hands the client
// host the fresh ID token before going on, so the next page is rendered for the member. Either
// way what the service worker kept for the reader before is dropped (lib/member-caches.ts).
import { clearMemberCaches } from './member-caches';

export const SESSION_PATH = '/auth/session';

/** Clears the session cookie, and what was kept offline for its member. */
export async function endSession(): Promise<void> {
  await Promise.all([fetch(SESSION_PATH, { method: 'DELETE' }), clearMemberCaches({ sharedPhoto: true })]);
}
