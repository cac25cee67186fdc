// The browser's side of the session cookie (lib/session.server.ts): a sign-in hands the client
// host the fresh ID token before going on, so the next page is rendered for the member.
import type { User } from 'firebase/auth';

export const SESSION_PATH = '/auth/session';

/** Starts the session cookie for `user` (this tab's life only with `remember` false). */
export async function startSession(user: User, remember = true): Promise<void> {
  const response = await fetch(SESSION_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ idToken: await user.getIdToken(), remember }),
  });
  if (!response.ok) throw new Error(`The session could not start (${response.status})`);
}

/** Clears the session cookie. */
export async function endSession(): Promise<void> {
  await fetch(SESSION_PATH, { method: 'DELETE' });
}
