import { Router } from 'express';
import { tipInputSchema, tipListQuerySchema } from '@green-circle/contract';
import { requireEmailMember, requireMember } from '../../http/auth';
import { membersOnly, tipIdParams } from '../../http/params';
import { sendJson } from '../../http/send-json';
import { validate } from '../../http/validate';
import type { Store } from '../../store/store';
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
      const tip = await findOwnTip(store, req.params.id, requireMember(req));
      res.json({ modifiedCount: await store.updateTip(tip._id, req.body) });
    },
  );

  router.delete('/gardenTips/:id', membersOnly, validate({ params: tipIdParams }), async (req, res) => {
    const tip = await findOwnTip(store, req.params.id, requireMember(req));
    res.json({ deletedCount: await store.deleteTip(tip._id) });
  });

  return router;
}
