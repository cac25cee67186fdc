import { Router } from 'express';
import {
  acceptInputSchema,
  answerEditSchema,
  answerIdParams,
  answerInputSchema,
  questionEditSchema,
  questionIdParams,
  questionInputSchema,
  questionListQuerySchema,
} from '@green-circle/contract';
import { requireVerifiedMember, verifiedMembersOnly } from '../../http/auth';
import { sendJson } from '../../http/send-json';
import { validate } from '../../http/validate';
import type { Questions } from './service';

/**
 * The questions API (issue 57): anyone reads what they may (service.ts decides), verified
 * members ask, answer, mark helpful; the asker accepts. Every answer is free of e-mails and uids.
 */
export function questionsRoutes(questions: Questions): Router {
  const router = Router();

  router.get('/questions', validate({ query: questionListQuerySchema }), async (req, res) => {
    const { page } = await questions.list(req.identity, req.query);
    res.set('X-Total-Count', String(page.total));
    if (page.nextCursor) {
      const query = new URLSearchParams(
        Object.entries(req.query).flatMap(([key, value]) =>
          value === undefined || key === 'cursor' ? [] : [[key, String(value)] as [string, string]],
        ),
      );
      query.set('cursor', page.nextCursor);
      res.links({ next: `/questions?${query}` });
    }
    sendJson(res, page.items);
  });

  router.post('/questions', verifiedMembersOnly, validate({ body: questionInputSchema }), async (req, res) => {
    const asked = await questions.ask(requireVerifiedMember(req), req.body);
    res.status(201).location(`/questions/${asked._id}`).json(asked);
  });

  router.get('/questions/:id', validate({ params: questionIdParams }), async (req, res) => {
    res.json(await questions.get(req.identity, req.params.id));
  });

  router.patch(
    '/questions/:id',
    verifiedMembersOnly,
    validate({ params: questionIdParams, body: questionEditSchema }),
    async (req, res) => {
      res.json(await questions.edit(requireVerifiedMember(req), req.params.id, req.body));
    },
  );

  router.delete('/questions/:id', verifiedMembersOnly, validate({ params: questionIdParams }), async (req, res) => {
    res.json({ deletedCount: await questions.remove(requireVerifiedMember(req), req.params.id) });
  });

  router.post(
    '/questions/:id/answers',
    verifiedMembersOnly,
    validate({ params: questionIdParams, body: answerInputSchema }),
    async (req, res) => {
      const answer = await questions.answer(requireVerifiedMember(req), req.params.id, req.body);
      res.status(201).location(`/questions/${req.params.id}/answers/${answer._id}`).json(answer);
    },
  );

  router.patch(
    '/questions/:id/answers/:answerId',
    verifiedMembersOnly,
    validate({ params: answerIdParams, body: answerEditSchema }),
    async (req, res) => {
      const { id, answerId } = req.params;
      res.json(await questions.editAnswer(requireVerifiedMember(req), id, answerId, req.body));
    },
  );

  router.delete(
    '/questions/:id/answers/:answerId',
    verifiedMembersOnly,
    validate({ params: answerIdParams }),
    async (req, res) => {
      const { id, answerId } = req.params;
      res.json({ deletedCount: await questions.removeAnswer(requireVerifiedMember(req), id, answerId) });
    },
  );

  for (const [method, on] of [
    ['put', true],
    ['delete', false],
  ] as const) {
    router[method](
      '/questions/:id/answers/:answerId/helpful',
      verifiedMembersOnly,
      validate({ params: answerIdParams }),
      async (req, res) => {
        const { id, answerId } = req.params;
        res.json(await questions.markHelpful(requireVerifiedMember(req), id, answerId, on));
      },
    );
  }

  router.put(
    '/questions/:id/accepted',
    verifiedMembersOnly,
    validate({ params: questionIdParams, body: acceptInputSchema }),
    async (req, res) => {
      res.json(await questions.accept(requireVerifiedMember(req), req.params.id, req.body.answerId));
    },
  );

  router.delete(
    '/questions/:id/accepted',
    verifiedMembersOnly,
    validate({ params: questionIdParams }),
    async (req, res) => {
      res.json(await questions.accept(requireVerifiedMember(req), req.params.id, null));
    },
  );

  return router;
}
