import type { CalendarFeed, Reminder } from '@green-circle/contract';
import type { Api } from '../../../lib/api-client';

/** GET /me/reminders: the member's reminders, each with the month it falls due in their hemisphere. */
export const listReminders = (api: Api, signal?: AbortSignal) => api.get<Reminder[]>('/me/reminders', signal);

export const addReminder = (api: Api, tipId: string) => api.post<Reminder>('/me/reminders', { tipId });

export const removeReminder = (api: Api, tipId: string) =>
  api.delete<{ deletedCount: number }>(`/me/reminders/${tipId}`);

/** GET /me/calendar: the private feed address. */
export const getCalendarFeed = (api: Api, signal?: AbortSignal) => api.get<CalendarFeed>('/me/calendar', signal);

/** POST /me/calendar/rotate: a new address; the old one stops working. */
export const rotateCalendarFeed = (api: Api) => api.post<CalendarFeed>('/me/calendar/rotate', {});
