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

async function callEmulator<T>(action: string, body: object): Promise<T> {
  const response = await fetch(accountsUrl(action), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Auth emulator ${action}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export const uniqueEmail = (label = 'member') => `${label}-${randomUUID().slice(0, 12)}@example.com`;

/** Signs up a new account in the emulator and returns a fresh ID token for it. */
export async function createMember(options: { email?: string; displayName?: string } = {}): Promise<Member> {
  const email = options.email ?? uniqueEmail();
  const password = 'Secret#123';
  const created = await callEmulator<{ localId: string; idToken: string }>('signUp', {
    email,
    password,
    returnSecureToken: true,
  });
  if (!options.displayName) return { uid: created.localId, email, password, idToken: created.idToken };
  // The name reaches the token only on the next sign-in.
  await callEmulator('update', { idToken: created.idToken, displayName: options.displayName });
  return { uid: created.localId, email, password, idToken: await signIn({ email, password }) };
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
