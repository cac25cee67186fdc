import { Router } from 'express';
import {
  MESSAGES,
  monthIn,
  tipInputSchema,
  tipListQuerySchema,
  type Photo,
  type TipInput,
  type TipListQuery,
} from '@green-circle/contract';
import { AppError } from '../../http/errors';
import { requireEmailMember, requireVerifiedMember, verifiedMembersOnly, type Caller } from '../../http/auth';
import { tipIdParams } from '../../http/params';
import { sendJson } from '../../http/send-json';
import { validate } from '../../http/validate';
import type { Store, StoredTip, TipListFilter } from '../../store/store';
import type { Brakes } from '../safety';
import { applyReadRules } from '../safety';
import { gardenOf } from '../seasons';
import { ownPhotos, releaseUpload, uploadIdOf, uploadOfUrl } from '../uploads';
import { authorProfile } from './author';
import { tipListFilter } from './list-filter';
import { createTipViews, type AuthorIds } from './public-view';
import { findOwnTip, findVisibleTip } from './visibility';
import { withMyTrials, workedNearCaller } from '../conversation';
import { setPageHeaders } from '../../http/paging';

/** Narrows a list further (the author and following filters, features/people/tip-filters.ts). */
type NarrowList = (req: Caller, query: TipListQuery, filter: TipListFilter) => Promise<void>;

/** What another feature adds to GET /gardenTips/{id} (the plan's counts: app.ts passes them in, so tips imports no feature that imports it). */
export type TipExtras = (tip: StoredTip) => Promise<Record<string, unknown>>;

export function tipsRoutes(
  store: Store,
  authorIds: AuthorIds,
  brakes: Brakes,
  narrow?: NarrowList,
  extras?: TipExtras,
): Router {
  const router = Router();
  const views = createTipViews(authorIds);

  /**
   * The sent photos, each the member's own upload in its one spelling, the first the cover (the
   * upload `image` names, else a 400 with its code); undefined when none were sent.
   */
  async function tipPhotos(body: TipInput, image: string, uid: string): Promise<Photo[] | undefined> {
    if (body.photos === undefined) return undefined;
    const photos = await ownPhotos(store, body.photos, uid, 'photos');
    if (photos.length > 0 && uploadIdOf(photos[0]!.url) !== uploadIdOf(image))
      throw new AppError(400, MESSAGES.coverIsFirstPhoto, [
        { field: 'photos.0.url', message: MESSAGES.coverIsFirstPhoto },
      ]);
    return photos;
  }
  const release = async (urls: readonly string[]) => {
    for (const url of urls) await releaseUpload(store, uploadIdOf(url));
  };

  router.get('/gardenTips', validate({ query: tipListQuerySchema }), async (req, res) => {
    const filter = await applyReadRules(store, tipListFilter(req, req.query), req.identity);
    await narrow?.(req, req.query, filter);
    if (req.query.month !== undefined) {
      // The reader's month in northern terms: a member's garden decides unless the query does.
      const reader =
        req.query.hemisphere ?? (req.identity?.email ? (await gardenOf(store, req.identity.uid)).hemisphere : 'north');
      filter.seasonMonth = monthIn(req.query.month, reader, 'north');
    }
    if (req.query.workedNearMe) filter.workedNear = await workedNearCaller(store, req);
    if (req.query.myPlants) {
      const mine = (await store.memberPlants(requireEmailMember(req).uid)).map((p) => p.slug);
      filter.plantSlugs = [...(filter.plantSlugs ?? mine).filter((slug) => mine.includes(slug))];
    }
    const page = await store.listTips(filter);
    setPageHeaders(req, res, page);
    const list = views.list(page.items, req.identity);
    sendJson(res, req.identity ? await withMyTrials(store, req.identity.uid, list) : list);
  });

  router.get('/gardenTips/:id', validate({ params: tipIdParams }), async (req, res) => {
    const tip = await findVisibleTip(store, req.params.id, req.identity);
    const more = extras ? await extras(tip) : {};
    if (!req.identity) return sendJson(res, { ...views.one(tip, null), ...more });
    const [likedByMe, myTrial] = await Promise.all([
      store.hasLiked(tip._id, req.identity.uid),
      store.getTrial(tip._id, req.identity.uid),
    ]);
    res.json({ ...views.one(tip, req.identity), ...more, likedByMe, myTrial: myTrial?.outcome ?? null });
  });

  router.post('/gardenTips', verifiedMembersOnly, validate({ body: tipInputSchema }), async (req, res) => {
    const author = requireVerifiedMember(req);
    // An upload is stored under its one canonical address, however it was spelled.
    const image = (await uploadOfUrl(store, req.body.image, author.uid, 'image'))?.url ?? req.body.image;
    const photos = await tipPhotos(req.body, image, author.uid);
    await brakes.checkNewText(author.uid, 'tip', req.body.description);
    const insertedId = await store.createTip({
      ...req.body,
      image,
      photos,
      ...(await authorProfile(store, author)),
      email: author.email,
      authorUid: author.uid,
      hemisphere: (await gardenOf(store, author.uid)).hemisphere,
    });
    res.status(201).location(`/gardenTips/${insertedId}`).json({ insertedId });
  });

  router.put(
    '/gardenTips/:id',
    verifiedMembersOnly,
    validate({ params: tipIdParams, body: tipInputSchema }),
    async (req, res) => {
      const author = requireVerifiedMember(req);
      const tip = await findOwnTip(store, req.params.id, author);
      const image =
        req.body.image === tip.image
          ? tip.image
          : ((await uploadOfUrl(store, req.body.image, author.uid, 'image'))?.url ?? req.body.image);
      const photos = await tipPhotos(req.body, image, author.uid);
      // The author as they are now: name and avatar, and the hemisphere the months are meant in.
      const [profile, { hemisphere }] = await Promise.all([authorProfile(store, author), gardenOf(store, author.uid)]);
      const modifiedCount = await store.updateTip(tip._id, { ...req.body, image, photos }, { profile, hemisphere });
      // A replaced photo goes unless another tip, the profile or this tip's other photos show it.
      const kept = new Set(
        [image, ...(photos ?? (tip.photos ?? []).slice(1)).map((photo) => photo.url)].map(uploadIdOf),
      );
      await release([tip.image, ...(tip.photos ?? []).map((p) => p.url)].filter((url) => !kept.has(uploadIdOf(url))));
      res.json({ modifiedCount });
    },
  );

  router.delete('/gardenTips/:id', verifiedMembersOnly, validate({ params: tipIdParams }), async (req, res) => {
    const tip = await findOwnTip(store, req.params.id, requireVerifiedMember(req));
    const deletedCount = await store.deleteTip(tip._id);
    await release([tip.image, ...(tip.photos ?? []).map((photo) => photo.url)]);
    res.json({ deletedCount });
  });

  return router;
}
