import type { Comment, Trial } from '@green-circle/contract';
import type { Identity } from '../../http/auth';
import type { StoredComment, StoredTrial } from './store';
import type { AuthorIds } from '../tips';

/**
 * A comment as anyone reads it: the author's public id instead of the uid, `mine` for a
 * signed-in caller. One moderators hid keeps its place with no text ("Removed by moderators"),
 * except for its author, who reads it whole with the moderators' reason.
 */
export function publicComment(
  comment: StoredComment,
  authorIds: AuthorIds,
  caller: Identity | null | undefined,
): Comment {
  const { authorUid, authorPhotoURL, moderation, ...shown } = comment;
  const view: Comment = {
    ...shown,
    authorId: authorIds(authorUid),
    authorPhotoURL: authorPhotoURL || null,
    removed: moderation !== null,
  };
  const mine = caller ? authorUid === caller.uid : false;
  if (caller) view.mine = mine;
  if (moderation !== null) {
    if (mine) view.moderation = moderation;
    else Object.assign(view, { body: '', editedAt: null });
  }
  return view;
}

/** A trial as anyone reads it (its tip is the route's, so it is left out). */
export function publicTrial(trial: StoredTrial, authorIds: AuthorIds, caller: Identity | null | undefined): Trial {
  const { authorUid, authorPhotoURL, tipId: _tipId, ...shown } = trial;
  const view: Trial = { ...shown, authorId: authorIds(authorUid), authorPhotoURL: authorPhotoURL || null };
  if (caller) view.mine = authorUid === caller.uid;
  return view;
}
