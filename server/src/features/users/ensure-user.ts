import { MESSAGES } from '@green-circle/contract';
import type { Identity } from '../../http/auth';
import { AppError } from '../../http/errors';
import type { Store } from '../../store/store';
import { tokenName, tokenPicture } from './token-profile';

/** A display name is one member's: another member's name (case, accents and spacing aside) is a 409. */
export async function claimName(store: Store, name: string, uid: string): Promise<void> {
  if (name !== '' && (await store.nameTaken(name, uid))) {
    throw new AppError(409, MESSAGES.nameTaken, [{ field: 'name', message: MESSAGES.nameTaken }]);
  }
}

interface RecordFields {
  name?: string;
  photoURL?: string;
  creationTime?: string;
  lastSignInTime?: string;
}

/**
 * The member's users record, created the first time it is missing (idempotent: the store
 * keeps one record per e-mail). POST /users and the dashboard figures both go through it,
 * so every member who signs in is counted, whichever way they joined.
 *
 * The name is the one sent, else the token's (only when it passes the name rules). A name
 * another member holds is refused with a 409 when `refuseTakenName` (POST /users); the
 * dashboard's quiet ensure leaves the name blank instead, never sharing another's name.
 */
export async function ensureUser(
  store: Store,
  me: Identity & { email: string },
  from: RecordFields = {},
  { refuseTakenName = false } = {},
): Promise<{ id: string; created: boolean }> {
  const existing = await store.findUserByEmail(me.email);
  if (existing) return { id: existing._id, created: false };
  let name = from.name || tokenName(me);
  if (refuseTakenName) await claimName(store, name, me.uid);
  else if (name !== '' && (await store.nameTaken(name, me.uid))) name = '';
  const now = new Date().toISOString();
  return store.createUser({
    uid: me.uid,
    email: me.email,
    name,
    photoURL: from.photoURL || tokenPicture(me),
    creationTime: from.creationTime || now,
    lastSignInTime: from.lastSignInTime || now,
  });
}
