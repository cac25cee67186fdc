import type { RequestHandler } from 'express';
import type { Role } from '@green-circle/contract';
import { requireVerifiedMember, type Caller, type Identity } from '../../http/auth';
import { AppError } from '../../http/errors';
import type { Store } from '../../store/store';

const MODERATING: ReadonlySet<Role> = new Set(['moderator', 'admin']);

/** A verified moderator or admin, by the role in their record (never by anything in the request); else 401/403. */
export async function requireModerator(store: Store, req: Caller): Promise<Identity> {
  const me = requireVerifiedMember(req);
  if (!MODERATING.has((await store.memberStanding(me.uid)).role))
    throw new AppError(403, 'Only moderators can do this');
  return me;
}

/** requireModerator as a route guard: visitors and members are refused before the input is looked at. */
export function moderatorsOnly(store: Store): RequestHandler {
  return async (req, _res, next) => {
    await requireModerator(store, req);
    next();
  };
}

export async function requireAdmin(store: Store, req: Caller): Promise<Identity> {
  const me = requireVerifiedMember(req);
  if ((await store.memberStanding(me.uid)).role !== 'admin') throw new AppError(403, 'Only admins can do this');
  return me;
}

/** An account of the identity service, found by e-mail (firebase-admin's getUserByEmail in production). */
export interface Account {
  uid: string;
  email: string;
}
export type FindAccount = (email: string) => Promise<Account | null>;

/**
 * Gives the member with this e-mail a role, on either store: the e-mail is only a way to find
 * the account (records are keyed by uid). A member without a record yet gets one, so the role
 * holds from their first sign-in. Returns the uid.
 */
export async function setRoleByEmail(
  store: Store,
  findAccount: FindAccount,
  email: string,
  role: Role,
): Promise<string> {
  const account = await findAccount(email.trim().toLowerCase());
  if (account === null) throw new Error(`No account has the e-mail ${email}`);
  if ((await store.setRole(account.uid, role)) === 0) {
    const now = new Date().toISOString();
    await store.createUser({
      uid: account.uid,
      email: account.email.toLowerCase(),
      name: '',
      photoURL: '',
      creationTime: now,
      lastSignInTime: now,
      emailVerified: true,
    });
    await store.setRole(account.uid, role);
  }
  return account.uid;
}
