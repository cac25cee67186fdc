import { Router } from 'express';
import { ownEmailQuerySchema, userInputSchema, userProfileSchema } from '@green-circle/contract';
import { requireEmailMember, requireOwnEmail } from '../../http/auth';
import { membersOnly } from '../../http/params';
import { validate } from '../../http/validate';
import type { Store } from '../../store/store';
import { claimName, ensureUser } from './ensure-user';
import { tokenName, tokenPicture } from './token-profile';

export function usersRoutes(store: Store): Router {
  const router = Router();

  router.get('/users', membersOnly, validate({ query: ownEmailQuerySchema }), async (req, res) => {
    const me = requireOwnEmail(req, req.query.email);
    const user = await store.findUserByEmail(me.email);
    if (!user) return void res.json([]);
    // The role and a suspension are the owner's to see (this call answers only the owner).
    const { role, suspendedUntil } = await store.memberStanding(me.uid);
    res.json([{ ...user, role, suspendedUntil }]);
  });

  /** The caller's record, created once: uid and e-mail come from the token, never the body. */
  router.post('/users', membersOnly, validate({ body: userInputSchema }), async (req, res) => {
    const me = requireEmailMember(req);
    const { id, created } = await ensureUser(
      store,
      me,
      { ...req.body, name: req.body.name || req.body.displayName },
      { refuseTakenName: true },
    );
    res.status(created ? 201 : 200).json({ insertedId: id });
  });

  /**
   * The caller changes the name or photo others see (the profile form). The record is made
   * when there is none yet; the tips written from now on carry the new name and photo.
   */
  router.patch('/users/me', membersOnly, validate({ body: userProfileSchema }), async (req, res) => {
    const me = requireEmailMember(req);
    const { name, photoURL } = req.body;
    const existing = await store.findUserByEmail(me.email);
    const newName = name ?? (existing ? undefined : tokenName(me));
    if (newName !== undefined) await claimName(store, newName, me.uid);
    if (existing) {
      await store.updateUser(existing.uid, { name, photoURL });
    } else {
      const now = new Date().toISOString();
      await store.createUser({
        uid: me.uid,
        email: me.email,
        name: newName ?? '',
        photoURL: photoURL ?? tokenPicture(me),
        creationTime: now,
        lastSignInTime: now,
      });
    }
    const user = await store.findUserByEmail(me.email);
    res.json(user);
  });

  return router;
}
