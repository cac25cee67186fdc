import type { User } from '@green-circle/contract';

/** Members' records (embedded-store.ts, mongo-store.ts; store.contract.ts). */
export interface UsersStore {
  /** The member's record. Records are keyed by uid alone: an e-mail is never an identity. */
  findUserByUid(uid: string): Promise<User | null>;
  /**
   * Creates the record once per uid; a repeat returns the existing id with created false. A
   * verified member's name is taken from any unverified record that holds it (as updateUser).
   */
  createUser(user: NewUser): Promise<{ id: string; created: boolean }>;
  /**
   * Changes the member's record; returns how many records changed (0 or 1). A new name or photo
   * reaches every tip of the member in the same write (tips show the author's current ones), and
   * a verified member's new name is taken from any unverified record that holds it.
   */
  updateUser(uid: string, changes: UserChanges): Promise<number>;
  /**
   * True when a member other than `exceptUid` goes by this name: in a user record or as the
   * author name of a tip. Names compare by nameKeys (case, accents, spacing and look-alike
   * letters ignored). `ignoreUnverified`: records of members not verified yet do not count.
   */
  nameTaken(name: string, exceptUid: string, options?: { ignoreUnverified?: boolean }): Promise<boolean>;
}

export type NewUser = Omit<User, '_id'> & {
  /**
   * When the member joined (account age: features/safety/store.ts); the store's clock when absent. Only
   * the server's own code gives one (seeding: the demo members are established members), never a request.
   */
  joinedAt?: string;
};

/** What updateUser may change; each part only when given. */
export type UserChanges = Partial<Pick<User, 'name' | 'photoURL' | 'email' | 'emailVerified'>>;
