import { Router } from 'express';
import { LIMITS, likeInputSchema } from '@green-circle/contract';
import { requireVerifiedMember, verifiedMembersOnly } from '../../http/auth';
import { AppError } from '../../http/errors';
import { tipIdParams } from '../../http/params';
import { sendJson } from '../../http/send-json';
import { validate } from '../../http/validate';
import type { Store } from '../../store/store';

export function likesRoutes(store: Store): Router {
  const router = Router();

  /**
   * One like per member per tip: a repeat answers the current count and adds nothing. A liker
   * has a verified e-mail: anonymous accounts and made-up addresses (which anyone can mint in
   * bulk) cannot like.
   */
  router.patch(
    '/gardenTips/:id/like',
    verifiedMembersOnly,
    validate({ params: tipIdParams, body: likeInputSchema }),
    async (req, res) => {
      const result = await store.likeTip(req.params.id, requireVerifiedMember(req).uid);
      if (!result) throw new AppError(404, 'No tip has this id');
      res.json({ likes: result.likes, liked: true });
    },
  );

  /**
   * A like taken back. The count drops by 1; a like given the same day takes its
   * notification with it. A repeat (or a tip never liked) answers the current count.
   */
  router.delete('/gardenTips/:id/like', verifiedMembersOnly, validate({ params: tipIdParams }), async (req, res) => {
    const result = await store.unlikeTip(req.params.id, requireVerifiedMember(req).uid);
    if (!result) throw new AppError(404, 'No tip has this id');
    res.json({ likes: result.likes, liked: false });
  });

  // Anyone's list is the same; a member's leaves out the gardeners they block.
  router.get('/top-liked', async (req, res) => {
    const blocked = req.identity ? await store.blockedUids(req.identity.uid) : [];
    sendJson(res, await store.topLiked(LIMITS.topLiked, blocked));
  });

  return router;
}
