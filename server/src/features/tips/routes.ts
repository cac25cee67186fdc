import { Router } from 'express';
import { monthIn, tipInputSchema, tipListQuerySchema } from '@green-circle/contract';
import { requireEmailMember, requireMember } from '../../http/auth';
import { membersOnly, tipIdParams } from '../../http/params';
import { sendJson } from '../../http/send-json';
import { validate } from '../../http/validate';
import type { Store } from '../../store/store';
import { gardenOf } from '../seasons/garden';
import { nextPageUrl, tipListFilter } from './list-filter';
import { authorName, findOwnTip, findVisibleTip } from './visibility';

export function tipsRoutes(store: Store): Router {
  const router = Router();

  router.get('/gardenTips', validate({ query: tipListQuerySchema }), async (req, res) => {
    const filter = tipListFilter(req, req.query);
    if (req.query.month !== undefined) {
      // The reader's month in northern terms: a member's garden decides unless the query does.
      const reader = req.query.hemisphere ?? (req.identity?.email ? (await gardenOf(store, req.identity.uid)).hemisphere : 'north');
      filter.seasonMonth = monthIn(req.query.month, reader, 'north');
    }
    const page = await store.listTips(filter);
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
      hemisphere: (await gardenOf(store, author.uid)).hemisphere,
    });
    res.status(201).location(`/gardenTips/${insertedId}`).json({ insertedId });
  });

  router.put(
    '/gardenTips/:id',
    membersOnly,
    validate({ params: tipIdParams, body: tipInputSchema }),
    async (req, res) => {
      const tip = await findOwnTip(store, req.params.id, requireMember(req));
      const { hemisphere } = await gardenOf(store, tip.authorUid);
      res.json({ modifiedCount: await store.updateTip(tip._id, req.body, hemisphere) });
    },
  );

  router.delete('/gardenTips/:id', membersOnly, validate({ params: tipIdParams }), async (req, res) => {
    const tip = await findOwnTip(store, req.params.id, requireMember(req));
    res.json({ deletedCount: await store.deleteTip(tip._id) });
  });

  return router;
}
