import { Router } from 'express';
import { tipInputSchema, tipListQuerySchema } from '@green-circle/contract';
import { requireEmailMember, requireMember } from '../../http/auth';
import { membersOnly, tipIdParams } from '../../http/params';
import { sendJson } from '../../http/send-json';
import { validate } from '../../http/validate';
import type { Store } from '../../store/store';
import { releaseUpload, uploadIdOf, uploadOfUrl } from '../uploads/attach';
import { nextPageUrl, tipListFilter } from './list-filter';
import { authorName, findOwnTip, findVisibleTip } from './visibility';

export function tipsRoutes(store: Store): Router {
  const router = Router();

  router.get('/gardenTips', validate({ query: tipListQuerySchema }), async (req, res) => {
    const page = await store.listTips(tipListFilter(req, req.query));
    res.set('X-Total-Count', String(page.total));
    if (page.nextCursor) res.links({ next: nextPageUrl(req, page.nextCursor) });
    sendJson(res, page.items);
  });

  router.get('/gardenTips/:id', validate({ params: tipIdParams }), async (req, res) => {
    const tip = await findVisibleTip(store, req.params.id, req.identity);
    if (!req.identity) return sendJson(res, tip);
    res.json({ ...tip, likedByMe: await store.hasLiked(tip._id, req.identity.uid) });
  });

  router.post('/gardenTips', membersOnly, validate({ body: tipInputSchema }), async (req, res) => {
    const author = requireEmailMember(req);
    await uploadOfUrl(store, req.body.image, author.uid, 'image');
    const insertedId = await store.createTip({
      ...req.body,
      email: author.email,
      displayName: authorName(author),
      authorUid: author.uid,
    });
    res.status(201).location(`/gardenTips/${insertedId}`).json({ insertedId });
  });

  router.put(
    '/gardenTips/:id',
    membersOnly,
    validate({ params: tipIdParams, body: tipInputSchema }),
    async (req, res) => {
      const member = requireMember(req);
      const tip = await findOwnTip(store, req.params.id, member);
      if (req.body.image !== tip.image) await uploadOfUrl(store, req.body.image, member.uid, 'image');
      const modifiedCount = await store.updateTip(tip._id, req.body);
      // A replaced photo goes unless another tip or the profile shows it.
      if (req.body.image !== tip.image) await releaseUpload(store, uploadIdOf(tip.image));
      res.json({ modifiedCount });
    },
  );

  router.delete('/gardenTips/:id', membersOnly, validate({ params: tipIdParams }), async (req, res) => {
    const tip = await findOwnTip(store, req.params.id, requireMember(req));
    const deletedCount = await store.deleteTip(tip._id);
    await releaseUpload(store, uploadIdOf(tip.image));
    res.json({ deletedCount });
  });

  return router;
}
