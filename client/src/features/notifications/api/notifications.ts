import type { Notification, NotificationSettings } from '@green-circle/contract';
import { nextPageFromLink, type Api } from '#app/lib/api-client';

export interface NotificationPage {
  notifications: Notification[];
  nextPage: string | null;
}

/** GET /me/notifications (newest first); `path` is a nextPage of an earlier page. */
export async function listNotifications(
  api: Api,
  path = '/me/notifications',
  signal?: AbortSignal,
): Promise<NotificationPage> {
  const { data, headers } = await api.request<Notification[]>('GET', path, { signal });
  return { notifications: data, nextPage: nextPageFromLink(headers) };
}

/** GET /me/notifications/unread-count. */
export async function unreadCount(api: Api, signal?: AbortSignal): Promise<number> {
  return (await api.get<{ count: number }>('/me/notifications/unread-count', signal)).count;
}

/** POST /me/notifications/read: these ids, or all; answers the unread count after. */
export async function markRead(api: Api, ids?: string[]): Promise<number> {
  return (await api.post<{ count: number }>('/me/notifications/read', ids === undefined ? {} : { ids })).count;
}

export const getNotificationSettings = (api: Api, signal?: AbortSignal) =>
  api.get<NotificationSettings>('/me/notification-settings', signal);

export const saveNotificationSettings = (api: Api, settings: NotificationSettings) =>
  api.put<NotificationSettings>('/me/notification-settings', settings);
