import type { Tip } from '@green-circle/contract';
import type { Identity } from '../../http/auth';
import { createVisitorViews } from '../../http/visitor-views';
import type { StoredTip } from '../../store/store';

export type AuthorIds = (uid: string) => string;

/**
 * What the API tells anyone about a tip: the stored tip without the author's e-mail and uid,
 * with the author's public id and avatar instead, and `mine` for a signed-in caller.
 */
export function publicTip(tip: StoredTip, authorIds: AuthorIds, caller: Identity | null | undefined): Tip {
  const { email: _email, authorUid, authorPhotoURL, moderation, ...shown } = tip;
  const view: Tip = { ...shown, authorId: authorIds(authorUid), authorPhotoURL: authorPhotoURL || null };
  if (caller) view.mine = authorUid === caller.uid;
  // Only the author learns that moderators hid their tip, and why (nobody else is shown it at all).
  if (moderation && caller?.uid === authorUid) view.moderation = moderation;
  return view;
}

/** Public views of one tip or a list; a visitor's of a cached answer made once (http/visitor-views). */
export function createTipViews(authorIds: AuthorIds) {
  const once = createVisitorViews();
  return {
    one: (tip: StoredTip, caller: Identity | null | undefined): Tip =>
      caller ? publicTip(tip, authorIds, caller) : once(tip, () => publicTip(tip, authorIds, null)),
    list: (items: readonly StoredTip[], caller: Identity | null | undefined): readonly Tip[] =>
      caller
        ? items.map((tip) => publicTip(tip, authorIds, caller))
        : once(items, () => items.map((tip) => publicTip(tip, authorIds, null))),
  };
}
