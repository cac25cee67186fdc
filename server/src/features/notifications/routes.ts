import { type Request, type Response, Router } from 'express';
import {
  markReadSchema,
  notificationListQuerySchema,
  notificationSettingsUpdateSchema,
  type NotificationSettingsUpdate,
} from '@green-circle/contract';
import { requireMember, requireVerifiedMember, verifiedMembersOnly } from '../../http/auth';
import { membersOnly } from '../../http/params';
import { validate } from '../../http/validate';
import type { Store } from '../../store/store';
import type { AuthorIds } from '../tips';
import { createMonthlyReminders } from './monthly-reminders';
import { notificationViews } from './notification-view';
import type { Clock } from '../../clock';

/**
 * The caller's notifications, their unread count, read marks and settings. Each
 * member reads and marks only their own: the recipient is always the token's uid.
 */
export function notificationsRoutes(store: Store, authorIds: AuthorIds, clock: Clock): Router {
  const router = Router();
  const monthlyReminders = createMonthlyReminders(store, clock);

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

  router.get('/me/notification-settings', membersOnly, async (req, res) => {
    res.json(await store.getNotificationSettings(requireMember(req).uid));
  });

  // A partial update (a kind left out keeps its value); PUT is its alias, for the clients that use it.
  const updateSettings = [
    verifiedMembersOnly,
    validate({ body: notificationSettingsUpdateSchema }),
    async (req: Request, res: Response) => {
      const me = requireVerifiedMember(req);
      await store.setNotificationSettings(me.uid, req.body as NotificationSettingsUpdate);
      res.json(await store.getNotificationSettings(me.uid));
    },
  ];
  router.patch('/me/notification-settings', ...updateSettings);
  router.put('/me/notification-settings', ...updateSettings);

  return router;
}
