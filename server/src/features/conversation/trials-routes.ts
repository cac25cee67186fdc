import { Router } from 'express';
import { trialInputSchema } from '@green-circle/contract';
import { requireVerifiedMember, verifiedMembersOnly } from '../../http/auth';
import { AppError } from '../../http/errors';
import { tipIdParams } from '../../http/params';
import { validate } from '../../http/validate';
import type { Store } from '../../store/store';
import { gardenOf } from '../seasons';
import { authorProfile } from '../tips';
import type { AuthorIds } from '../tips';
import { findVisibleTip } from '../tips';
import { releaseUpload, uploadIdOf, uploadOfUrl } from '../uploads';
import { publicTrial } from './views';
import { tipPageRoute } from './tip-page-route';

/**
 * "I tried this": a verified member's one report per tip, which they may change or
 * withdraw. The report carries their garden (hemisphere and zone) as it is when they report, and
 * optionally a photo they uploaded (the same ownership check as a tip's image) with what it shows.
 */
export function trialsRoutes(store: Store, authorIds: AuthorIds): Router {
  const router = Router();

  tipPageRoute(
    router,
    '/gardenTips/:id/trials',
    store,
    (tipId, page) => store.listTrials(tipId, page),
    (items, caller) => items.map((trial) => publicTrial(trial, authorIds, caller)),
  );

  router.get('/gardenTips/:id/trials/me', verifiedMembersOnly, validate({ params: tipIdParams }), async (req, res) => {
    const member = requireVerifiedMember(req);
    const tip = await findVisibleTip(store, req.params.id, member);
    const trial = await store.getTrial(tip._id, member.uid);
    if (trial === null) throw new AppError(404, 'You have not reported on this tip');
    res.json(publicTrial(trial, authorIds, member));
  });

  router.put(
    '/gardenTips/:id/trials/me',
    verifiedMembersOnly,
    validate({ params: tipIdParams, body: trialInputSchema }),
    async (req, res) => {
      const member = requireVerifiedMember(req);
      const tip = await findVisibleTip(store, req.params.id, member);
      // The evidence is other gardeners' experience: an author vouching for their own tip is not.
      if (tip.authorUid === member.uid) throw new AppError(403, 'You cannot report on your own tip');
      const photo = req.body.photo ?? null;
      if (photo !== null) await uploadOfUrl(store, photo, member.uid, 'photo');
      const [profile, garden] = await Promise.all([authorProfile(store, member), gardenOf(store, member.uid)]);
      const result = await store.putTrial({
        tipId: tip._id,
        authorUid: member.uid,
        outcome: req.body.outcome,
        note: req.body.note ?? '',
        photo,
        photoAlt: photo === null ? '' : (req.body.photoAlt ?? ''),
        month: req.body.month ?? null,
        hemisphere: garden.hemisphere,
        zone: garden.zone ?? null,
        displayName: profile.displayName,
        authorPhotoURL: profile.authorPhotoURL,
        // The tip's author hears of a new report once (written with it, its e-mail too);
        // changing it later tells them nothing new.
        notify: ({ trial, created }) =>
          created
            ? [
                {
                  recipientUid: tip.authorUid,
                  kind: 'trial',
                  actorUid: member.uid,
                  tipId: tip._id,
                  outcome: trial.outcome,
                  groupKey: `trial:${tip._id}:${member.uid}`,
                },
              ]
            : [],
      });
      if (result === null) throw new AppError(404, 'No tip has this id');
      // A replaced photo goes unless something else shows it.
      if (result.previousPhoto !== null && result.previousPhoto !== photo)
        await releaseUpload(store, uploadIdOf(result.previousPhoto));
      res.status(result.created ? 201 : 200).json(publicTrial(result.trial, authorIds, member));
    },
  );

  router.delete(
    '/gardenTips/:id/trials/me',
    verifiedMembersOnly,
    validate({ params: tipIdParams }),
    async (req, res) => {
      const member = requireVerifiedMember(req);
      const tip = await findVisibleTip(store, req.params.id, member);
      const removed = await store.deleteTrial(tip._id, member.uid);
      if (removed?.photo) await releaseUpload(store, uploadIdOf(removed.photo));
      res.json({ deletedCount: removed === null ? 0 : 1 });
    },
  );

  return router;
}
