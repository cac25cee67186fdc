import type { Store } from '../../store/store';

/**
 * The users records of the demo members, written straight to the store while seeding
 * (SEED=demo), so the dashboard counts them from the first start. Not through POST /users:
 * that is a public call under the per-address limits, whose counts outlive a restart, so a
 * start right after a busy run would be refused. Idempotent: a member who has a record keeps it.
 */
export async function ensureSeedMemberRecords(
  store: Pick<Store, 'createUser'>,
  members: readonly { uid: string; email: string; displayName: string }[],
): Promise<number> {
  const now = new Date().toISOString();
  let created = 0;
  for (const member of members) {
    const result = await store.createUser({
      uid: member.uid,
      email: member.email,
      name: member.displayName,
      // Their accounts are made verified (as Google's are): their names hold like any verified member's.
      emailVerified: true,
      photoURL: '',
      creationTime: now,
      lastSignInTime: now,
    });
    if (result.created) created += 1;
  }
  return created;
}
