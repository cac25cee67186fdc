import { Router } from 'express';
import { nameQuerySchema, ownEmailQuerySchema, userInputSchema, userProfileSchema } from '@green-circle/contract';
import { requireEmailMember, requireOwnEmail } from '../../http/auth';
import { membersOnly } from '../../http/params';
import { validate } from '../../http/validate';
import type { Store } from '../../store/store';
import { accountMail } from '../mail';
import type { AuthorIds } from '../tips';
import { claimName, ensureUser, nameHeldByOther, syncIdentity } from './ensure-user';
import { tokenName, tokenPicture } from './token-profile';
import type { Clock } from '../../clock';

export function usersRoutes(store: Store, authorIds: AuthorIds, clock: Clock): Router {
  const router = Router();

  /** The caller's record, found by the token's uid: `email` must be the caller's own, and is never a key. */
  router.get('/users', membersOnly, validate({ query: ownEmailQuerySchema }), async (req, res) => {
    const me = requireOwnEmail(req, req.query.email);
    const user = await store.findUserByUid(me.uid);
    if (!user) return void res.json([]);
    // The role and a suspension are the owner's to see (this call answers only the owner), beside
    // the member's own public id and page fields.
    const { role, suspendedUntil } = await store.memberStanding(me.uid);
    res.json([
      {
        ...(await syncIdentity(store, me, user)),
        authorId: authorIds(me.uid),
        ...(await store.getProfileExtras(me.uid)),
        role,
        suspendedUntil,
      },
    ]);
  });

  /**
   * Whether a display name is free, asked by the sign-up page before it creates the account
   *, so a name someone else uses is said beside the field and nothing is made
   * half-way. Anyone may ask (the account does not exist yet); counted against the
   * account-creation limit per address, so names cannot be probed in bulk.
   */
  router.get('/users/name-available', validate({ query: nameQuerySchema }), async (req, res) => {
    const caller = req.identity ?? { uid: '', emailVerified: false };
    res.json({ available: !(await nameHeldByOther(store, req.query.name, caller)) });
  });

  /** The caller's record, created once: uid and e-mail come from the token, never the body. */
  router.post('/users', membersOnly, validate({ body: userInputSchema }), async (req, res) => {
    const me = requireEmailMember(req);
    const { language, ...input } = req.body;
    const { id, created } = await ensureUser(
      store,
      me,
      { ...input, name: input.name || input.displayName },
      { refuseTakenName: true, now: clock.now() },
    );
    // A new member with an address to verify gets its link by e-mail (the site's own, through the outbox).
    if (created && !me.emailVerified) await store.enqueueMail(accountMail('verify', me.uid, language));
    res.status(created ? 201 : 200).json({ insertedId: id });
  });

  /**
   * The caller changes the name or photo others see (the profile form). Only ever the caller's
   * own record, found by uid; it is made when there is none yet. The member's tips show the
   * new name and photo at once (the store carries them over).
   */
  router.patch('/users/me', membersOnly, validate({ body: userProfileSchema }), async (req, res) => {
    const me = requireEmailMember(req);
    const { name, photoURL, bio, showGarden, language } = req.body;
    const existing = await store.findUserByUid(me.uid);
    const newName = name ?? (existing ? undefined : tokenName(me));
    if (newName !== undefined) await claimName(store, newName, me);
    if (existing) {
      await store.updateUser(me.uid, { name, photoURL, email: me.email, emailVerified: me.emailVerified });
    } else {
      const now = clock.now().toISOString();
      await store.createUser({
        uid: me.uid,
        email: me.email,
        emailVerified: me.emailVerified,
        name: newName ?? '',
        photoURL: photoURL ?? tokenPicture(me),
        creationTime: now,
        lastSignInTime: now,
      });
    }
    if (bio !== undefined || showGarden !== undefined || language !== undefined)
      await store.setProfileExtras(me.uid, { bio, showGarden, language });
    const user = await store.findUserByUid(me.uid);
    res.json({ ...user, authorId: authorIds(me.uid), ...(await store.getProfileExtras(me.uid)) });
  });

  return router;
}
