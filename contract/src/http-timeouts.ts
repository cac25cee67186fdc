// How long the API and the site's host wait on a connection (`@green-circle/contract/http-timeouts`,
// Node only), set for a phone on a slow line: long enough for a 10 MB photo at half a megabit, short
// enough that a client that stops sending (an upload that sent its headers and went silent, a
// Slowloris) holds no connection for long. Node's defaults wait 300 s for a whole request and
// forever for a silent one.
import type { Server } from 'node:http';

export const SLOW_LINE_TIMEOUTS = {
  /** The request's headers must have arrived within this (a phone sends them in one round trip). */
  headersMs: 20_000,
  /** Nothing received or sent on a connection for this long ends it: a stalled upload, a silent client. */
  idleMs: 20_000,
  /** A kept-alive connection waits this long for the next request (a page's data follows its page). */
  keepAliveMs: 10_000,
  /** The whole request, body included: a 10 MB photo at 0.5 Mbit/s takes about 170 s. */
  requestMs: 180_000,
} as const;

/** HTTP_IDLE_TIMEOUT_MS is at most this: a stalled upload is ended within 30 s, whatever is set. */
export const MAX_IDLE_MS = 30_000;

/**
 * Sets the slow-line timeouts on a server. `idleMs` is HTTP_IDLE_TIMEOUT_MS (at most MAX_IDLE_MS):
 * shorter in a test, which holds a connection open and sees it closed within a second or two.
 */
export function applySlowLineTimeouts(server: Server, idleMs: number = SLOW_LINE_TIMEOUTS.idleMs): Server {
  const idle = Math.min(idleMs, MAX_IDLE_MS);
  server.headersTimeout = Math.min(SLOW_LINE_TIMEOUTS.headersMs, Math.max(idle, 1_000));
  server.requestTimeout = SLOW_LINE_TIMEOUTS.requestMs;
  server.keepAliveTimeout = Math.min(SLOW_LINE_TIMEOUTS.keepAliveMs, idle);
  // Inactivity: with no 'timeout' listener, Node destroys the socket (the stalled upload ends there).
  server.setTimeout(idle);
  return server;
}
