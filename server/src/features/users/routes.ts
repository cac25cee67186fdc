import { Router } from 'express';
import { ownEmailQuerySchema, userInputSchema } from '@green-circle/contract';
import { requireEmailMember, requireOwnEmail } from '../../http/auth';
import { membersOnly } from '../../http/params';
import { validate } from '../../http/validate';
import type { Store } from '../../store/store';
import { ensureUser } from './ensure-user';

export function usersRoutes(store: Store): Router {
  const router = Router();

  router.get('/users', membersOnly, validate({ query: ownEmailQuerySchema }), async (req, res) => {
    const me = requireOwnEmail(req, req.query.email);
    const user = await store.findUserByEmail(me.email);
    res.json(user ? [user] : []);
  });

  /** The caller's record, created once: uid and e-mail come from the token, never the body. */
  router.post('/users', membersOnly, validate({ body: userInputSchema }), async (req, res) => {
    const me = requireEmailMember(req);
    const { id, created } = await ensureUser(store, me, { ...req.body, name: req.body.name || req.body.displayName });
    res.status(created ? 201 : 200).json({ insertedId: id });
  });

  return router;
}
