import type { CalendarFeed, Reminder } from '@green-circle/contract';
import { api } from '../../../lib/api-client';

/** GET /me/reminders: the member's reminders, each with the month it falls due in their hemisphere. */
export const listReminders = (signal?: AbortSignal) => api.get<Reminder[]>('/me/reminders', signal);

export const addReminder = (tipId: string) => api.post<Reminder>('/me/reminders', { tipId });

export const removeReminder = (tipId: string) => api.delete<{ deletedCount: number }>(`/me/reminders/${tipId}`);

/** GET /me/calendar: the private feed address. */
export const getCalendarFeed = (signal?: AbortSignal) => api.get<CalendarFeed>('/me/calendar', signal);

/** POST /me/calendar/rotate: a new address; the old one stops working. */
export const rotateCalendarFeed = () => api.post<CalendarFeed>('/me/calendar/rotate', {});
