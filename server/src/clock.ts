/**
 * The API's one notion of "now". The composition root (main.ts) passes the real clock; createApp,
 * the stores and the e-mail and upload workers take it from there, so every date the product
 * works out (seasons, reminders, the week, digests, brakes, suspensions, "joined", sitemap
 * dates) can be tested on any day of the year. Genuinely real-time things (timeouts, cache ages,
 * health probes, request timing) keep reading the system clock.
 */
export interface Clock {
  now(): Date;
}

/** The system clock. */
export const realClock: Clock = { now: () => new Date() };
