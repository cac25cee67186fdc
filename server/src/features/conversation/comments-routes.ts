import { Router } from 'express';
import { type Comment, commentEditSchema, commentInputSchema, objectId } from '@green-circle/contract';
import { z } from 'zod';
import { requireVerifiedMember, verifiedMembersOnly, type Identity } from '../../http/auth';
import { changedFields } from '../../http/edits';
import { AppError } from '../../http/errors';
import { tipIdParams } from '../../http/params';
import { validate } from '../../http/validate';
import type { Store } from '../../store/store';
import type { StoredComment } from './store';
import type { Brakes } from '../safety';
import { recordedAuthor } from '../tips';
import type { AuthorIds } from '../tips';
import { findVisibleTip } from '../tips';
import { publicComment } from './views';
import type { Clock } from '../../clock';
import { tipPageRoute } from './tip-page-route';

const commentIdParams = z.object({ id: objectId });

/**
 * Comments under a tip: anyone who may read the tip reads them; verified members
 * write; only the author edits or deletes. Replies go one level deep: a reply to a reply joins
 * the thread of the comment it answers.
 */
export function commentsRoutes(store: Store, authorIds: AuthorIds, brakes: Brakes, clock: Clock): Router {
  const router = Router();
  // A visitor's view of a cached (frozen) page is the same for every visitor: made and frozen once,
  // so sendJson serializes it once too (as the tip lists do).
  const visitorViews = new WeakMap<object, readonly Comment[]>();
  const visitorView = (items: readonly StoredComment[]): readonly Comment[] => {
    if (!Object.isFrozen(items)) return items.map((c) => publicComment(c, authorIds, null));
    let view = visitorViews.get(items);
    if (view === undefined) {
      view = Object.freeze(items.map((c) => Object.freeze(publicComment(c, authorIds, null))));
      visitorViews.set(items, view);
    }
    return view;
  };

  /** The caller's own comment, on a tip they may read; 404 when gone, 403 when someone else's. */
  const findOwnComment = async (id: string, caller: Identity): Promise<StoredComment> => {
    const comment = await store.getComment(id);
    if (comment === null || comment.deleted) throw new AppError(404, 'No comment has this id');
    await findVisibleTip(store, comment.tipId, caller);
    if (comment.authorUid !== caller.uid) throw new AppError(403, 'Only the author can change this comment');
    return comment;
  };

  tipPageRoute(
    router,
    '/gardenTips/:id/comments',
    store,
    (tipId, page) => store.listComments(tipId, page),
    (items, caller) => (caller ? items.map((c) => publicComment(c, authorIds, caller)) : visitorView(items)),
  );

  router.post(
    '/gardenTips/:id/comments',
    verifiedMembersOnly,
    validate({ params: tipIdParams, body: commentInputSchema }),
    async (req, res) => {
      const member = requireVerifiedMember(req);
      const tip = await findVisibleTip(store, req.params.id, member);
      let parentId: string | null = null;
      let answered: StoredComment | null = null;
      if (req.body.parentId !== undefined) {
        const parent = await store.getComment(req.body.parentId);
        answered = parent;
        // A comment moderators hid is answered by no one but its author (the others read no text to answer).
        const removed = parent !== null && parent.moderation !== null && parent.authorUid !== member.uid;
        if (parent === null || parent.tipId !== tip._id || removed) {
          throw new AppError(400, 'The comment you answer is not on this tip (or was removed)', [
            { field: 'parentId', message: 'No comment on this tip has this id' },
          ]);
        }
        parentId = parent.parentId ?? parent._id;
      }
      // A gardener who blocked this member is not reached by them: not on their tip, not in answer to them.
      const blockers = new Set([tip.authorUid, ...(answered ? [answered.authorUid] : [])]);
      for (const uid of blockers)
        if (await store.isBlocked(uid, member.uid))
          throw new AppError(403, 'This gardener does not take your comments');
      // The spam brakes, as on tips: a new account's day's quota, and no same text twice in 24 hours.
      await brakes.checkNewText(member.uid, 'comment', req.body.body, 'body');
      const author = await recordedAuthor(store, member, clock.now());
      // The member answered hears of a reply; the tip's author of any other comment on their tip
      // (one notification each: an author answered on their own tip gets the reply only). They
      // are written with the comment (and their e-mails with them); notify leaves out the actor
      // themselves and a kind the recipient turned off.
      const created = await store.createComment({
        tipId: tip._id,
        parentId,
        ...author,
        body: req.body.body,
        notify: (comment) => {
          const note = { actorUid: member.uid, tipId: tip._id, commentId: comment._id };
          return [
            ...(answered !== null
              ? [
                  {
                    ...note,
                    recipientUid: answered.authorUid,
                    kind: 'reply' as const,
                    groupKey: `reply:${comment._id}`,
                  },
                ]
              : []),
            ...(answered?.authorUid !== tip.authorUid
              ? [{ ...note, recipientUid: tip.authorUid, kind: 'comment' as const, groupKey: `comment:${comment._id}` }]
              : []),
          ];
        },
      });
      if (created === null) throw new AppError(404, 'The tip or the comment you answer was removed meanwhile');
      res
        .status(201)
        .location(`/comments/${created._id}`)
        .json(publicComment(created, authorIds, member));
    },
  );

  router.patch(
    '/comments/:id',
    verifiedMembersOnly,
    validate({ params: commentIdParams, body: commentEditSchema }),
    async (req, res) => {
      const member = requireVerifiedMember(req);
      const comment = await findOwnComment(req.params.id, member);
      // The same text saved again: nothing written, not marked edited.
      if (changedFields(comment, req.body) === null) {
        res.json(publicComment(comment, authorIds, member));
        return;
      }
      const edited = await store.editComment(comment._id, req.body.body);
      if (edited === null) throw new AppError(404, 'No comment has this id');
      res.json(publicComment(edited, authorIds, member));
    },
  );

  router.delete('/comments/:id', verifiedMembersOnly, validate({ params: commentIdParams }), async (req, res) => {
    const comment = await findOwnComment(req.params.id, requireVerifiedMember(req));
    res.json({ deletedCount: await store.deleteComment(comment._id) });
  });

  return router;
}
