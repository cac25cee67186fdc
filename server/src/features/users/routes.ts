import { Router } from 'express';
import { MESSAGES, ownEmailQuerySchema, userInputSchema, userProfileSchema } from '@green-circle/contract';
import { requireEmailMember, requireOwnEmail } from '../../http/auth';
import { AppError } from '../../http/errors';
import { membersOnly } from '../../http/params';
import { validate } from '../../http/validate';
import type { Store } from '../../store/store';
import { tokenName, tokenPicture } from './token-profile';

/** A display name is one member's: another member's name (case, accents and spacing aside) is a 409. */
async function claimName(store: Store, name: string, uid: string): Promise<void> {
  if (name !== '' && (await store.nameTaken(name, uid))) {
    throw new AppError(409, MESSAGES.nameTaken, [{ field: 'name', message: MESSAGES.nameTaken }]);
  }
}

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
    const existing = await store.findUserByEmail(me.email);
    if (existing) return res.status(200).json({ insertedId: existing._id });
    const now = new Date().toISOString();
    const name = req.body.name || req.body.displayName || tokenName(me);
    await claimName(store, name, me.uid);
    const { id, created } = await store.createUser({
      uid: me.uid,
      email: me.email,
      name,
      photoURL: req.body.photoURL || tokenPicture(me),
      creationTime: req.body.creationTime || now,
      lastSignInTime: req.body.lastSignInTime || now,
    });
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
