import { Router, type RequestHandler, type Response } from 'express';
import {
  authorIdParams,
  moderationActionSchema,
  moderationLogQuerySchema,
  moderationPeopleQuerySchema,
  moderationQueueQuerySchema,
  roleInputSchema,
  type ModerationLogEntry,
  type ModerationPerson,
  type ModerationQueueEntry,
} from '@green-circle/contract';
import { AppError } from '../../http/errors';
import { validate } from '../../http/validate';
import type { Store } from '../../store/store';
import { tellAuthor } from './moderation-notices';
import type { People } from './people';
import { moderatorsOnly, requireAdmin, requireModerator } from './roles';
import type { TargetKinds } from './content-kind';
import type { Clock } from '../../clock';
import { setPageHeaders } from '../../http/paging';

/** How many gardeners a name search answers: enough to pick one, too few to list the members. */
const PEOPLE_MAX = 10;
/** The most reported targets the queue looks at in one answer (a garden club's queue is short). */
const QUEUE_MAX = 1000;
const OFFSET = /^\d{1,4}$/;

/** Moderators and admins only (anyone else 403, visitors 401): the report queue, actions, the log, roles. */
export function moderationRoutes(store: Store, kinds: TargetKinds, people: People, clock: Clock): Router {
  const router = Router();
  // Every call here is for moderators: anyone else is refused before the input is read.
  router.use('/moderation', moderatorsOnly(store));

  router.get('/moderation/reports', validate({ query: moderationQueueQuerySchema }), async (req, res) => {
    await requireModerator(store, req);
    const { status, limit, cursor } = req.query;
    if (cursor !== undefined && !OFFSET.test(cursor)) throw new AppError(400, 'The cursor is not valid');
    const groups = await store.reportGroups(status, QUEUE_MAX);
    const entries: ModerationQueueEntry[] = await Promise.all(
      groups.map(async (group) => {
        const found = await kinds[group.target.kind]?.find(group.target.id);
        const authorUid = found?.authorUid ?? group.targetAuthorUid;
        const { suspendedUntil } = await store.memberStanding(authorUid);
        return {
          target: group.target,
          preview: found?.preview ?? '',
          author: await people.person(authorUid),
          count: group.count,
          reasons: group.reasons,
          notes: group.notes,
          firstReportedAt: group.firstReportedAt,
          status,
          hiddenAt: found?.hiddenAt ?? null,
          suspendedUntil: suspendedUntil !== null && suspendedUntil > clock.now().toISOString() ? suspendedUntil : null,
          tipId: found?.tipId ?? null,
        };
      }),
    );
    // What auto-hide took down waits for review first; then the oldest report first.
    entries.sort((a, b) => Number(b.hiddenAt !== null) - Number(a.hiddenAt !== null));
    const from = cursor === undefined ? 0 : Number(cursor);
    page(
      req,
      res,
      entries.slice(from, from + limit),
      entries.length,
      from + limit < entries.length ? String(from + limit) : null,
    );
  });

  router.post('/moderation/actions', validate({ body: moderationActionSchema }), async (req, res) => {
    const me = await requireModerator(store, req);
    const { action, reason, days } = req.body;
    const target = { kind: req.body.target.kind, id: req.body.target.id.toLowerCase() };
    const kind = kinds[target.kind];
    const found = kind ? await kind.find(target.id) : null;
    if (!kind || found === null) throw new AppError(404, `No ${target.kind} has this id`);
    const answer: Record<string, unknown> = { target, action };
    const now = clock.now();
    const at = now.toISOString();
    if (action === 'hide') {
      if (!kind.hide) throw new AppError(400, 'Only tips and comments can be hidden; suspend a gardener instead');
      await kind.hide(target.id, { hiddenAt: at, reason });
      answer.hiddenAt = at;
      if (found.hiddenAt === null) await tellAuthor(store, target, found, 'hide', { reason, at });
    } else if (action === 'restore') {
      // The author hears of a restore only when there was something to restore.
      let lifted = found.hiddenAt !== null;
      if (kind.restore) await kind.restore(target.id);
      else {
        const { suspendedUntil } = await store.memberStanding(found.authorUid);
        lifted = suspendedUntil !== null && suspendedUntil > at;
        await store.setSuspension(found.authorUid, null);
      }
      if (lifted) await tellAuthor(store, target, found, 'restore', { reason, at });
    } else if (action === 'suspend') {
      if ((await store.memberStanding(found.authorUid)).role === 'admin')
        throw new AppError(403, 'An admin cannot be suspended');
      const until = new Date(now.getTime() + (days ?? 1) * 24 * 60 * 60 * 1000).toISOString();
      await suspend(store, found.authorUid, until, at);
      answer.suspendedUntil = until;
      await tellAuthor(store, target, found, 'suspend', { reason, at, until });
    }
    await store.closeReports(target);
    await store.addModerationLog({
      moderatorUid: me.uid,
      target,
      action,
      reason,
      ...(days === undefined ? {} : { days }),
    });
    res.json(answer);
  });

  router.get('/moderation/log', validate({ query: moderationLogQuerySchema }), async (req, res) => {
    await requireModerator(store, req);
    const { limit, cursor } = req.query;
    if (cursor !== undefined && !/^[0-9a-f]{24}$/.test(cursor)) throw new AppError(400, 'The cursor is not valid');
    const rows = await store.listModerationLog(limit + 1, cursor);
    const entries: ModerationLogEntry[] = await Promise.all(
      rows.slice(0, limit).map(async ({ moderatorUid, ...entry }) => ({
        ...entry,
        moderator: moderatorUid === null ? null : await people.person(moderatorUid),
      })),
    );
    page(req, res, entries, null, rows.length > limit ? (entries.at(-1)?._id ?? null) : null);
  });

  /** Who moderates: moderators and admins, as public people with their role. */
  router.get('/moderation/roles', async (req, res) => {
    await requireModerator(store, req);
    const [admins, moderators] = await Promise.all([
      store.membersWithRole('admin'),
      store.membersWithRole('moderator'),
    ]);
    const people_ = await Promise.all([
      ...admins.map(async (uid) => ({ ...(await people.person(uid)), role: 'admin' as const })),
      ...moderators.map(async (uid) => ({ ...(await people.person(uid)), role: 'moderator' as const })),
    ]);
    res.json(people_);
  });

  /**
   * An admin finds a gardener by part of their display name, to grant or revoke the moderator
   * role: public people with their role, never a uid or an e-mail.
   */
  const adminsOnly: RequestHandler = async (req, _res, next) => {
    await requireAdmin(store, req);
    next();
  };
  router.get('/moderation/people', adminsOnly, validate({ query: moderationPeopleQuerySchema }), async (req, res) => {
    const uids = await store.membersNamed(req.query.q, PEOPLE_MAX);
    const found: ModerationPerson[] = await Promise.all(
      uids.map(async (uid) => ({ ...(await people.person(uid)), role: (await store.memberStanding(uid)).role })),
    );
    res.json(found);
  });

  /** An admin makes a gardener a moderator or a member again; an admin's own role is changed only from the shell. */
  router.put(
    '/moderation/roles/:authorId',
    validate({ params: authorIdParams, body: roleInputSchema }),
    async (req, res) => {
      const me = await requireAdmin(store, req);
      const uid = await people.uidOf(req.params.authorId);
      if (uid === null) throw new AppError(404, 'No gardener has this id');
      if ((await store.memberStanding(uid)).role === 'admin')
        throw new AppError(403, 'An admin’s role changes only with npm run admin');
      if ((await store.setRole(uid, req.body.role)) === 0)
        throw new AppError(404, 'This gardener has no account record yet');
      await store.addModerationLog({
        moderatorUid: me.uid,
        target: { kind: 'gardener', id: req.params.authorId },
        action: req.body.role === 'moderator' ? 'grant' : 'revoke',
        reason: `role: ${req.body.role}`,
      });
      res.json({ ...(await people.person(uid)), role: req.body.role });
    },
  );

  return router;
}

/**
 * Suspends a member, making their record first when they have none: a member can write tips
 * without ever asking for one (POST /users is the client's doing), and a suspension must hold
 * all the same. Their tips carry the e-mail the record needs.
 */
async function suspend(store: Store, uid: string, until: string, now: string) {
  if ((await store.setSuspension(uid, until)) > 0) return;
  const { items } = await store.listTips({
    authorUid: uid,
    includeHidden: true,
    includeModerated: true,
    sort: 'newest',
    limit: 1,
  });
  const tip = items[0];
  if (!tip) throw new AppError(409, 'This gardener has no account record to suspend');
  await store.createUser({
    uid,
    email: tip.email,
    name: '',
    photoURL: '',
    creationTime: now,
    lastSignInTime: now,
    emailVerified: true,
  });
  await store.setSuspension(uid, until);
}

/** A JSON array page with X-Total-Count (when known) and a Link to the next page. */
function page(
  req: { originalUrl: string; path: string },
  res: Response,
  items: unknown[],
  total: number | null,
  next: string | null,
) {
  setPageHeaders(req, res, { total, nextCursor: next });
  res.json(items);
}
