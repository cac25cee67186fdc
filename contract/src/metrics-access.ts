// Who may read /metrics, on the API and on the site's host alike, and what everyone else is told:
// a scraper on the same machine (the loopback, reached directly) or anyone with the bearer
// METRICS_TOKEN reads them; from elsewhere, no token is a 401 (with WWW-Authenticate: Bearer)
// and a wrong one a 403, both problem+json (issue 38's "401/403 from elsewhere without the token").
import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { HOST_HEADERS, PROBLEM_CONTENT_TYPE } from './constants';
import { problemCode } from './message-codes';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
/**
 * A request carrying one of these came through a proxy (a reverse proxy on this machine, the
 * site's host passing pictures on): its loopback address is the proxy's, not the visitor's.
 */
const FORWARDED = ['forwarded', 'x-forwarded-for', 'x-real-ip', HOST_HEADERS.visitorAddress.toLowerCase()];

export const METRICS_REFUSALS = {
  401: 'Reading /metrics from elsewhere needs the header "Authorization: Bearer <METRICS_TOKEN>"',
  403: 'The bearer token is not this site’s METRICS_TOKEN',
} as const;

export interface MetricsRequest {
  /** The connection's own address (never one a header names). */
  remoteAddress: string | undefined;
  headers: IncomingHttpHeaders;
}

/** 200: may read; 401: from elsewhere without a bearer token; 403: with one that is not METRICS_TOKEN. */
export function metricsAccess({ remoteAddress, headers }: MetricsRequest, token: string | undefined): 200 | 401 | 403 {
  const authorization = headers.authorization;
  const bearer = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length).trim() : '';
  if (token && bearer) {
    const given = Buffer.from(bearer);
    const expected = Buffer.from(token);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return 200;
  }
  if (LOOPBACK.test(remoteAddress ?? '') && !FORWARDED.some((name) => headers[name] !== undefined)) return 200;
  return bearer ? 403 : 401;
}

/** What both hosts' /metrics answer: the registry's text to whom may read, else the 401/403 problem. */
export async function answerMetrics(
  req: IncomingMessage,
  res: ServerResponse,
  token: string | undefined,
  registry: { contentType: string; metrics(): Promise<string> },
): Promise<void> {
  const status = metricsAccess({ remoteAddress: req.socket.remoteAddress, headers: req.headers }, token);
  res.setHeader('Cache-Control', 'no-store');
  if (status === 200) {
    res.setHeader('Content-Type', registry.contentType);
    res.end(await registry.metrics());
    return;
  }
  const detail = METRICS_REFUSALS[status];
  if (status === 401) res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
  res.statusCode = status;
  res.setHeader('Content-Type', PROBLEM_CONTENT_TYPE);
  const title = status === 401 ? 'Unauthorized' : 'Forbidden';
  res.end(JSON.stringify({ type: 'about:blank', title, status, detail, code: problemCode(detail, status) }));
}
