import { MEMBERS_ONLY_TIP } from '@green-circle/contract/messages';
import type { Identity } from '../../http/auth';
import { AppError } from '../../http/errors';
import type { Store, StoredTip } from '../../store/store';
import { mayRead } from '../safety';

/**
 * Hidden tips are for members only (signed in with an e-mail): to a visitor or an anonymous
 * account they do not exist (404, not 403). So are tips moderators hid (but to their author)
 * and the tips of a gardener the caller blocks (safety/read-rules.ts).
 */
export async function findVisibleTip(
  store: Store,
  id: string,
  caller: Identity | null | undefined,
): Promise<StoredTip> {
  const tip = await store.getTip(id);
  // Still 404 to a visitor, but saying it is a members' tip: the site sends them to sign in
  // rather than to the not-found page it shows for an id that names no tip (issue 33).
  if (tip?.availability === 'Hidden' && !caller?.email)
    throw new AppError(404, MEMBERS_ONLY_TIP, undefined, { code: 'problem.membersOnlyTip' });
  if (!tip || !(await mayRead(store, tip, caller))) throw new AppError(404, 'No tip has this id');
  return tip;
}

/** Only the author may change or remove a tip; another member gets 403 and the tip stays as it was. */
export async function findOwnTip(store: Store, id: string, caller: Identity): Promise<StoredTip> {
  const tip = await findVisibleTip(store, id, caller);
  if (tip.authorUid !== caller.uid) throw new AppError(403, 'Only the author can change this tip');
  return tip;
}
