import { Router } from 'express';
import { authorIdParams, type BlockedPerson } from '@green-circle/contract';
import { requireVerifiedMember, verifiedMembersOnly } from '../../http/auth';
import { AppError } from '../../http/errors';
import { validate } from '../../http/validate';
import type { Store } from '../../store/store';
import type { People } from './people';

/**
 * A member blocks a gardener by their public id: the blocked gardener's tips (and, once they
 * exist, comments) leave everything the blocker reads, and they cannot reach the blocker
 * (isBlocked, for comments, follows and notifications).
 */
export function blockRoutes(store: Store, people: People): Router {
  const router = Router();

  router.get('/me/blocks', verifiedMembersOnly, async (req, res) => {
    const me = requireVerifiedMember(req);
    const blocks = await store.listBlocks(me.uid);
    const list: BlockedPerson[] = await Promise.all(
      blocks.map(async ({ blockedUid, createdAt }) => ({ ...(await people.person(blockedUid)), blockedAt: createdAt })),
    );
    res.json(list);
  });

  router.put('/me/blocks/:authorId', verifiedMembersOnly, validate({ params: authorIdParams }), async (req, res) => {
    const me = requireVerifiedMember(req);
    const uid = await people.uidOf(req.params.authorId);
    if (uid === null) throw new AppError(404, 'No gardener has this id');
    if (uid === me.uid) throw new AppError(400, 'You cannot block yourself');
    const { created } = await store.block(me.uid, uid);
    res.status(created ? 201 : 200).json({ ...(await people.person(uid)), blocked: true });
  });

  router.delete('/me/blocks/:authorId', verifiedMembersOnly, validate({ params: authorIdParams }), async (req, res) => {
    const me = requireVerifiedMember(req);
    const uid = await people.uidOf(req.params.authorId);
    const removed = uid === null ? 0 : await store.unblock(me.uid, uid);
    res.json({ removed });
  });

  return router;
}
