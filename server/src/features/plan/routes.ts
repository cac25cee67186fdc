import { Router } from 'express';
import { z } from 'zod';
import {
  PLAN_MESSAGES,
  objectId,
  planChangeSchema,
  planDoneSchema,
  planInputSchema,
  planLinkTokenSchema,
  planOutcomeSchema,
  planQuerySchema,
  resultWeeksSchema,
} from '@green-circle/contract';
import { requireEmailMember, requireVerifiedMember, verifiedMembersOnly } from '../../http/auth';
import { AppError } from '../../http/errors';
import { tipIdParams } from '../../http/params';
import { validate } from '../../http/validate';
import { readPlanLinkToken } from './link-token';
import type { PlanService } from './service';

const itemParams = z.object({ id: objectId });
const tokenParams = z.object({ token: planLinkTokenSchema });

/**
 * "My plan" (issue 58): the caller's own items (the uid from the verified token only, so no
 * member reaches another's: another's id is a 404), the signed "Did it work?" link that works
 * signed out, and the tip author's result delay. Reading needs a member with an e-mail; every
 * write a verified one (docs/decisions/0004-verified-members-write.md). The rules are the
 * service's (service.ts).
 */
export function planRoutes(plan: PlanService, linkSecret: string): Router {
  const router = Router();

  router.get('/me/plan', validate({ query: planQuerySchema }), async (req, res) => {
    const member = requireEmailMember(req);
    const { from, to } = req.query as z.infer<typeof planQuerySchema>;
    res.json(await plan.list(member.uid, { from, to }));
  });

  router.post('/me/plan', verifiedMembersOnly, validate({ body: planInputSchema }), async (req, res) => {
    const { item, created } = await plan.add(requireVerifiedMember(req), req.body);
    res.status(created ? 201 : 200).json(item);
  });

  router.patch(
    '/me/plan/:id',
    verifiedMembersOnly,
    validate({ params: itemParams, body: planChangeSchema }),
    async (req, res) => {
      res.json(await plan.change(requireVerifiedMember(req).uid, req.params.id, req.body));
    },
  );

  router.delete('/me/plan/:id', verifiedMembersOnly, validate({ params: itemParams }), async (req, res) => {
    await plan.remove(requireVerifiedMember(req).uid, req.params.id);
    res.json({ deletedCount: 1 });
  });

  router.post(
    '/me/plan/:id/done',
    verifiedMembersOnly,
    validate({ params: itemParams, body: planDoneSchema }),
    async (req, res) => {
      res.json(await plan.done(requireVerifiedMember(req), req.params.id, req.body));
    },
  );

  router.post('/me/plan/:id/skip', verifiedMembersOnly, validate({ params: itemParams }), async (req, res) => {
    res.json(await plan.skip(requireVerifiedMember(req).uid, req.params.id));
  });

  router.post(
    '/me/plan/:id/outcome',
    verifiedMembersOnly,
    validate({ params: itemParams, body: planOutcomeSchema }),
    async (req, res) => {
      res.json(await plan.answer(requireVerifiedMember(req).uid, req.params.id, req.body.outcome));
    },
  );

  // The e-mail's signed link: no session; anything but a genuine token is a 404 and changes nothing.
  const linkOf = (token: string) => {
    const found = readPlanLinkToken(linkSecret, token);
    if (found === null) throw new AppError(404, PLAN_MESSAGES.linkInvalid);
    return found;
  };

  router.get('/plan/outcome/:token', validate({ params: tokenParams }), async (req, res) => {
    const { uid, itemId } = linkOf(req.params.token);
    res.json(await plan.linkInfo(uid, itemId));
  });

  router.post('/plan/outcome/:token', validate({ params: tokenParams, body: planOutcomeSchema }), async (req, res) => {
    const { uid, itemId } = linkOf(req.params.token);
    const item = await plan.answer(uid, itemId, req.body.outcome);
    res.json({ tipId: item.tipId, title: item.title, outcome: item.outcome });
  });

  router.put(
    '/gardenTips/:id/result-weeks',
    verifiedMembersOnly,
    validate({ params: tipIdParams, body: resultWeeksSchema }),
    async (req, res) => {
      res.json(await plan.setResultWeeks(requireVerifiedMember(req), req.params.id, req.body.weeks));
    },
  );

  return router;
}
