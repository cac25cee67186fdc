import { Router } from 'express';
import { z } from 'zod';
import { gardenSchema, objectId, reminderInputSchema, type Garden, type Reminder } from '@green-circle/contract';
import { requireEmailMember, requireVerifiedMember, verifiedMembersOnly, type AccountActive } from '../../http/auth';
import type { Clock } from '../../clock';
import { AppError } from '../../http/errors';
import { validate } from '../../http/validate';
import type { Store, StoredTip } from '../../store/store';
import { findVisibleTip } from '../tips';
import { calendarFeed } from './calendar-feed';
import { gardenOf } from './garden';
import { reminderDue } from './reminder-due';
import { TOKEN_PATTERN, currentToken, hashToken, rotateToken } from './feed-token';

export interface SeasonsOptions {
  /** The secret the feed tokens are derived with (feed-token.ts). */
  feedSecret: string;
  /** Where the client runs: the feed's events link to the tip's page there. */
  clientOrigin: string;
  /** The API's public address (configured): the feed's address is built on it, never on the Host header. */
  publicApiUrl: string;
  /** A disabled or deleted account's feed answers 404 like an unknown one. */
  accountActive: AccountActive;
  /** What "now" is: whether a reminder set in season is still due this season. */
  clock: Clock;
}

const tipIdParams = z.object({ tipId: objectId });

/** A reminder as its owner sees it: built field by field, so nothing private of the stored tip goes out. */
function reminderView(tip: StoredTip, createdAt: string, garden: Garden, now: Date): Reminder {
  return {
    tipId: tip._id,
    title: tip.title,
    image: tip.image,
    month: reminderDue(tip, garden.hemisphere, createdAt, now).month,
    createdAt,
  };
}

/**
 * My garden, reminders and the private calendar feed. Every /me route is the
 * caller's own: the uid comes from the verified token only, so no member can reach another's.
 * Reading (the garden, the reminders) needs a member with an e-mail; every write, and the feed
 * address (which stores a secret for the member), needs a verified e-mail like every other
 * write: an unverified account can read but not act (docs/decisions/0004-verified-members-write.md).
 */
export function seasonsRoutes(store: Store, options: SeasonsOptions): Router {
  const router = Router();
  const feedUrl = (token: string) => `${options.publicApiUrl}/calendar/${token}.ics`;

  router.get('/me/garden', async (req, res) => {
    res.json(await gardenOf(store, requireEmailMember(req).uid));
  });

  router.put('/me/garden', verifiedMembersOnly, validate({ body: gardenSchema }), async (req, res) => {
    const member = requireVerifiedMember(req);
    await store.setGarden(member.uid, req.body);
    res.json(await gardenOf(store, member.uid));
  });

  router.get('/me/reminders', async (req, res) => {
    const member = requireEmailMember(req);
    const [garden, reminders] = await Promise.all([gardenOf(store, member.uid), store.listReminders(member.uid)]);
    const now = options.clock.now();
    res.json(reminders.map(({ tip, createdAt }) => reminderView(tip, createdAt, garden, now)));
  });

  router.post('/me/reminders', verifiedMembersOnly, validate({ body: reminderInputSchema }), async (req, res) => {
    const member = requireVerifiedMember(req);
    const tip = await findVisibleTip(store, req.body.tipId, member);
    const { created } = await store.addReminder(member.uid, tip._id);
    const [garden, reminders] = await Promise.all([gardenOf(store, member.uid), store.listReminders(member.uid)]);
    const mine = reminders.find((r) => r.tip._id === tip._id);
    if (mine === undefined) throw new AppError(404, 'No tip has this id');
    res.status(created ? 201 : 200).json(reminderView(mine.tip, mine.createdAt, garden, options.clock.now()));
  });

  router.delete('/me/reminders/:tipId', verifiedMembersOnly, validate({ params: tipIdParams }), async (req, res) => {
    const member = requireVerifiedMember(req);
    const deletedCount = await store.removeReminder(member.uid, req.params.tipId);
    if (deletedCount === 0) throw new AppError(404, 'You have no reminder for this tip');
    res.json({ deletedCount });
  });

  router.get('/me/calendar', async (req, res) => {
    const member = requireVerifiedMember(req);
    res.json({ url: feedUrl(await currentToken(store, options.feedSecret, member.uid)) });
  });

  router.post('/me/calendar/rotate', verifiedMembersOnly, async (req, res) => {
    const member = requireVerifiedMember(req);
    res.json({ url: feedUrl(await rotateToken(store, options.feedSecret, member.uid)) });
  });

  // The secret address itself: no token, no session. Anything but a live token is a 404.
  router.get('/calendar/:file', async (req, res) => {
    const token = /^(.+)\.ics$/.exec(req.params.file)?.[1];
    if (token === undefined || !TOKEN_PATTERN.test(token)) throw new AppError(404, 'No such calendar');
    const uid = await store.findCalendarFeedOwner(hashToken(token));
    if (uid === null || !(await options.accountActive(uid))) throw new AppError(404, 'No such calendar');
    const [garden, reminders] = await Promise.all([gardenOf(store, uid), store.listReminders(uid)]);
    const body = calendarFeed(
      reminders,
      garden.hemisphere,
      (id) => `${options.clientOrigin}/tipDetails/${id}`,
      options.clock.now(),
    );
    res
      .type('text/calendar; charset=utf-8')
      .set('Content-Disposition', 'inline; filename="green-circle.ics"')
      .send(body);
  });

  return router;
}
