import { Router } from 'express';
import { ownEmailQuerySchema, userInputSchema, userProfileSchema } from '@green-circle/contract';
import { requireEmailMember, requireOwnEmail } from '../../http/auth';
import { membersOnly } from '../../http/params';
import { validate } from '../../http/validate';
import type { Store } from '../../store/store';
import type { AuthorIds } from '../tips/public-view';
import { claimName, ensureUser } from './ensure-user';
import { tokenName, tokenPicture } from './token-profile';

export function usersRoutes(store: Store, authorIds: AuthorIds): Router {
  const router = Router();

  router.get('/users', membersOnly, validate({ query: ownEmailQuerySchema }), async (req, res) => {
    const me = requireOwnEmail(req, req.query.email);
    const user = await store.findUserByEmail(me.email);
    // The member's own public id and page fields (issue 25) beside the record.
    res.json(user ? [{ ...user, authorId: authorIds(me.uid), ...(await store.getProfileExtras(me.uid)) }] : []);
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
    const { name, photoURL, bio, showGarden } = req.body;
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
    if (bio !== undefined || showGarden !== undefined) await store.setProfileExtras(me.uid, { bio, showGarden });
    const user = await store.findUserByEmail(me.email);
    res.json({ ...user, authorId: authorIds(me.uid), ...(await store.getProfileExtras(me.uid)) });
  });

  return router;
}
