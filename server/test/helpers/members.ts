import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';

export interface Member {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

/** host:port of the run's Auth emulator (see test/global-setup.ts). */
export function emulatorHost(): string {
  return inject('authEmulatorHost');
}

const accountsUrl = (action: string) =>
  `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:${action}?key=any`;

async function callEmulator<T>(action: string, body: object, { admin = false } = {}): Promise<T> {
  const response = await fetch(accountsUrl(action), {
    method: 'POST',
    // "owner" is the emulator's admin credential: only an admin may mark an e-mail verified.
    headers: { 'content-type': 'application/json', ...(admin ? { authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Auth emulator ${action}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export const uniqueEmail = (label = 'member') => `${label}-${randomUUID().slice(0, 12)}@example.com`;

/**
 * Signs up a new account in the emulator and returns a fresh ID token for it. The member's
 * e-mail is verified (every write needs that) unless `verified: false`; see createUnverifiedMember.
 */
export async function createMember(
  options: { email?: string; displayName?: string; photoURL?: string; verified?: boolean } = {},
): Promise<Member> {
  const email = options.email ?? uniqueEmail();
  const password = 'Secret#123';
  const verified = options.verified ?? true;
  const created = await callEmulator<{ localId: string; idToken: string }>('signUp', {
    email,
    password,
    returnSecureToken: true,
  });
  if (!options.displayName && !options.photoURL && !verified) return { uid: created.localId, email, password, idToken: created.idToken };
  // The changes reach the token only on the next sign-in.
  await callEmulator(
    'update',
    { localId: created.localId, emailVerified: verified, displayName: options.displayName, photoUrl: options.photoURL },
    { admin: true },
  );
  return { uid: created.localId, email, password, idToken: await signIn({ email, password }) };
}

/** Marks the member's e-mail verified, as opening the verification link does; the next token carries it. */
export async function verifyEmail(member: Pick<Member, 'uid'>): Promise<void> {
  await callEmulator('update', { localId: member.uid, emailVerified: true }, { admin: true });
}

/** A member who signed up but has not opened the verification link yet: can read, cannot write. */
export function createUnverifiedMember(options: { email?: string; displayName?: string } = {}): Promise<Member> {
  return createMember({ ...options, verified: false });
}

export async function createMembers(count: number): Promise<Member[]> {
  return Promise.all(Array.from({ length: count }, () => createMember()));
}

/** An anonymous account: signed in, but its token carries no e-mail. */
export async function createAnonymousMember(): Promise<{ uid: string; idToken: string }> {
  const created = await callEmulator<{ localId: string; idToken: string }>('signUp', { returnSecureToken: true });
  return { uid: created.localId, idToken: created.idToken };
}

/** A new ID token for an existing account (e.g. after its tokens were revoked). */
export async function signIn(member: Pick<Member, 'email' | 'password'>): Promise<string> {
  const result = await callEmulator<{ idToken: string }>('signInWithPassword', {
    email: member.email,
    password: member.password,
    returnSecureToken: true,
  });
  return result.idToken;
}

export const bearer = (member: { idToken: string }) => ({ Authorization: `Bearer ${member.idToken}` });
