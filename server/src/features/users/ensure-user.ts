import { MESSAGES, type User } from '@green-circle/contract';
import type { Identity } from '../../http/auth';
import { AppError } from '../../http/errors';
import type { Store } from '../../store/store';
import { tokenName, tokenPicture } from './token-profile';

type Member = Identity & { email: string };

/**
 * Whether another member holds this name (case, accents, spacing and look-alike letters aside).
 * An unverified account's name holds off only the unverified: a verified member may take it
 *, and the store then takes it from the unverified record.
 */
export const nameHeldByOther = (store: Store, name: string, caller: Pick<Identity, 'uid' | 'emailVerified'>) =>
  store.nameTaken(name, caller.uid, { ignoreUnverified: caller.emailVerified });

/** A display name is one member's: another member's name is a 409, beside the name field. */
export async function claimName(store: Store, name: string, me: Identity): Promise<void> {
  if (name !== '' && (await nameHeldByOther(store, name, me))) {
    throw new AppError(409, MESSAGES.nameTaken, [{ field: 'name', message: MESSAGES.nameTaken }]);
  }
}

/**
 * The record as the token says the member is now: the e-mail may have changed and the address
 * been verified since the record was written. The record is found by uid; the e-mail it keeps
 * is only the last one seen, never a key.
 */
export async function syncIdentity(store: Store, me: Member, record: User): Promise<User> {
  if (record.email === me.email && record.emailVerified === me.emailVerified) return record;
  await store.updateUser(me.uid, { email: me.email, emailVerified: me.emailVerified });
  return { ...record, email: me.email, emailVerified: me.emailVerified };
}

/** What a request may say about the new record: never its dates, which are the server's clock. */
interface RecordFields {
  name?: string;
  photoURL?: string;
}

/**
 * The member's users record, created the first time it is missing (idempotent: the store
 * keeps one record per uid). POST /users and the dashboard figures both go through it,
 * so every member who signs in is counted, whichever way they joined.
 *
 * The name is the one sent, else the token's (only when it passes the name rules). A name
 * another member holds is refused with a 409 when `refuseTakenName` (POST /users); the
 * dashboard's quiet ensure leaves the name blank instead, never sharing another's name.
 */
export async function ensureUser(
  store: Store,
  me: Member,
  from: RecordFields,
  { refuseTakenName = false, now }: { refuseTakenName?: boolean; now: Date },
): Promise<{ id: string; created: boolean }> {
  const existing = await store.findUserByUid(me.uid);
  if (existing) {
    await syncIdentity(store, me, existing);
    return { id: existing._id, created: false };
  }
  let name = from.name || tokenName(me);
  if (refuseTakenName) await claimName(store, name, me);
  else if (name !== '' && (await nameHeldByOther(store, name, me))) name = '';
  const at = now.toISOString();
  return store.createUser({
    uid: me.uid,
    email: me.email,
    emailVerified: me.emailVerified,
    name,
    photoURL: from.photoURL || tokenPicture(me),
    creationTime: at,
    lastSignInTime: at,
  });
}
