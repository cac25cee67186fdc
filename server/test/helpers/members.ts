import { emulatorClient, type EmulatorMember } from '@green-circle/testing/emulator-client';
import { inject } from 'vitest';

export type Member = EmulatorMember;

/** host:port of the run's Auth emulator (see test/global-setup.ts). */
export function emulatorHost(): string {
  return inject('authEmulatorHost');
}

/** The run's Auth emulator, over its REST API (the one client shared with npm start, bench and e2e). */
export const emulator = () => emulatorClient({ host: emulatorHost() });

/**
 * Signs up a new account in the emulator and returns a fresh ID token for it. The member's
 * e-mail is verified (every write needs that) unless `verified: false`; see createUnverifiedMember.
 */
export function createMember(
  options: { email?: string; displayName?: string; photoURL?: string; verified?: boolean } = {},
): Promise<Member> {
  return emulator().createMember({ ...options, verified: options.verified ?? true });
}

/** A member who signed up but has not opened the verification link yet: can read, cannot write. */
export function createUnverifiedMember(options: { email?: string; displayName?: string } = {}): Promise<Member> {
  return createMember({ ...options, verified: false });
}

/** Marks the member's e-mail verified, as opening the verification link does; the next token carries it. */
export function verifyEmail(member: Pick<Member, 'uid'>): Promise<void> {
  return emulator().update(member.uid, { emailVerified: true });
}

export async function createMembers(count: number): Promise<Member[]> {
  return Promise.all(Array.from({ length: count }, () => createMember()));
}

/** An anonymous account: signed in, but its token carries no e-mail. */
export function createAnonymousMember(): Promise<{ uid: string; idToken: string }> {
  return emulator().createAnonymous();
}

/** A new ID token for an existing account (e.g. after its tokens were revoked). */
export function signIn(member: Pick<Member, 'email' | 'password'>): Promise<string> {
  return emulator().signIn(member);
}

export const bearer = (member: { idToken: string }) => ({ Authorization: `Bearer ${member.idToken}` });
