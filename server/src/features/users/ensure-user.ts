import type { Identity } from '../../http/auth';
import type { Store } from '../../store/store';

/**
 * The member's users record, created the first time it is missing (idempotent: the store
 * keeps one record per e-mail). POST /users and the dashboard figures both go through it,
 * so every member who signs in is counted, whichever way they joined.
 */
export function ensureUser(store: Store, me: Identity & { email: string }, from: { name?: string; photoURL?: string; creationTime?: string; lastSignInTime?: string } = {}) {
  const now = new Date().toISOString();
  return store.createUser({
    uid: me.uid,
    email: me.email,
    name: from.name || me.name || '',
    photoURL: from.photoURL || me.picture || '',
    creationTime: from.creationTime || now,
    lastSignInTime: from.lastSignInTime || now,
  });
}
