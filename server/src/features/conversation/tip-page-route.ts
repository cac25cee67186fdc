import type { Router } from 'express';
import { conversationPageQuerySchema } from '@green-circle/contract';
import type { Identity } from '../../http/auth';
import { setPageHeaders } from '../../http/paging';
import { tipIdParams } from '../../http/params';
import { sendJson } from '../../http/send-json';
import { validate } from '../../http/validate';
import type { Page } from '../../store-core/errors';
import type { Store } from '../../store/store';
import { withoutBlocked } from '../safety';
import { findVisibleTip } from '../tips';

/**
 * GET `path` (/gardenTips/:id/comments, …/trials): a page of what gardeners wrote under a tip,
 * to anyone who may read the tip (404 otherwise), with the page's headers. A member never reads
 * a gardener they block: the page keeps its cursor, so it may come shorter than asked. A
 * visitor's page goes to `view` as the store gave it (frozen when it was cached).
 */
export function tipPageRoute<T extends { authorUid: string }>(
  router: Router,
  path: string,
  store: Store,
  list: (tipId: string, page: { limit: number; cursor?: string }) => Promise<Page<T>>,
  view: (items: readonly T[], caller: Identity | null | undefined) => readonly unknown[],
): void {
  router.get(path, validate({ params: tipIdParams, query: conversationPageQuerySchema }), async (req, res) => {
    const tip = await findVisibleTip(store, req.params.id, req.identity);
    const page = await list(tip._id, { limit: req.query.limit, cursor: req.query.cursor || undefined });
    setPageHeaders(req, res, page);
    const items = req.identity ? await withoutBlocked(store, req.identity.uid, page.items) : page.items;
    sendJson(res, view(items, req.identity));
  });
}
