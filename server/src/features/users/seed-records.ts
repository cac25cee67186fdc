import { SEED } from '../../store/seed-data';
import type { Store } from '../../store/store';

/** When the demo members joined: with the oldest seed tip (they wrote those tips). */
const seededJoin = () =>
  SEED.tips.reduce((first, tip) => (tip.createdAt < first ? tip.createdAt : first), new Date().toISOString());

/**
 * The users records of the demo members, written straight to the store while seeding
 * (SEED=demo), so the dashboard counts them from the first start. Not through POST /users:
 * that is a public call under the per-address limits, whose counts outlive a restart, so a
 * start right after a busy run would be refused. Idempotent: a member who has a record keeps it.
 * They joined with the seed tips, so they are established members from the first start, not
 * new accounts the spam brakes stop (Maya after 3 tips, the demo member after 10 comments).
 */
export async function ensureSeedMemberRecords(
  store: Pick<Store, 'createUser'>,
  members: readonly { uid: string; email: string; displayName: string }[],
): Promise<number> {
  const now = new Date().toISOString();
  const joinedAt = seededJoin();
  let created = 0;
  for (const member of members) {
    const result = await store.createUser({
      uid: member.uid,
      email: member.email,
      name: member.displayName,
      // Their accounts are made verified (as Google's are): their names hold like any verified member's.
      emailVerified: true,
      photoURL: '',
      creationTime: joinedAt,
      lastSignInTime: now,
      joinedAt,
    });
    if (result.created) created += 1;
  }
  return created;
}
