import { Router } from 'express';
import { gardenSchema } from '@green-circle/contract';
import { requireEmailMember, requireVerifiedMember, verifiedMembersOnly, type AccountActive } from '../../http/auth';
import { AppError } from '../../http/errors';
import { validate } from '../../http/validate';
import type { Store } from '../../store/store';
import { calendarFeed, type FeedEvent } from './calendar-feed';
import { gardenOf } from './garden';
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
  /** The member's plan items still to do (issue 58): the plan feature's, passed in by app.ts. */
  feedEvents: (uid: string) => Promise<FeedEvent[]>;
}

/**
 * My garden and the private calendar feed of my plan. Every /me route is the
 * caller's own: the uid comes from the verified token only, so no member can reach another's.
 * Reading (the garden) needs a member with an e-mail; every write, and the feed
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
    const body = calendarFeed(await options.feedEvents(uid), (id) => `${options.clientOrigin}/tipDetails/${id}`);
    res
      .type('text/calendar; charset=utf-8')
      .set('Content-Disposition', 'inline; filename="green-circle.ics"')
      .send(body);
  });

  return router;
}
