import { Router, type Response } from 'express';
import { AppError } from '../../http/errors';
import type { Store } from '../../store/store';
import type { ResolveAuthor } from '../people';
import { findVisibleTip } from '../tips';
import { renderPreview } from './preview-image';

/** How many previews are kept made; a tip's or gardener's picture changing makes a new one. */
const KEPT = 200;
/** `{id}.jpg`: tip ids and author ids are both 24 hex digits. */
const ID = /^([0-9a-f]{24})\.jpg$/;

/**
 * Link-preview images (og:image, twitter:image) of a Public tip and of a gardener's page:
 * GET /previews/tips/{id}.jpg and /previews/gardeners/{authorId}.jpg, 1200×630 JPEG. As anyone
 * sees them: a hidden tip, or an id of nothing, is a 404. The client host serves them on the
 * site's own origin (client/server/api-proxy.ts).
 */
export function previewsRoutes(store: Store, resolveAuthor: ResolveAuthor, publicApiUrl: string): Router {
  const router = Router();
  const made = new Map<string, Promise<Buffer>>();

  /** One rendering per picture at a time, kept for the next robot; a failed one is not kept. */
  const preview = (kind: 'tip' | 'gardener', image: string | null | undefined) => {
    const key = `${kind}\n${image ?? ''}`;
    let found = made.get(key);
    if (!found) {
      found = renderPreview(store, kind, image, publicApiUrl);
      made.set(key, found);
      found.catch(() => made.delete(key));
      if (made.size > KEPT) made.delete(made.keys().next().value!);
    }
    return found;
  };

  const send = async (res: Response, image: Promise<Buffer>) => {
    const bytes = await image;
    res.set({
      'Content-Type': 'image/jpeg',
      // Robots fetch it again now and then; a new picture shows within the hour.
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    res.send(bytes);
  };

  router.get('/previews/tips/:file', async (req, res) => {
    const id = ID.exec(req.params.file)?.[1];
    if (!id) throw new AppError(404, 'No tip has this id');
    // As a visitor sees it: Hidden, hidden by moderators or missing are all "no tip".
    const tip = await findVisibleTip(store, id, null);
    await send(res, preview('tip', tip.image));
  });

  router.get('/previews/gardeners/:file', async (req, res) => {
    const authorId = ID.exec(req.params.file)?.[1];
    const uid = authorId ? await resolveAuthor(authorId) : null;
    const gardener = uid === null ? null : await store.gardenerOf(uid, { includeHidden: false });
    if (gardener === null) throw new AppError(404, 'No gardener has this id');
    await send(res, preview('gardener', gardener.photoURL || '/images/avatar-default.svg'));
  });

  return router;
}
