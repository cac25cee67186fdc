import type { Store } from '../../store/store';
import type { AuthorIds } from '../tips';

/** The member's sign-in: their sessions revoked and their Firebase account deleted (one already gone is fine). */
export type RemoveAccount = (uid: string) => Promise<void>;

/** Where an erasure has got to; a test stops it there as a crash would. */
export type ErasureStep = 'marked' | 'account-removed' | 'data-erased';
type OnStep = (step: ErasureStep) => Promise<void> | void;

/**
 * Deletes a member: the mark first, then their sign-in (so nothing new of theirs arrives
 * while their data goes), then everything the features hold of them, then the mark cleared.
 * Every step is safe to repeat, so a crash anywhere is finished by finishErasures at the next start.
 */
export async function eraseAccount(
  store: Store,
  removeAccount: RemoveAccount,
  authorIds: AuthorIds,
  uid: string,
  onStep?: OnStep,
): Promise<void> {
  await store.beginErasure(uid);
  await onStep?.('marked');
  await finishErasure(store, removeAccount, authorIds, uid, onStep);
}

async function finishErasure(
  store: Store,
  removeAccount: RemoveAccount,
  authorIds: AuthorIds,
  uid: string,
  onStep?: OnStep,
) {
  await removeAccount(uid);
  await onStep?.('account-removed');
  await store.eraseMember({ uid, authorId: authorIds(uid) });
  await onStep?.('data-erased');
  await store.endErasure(uid);
}

/** At start: finishes every erasure a crash or a failed step left begun; answers how many. */
export async function finishErasures(
  store: Store,
  removeAccount: RemoveAccount,
  authorIds: AuthorIds,
): Promise<number> {
  const pending = await store.pendingErasures();
  for (const uid of pending) await finishErasure(store, removeAccount, authorIds, uid);
  return pending.length;
}
