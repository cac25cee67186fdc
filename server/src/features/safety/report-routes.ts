import { Router } from 'express';
import { SAFETY_LIMITS, SAFETY_MESSAGES, reportInputSchema, type ReportTarget } from '@green-circle/contract';
import { requireVerifiedMember, verifiedMembersOnly } from '../../http/auth';
import { AppError } from '../../http/errors';
import { validate } from '../../http/validate';
import type { Store } from '../../store/store';
import { isNewAccount, type Brakes } from './brakes';
import { tellAuthor } from './moderation-notices';
import type { FoundTarget, TargetKinds } from './content-kind';
import type { Clock } from '../../clock';

/**
 * POST /reports: a verified member reports a tip, a comment or a gardener, once per target
 * (201, then 200 adding nothing). The answer says nothing about other reports or who made
 * them. The third report from different members whose accounts are older than a day hides
 * the content at once, pending review. A member sends a few reports a day (fewer in an account's
 * first day: brakes.ts), so one account cannot fill the moderators' queue.
 */
export function reportRoutes(store: Store, kinds: TargetKinds, brakes: Brakes, clock: Clock): Router {
  const router = Router();

  router.post('/reports', verifiedMembersOnly, validate({ body: reportInputSchema }), async (req, res) => {
    const me = requireVerifiedMember(req);
    const target: ReportTarget = { kind: req.body.target.kind, id: req.body.target.id.toLowerCase() };
    const kind = kinds[target.kind];
    const found = kind ? await kind.find(target.id) : null;
    // What the reporter cannot see (hidden by moderators, or by no one's id) cannot be reported.
    if (found === null || (found.hiddenAt !== null && found.authorUid !== me.uid)) {
      throw new AppError(404, `No ${target.kind} has this id`);
    }
    if (found.authorUid === me.uid) throw new AppError(400, 'You cannot report yourself or what you wrote');
    const { joinedAt } = await store.memberStanding(me.uid);
    let created = false;
    await brakes.countReport(me.uid, async () => {
      ({ created } = await store.addReport({
        target,
        reporterUid: me.uid,
        targetAuthorUid: found.authorUid,
        reason: req.body.reason,
        note: req.body.note ?? '',
        qualifying: !isNewAccount(joinedAt, clock.now()),
      }));
      return created;
    });
    if (created) await autoHide(store, kinds, target, found, clock.now());
    res.status(created ? 201 : 200).json({ reported: true });
  });

  return router;
}

async function autoHide(store: Store, kinds: TargetKinds, target: ReportTarget, found: FoundTarget, now: Date) {
  const hide = kinds[target.kind]?.hide;
  if (!hide || found.hiddenAt !== null) return;
  if ((await store.countQualifyingReports(target)) < SAFETY_LIMITS.autoHideReports) return;
  const reason = SAFETY_MESSAGES.autoHiddenReason;
  const at = now.toISOString();
  await hide(target.id, { hiddenAt: at, reason });
  await store.addModerationLog({ moderatorUid: null, target, action: 'auto-hide', reason });
  await tellAuthor(store, target, found, 'hide', { reason, at });
}
