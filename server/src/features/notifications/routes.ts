import { Router } from 'express';
import { markReadSchema, notificationListQuerySchema, notificationSettingsUpdateSchema } from '@green-circle/contract';
import { requireMember, requireVerifiedMember, verifiedMembersOnly } from '../../http/auth';
import { membersOnly } from '../../http/params';
import { settingsRoutes } from '../../http/settings-routes';
import { validate } from '../../http/validate';
import type { Store } from '../../store/store';
import type { AuthorIds } from '../tips';
import { createMonthlyReminders, type PlanDueIn } from './monthly-reminders';
import { notificationViews } from './notification-view';
import type { Clock } from '../../clock';

/**
 * The caller's notifications, their unread count, read marks and settings. Each
 * member reads and marks only their own: the recipient is always the token's uid.
 */
export function notificationsRoutes(store: Store, authorIds: AuthorIds, clock: Clock, planDueIn: PlanDueIn): Router {
  const router = Router();
  const monthlyReminders = createMonthlyReminders(store, clock, planDueIn);

  router.get('/me/notifications', validate({ query: notificationListQuerySchema }), async (req, res) => {
    const me = requireMember(req);
    await monthlyReminders(me.uid);
    const { items, nextCursor } = await store.listNotifications(me.uid, {
      limit: req.query.limit,
      cursor: req.query.cursor || undefined,
    });
    const answer = await notificationViews(store, authorIds, me.uid, items);
    if (nextCursor !== null) {
      const query = new URLSearchParams({ limit: String(req.query.limit), cursor: nextCursor });
      res.links({ next: `/me/notifications?${query}` });
    }
    res.json(answer);
  });

  router.get('/me/notifications/unread-count', membersOnly, async (req, res) => {
    const me = requireMember(req);
    await monthlyReminders(me.uid);
    res.json({ count: await store.unreadNotificationCount(me.uid) });
  });

  router.post('/me/notifications/read', verifiedMembersOnly, validate({ body: markReadSchema }), async (req, res) => {
    const me = requireVerifiedMember(req);
    const modifiedCount = await store.markNotificationsRead(me.uid, req.body.ids);
    res.json({ modifiedCount, count: await store.unreadNotificationCount(me.uid) });
  });

  settingsRoutes(router, '/me/notification-settings', notificationSettingsUpdateSchema, {
    read: (uid) => store.getNotificationSettings(uid),
    change: (uid, changes) => store.setNotificationSettings(uid, changes),
  });

  return router;
}
