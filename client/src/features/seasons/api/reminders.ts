import type { CalendarFeed } from '@green-circle/contract';
import type { Api } from '#app/lib/api-client';

// The reminders became plan items (issue 58: features/plan); the calendar feed lists those.

/** GET /me/calendar: the private feed address. */
export const getCalendarFeed = (api: Api, signal?: AbortSignal) => api.get<CalendarFeed>('/me/calendar', signal);

/** POST /me/calendar/rotate: a new address; the old one stops working. */
export const rotateCalendarFeed = (api: Api) => api.post<CalendarFeed>('/me/calendar/rotate', {});
