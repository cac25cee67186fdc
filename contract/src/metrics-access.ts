// Who may read /metrics, on the API and on the site's host alike: a scraper on the same machine
// (the loopback, reached directly), or anyone with the bearer METRICS_TOKEN. Everyone else gets
// the 404 of any unknown address, so the endpoint's existence is not given away.
import { timingSafeEqual } from 'node:crypto';
import { HOST_HEADERS } from './constants';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
/**
 * A request carrying one of these came through a proxy (a reverse proxy on this machine, the
 * site's host passing pictures on): its loopback address is the proxy's, not the visitor's.
 */
const FORWARDED = ['forwarded', 'x-forwarded-for', 'x-real-ip', HOST_HEADERS.visitorAddress.toLowerCase()];

export interface MetricsRequest {
  /** The connection's own address (never one a header names). */
  remoteAddress: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

export function metricsAllowed({ remoteAddress, headers }: MetricsRequest, token: string | undefined): boolean {
  const authorization = headers.authorization;
  if (token && typeof authorization === 'string' && authorization.startsWith('Bearer ')) {
    const given = Buffer.from(authorization.slice('Bearer '.length).trim());
    const expected = Buffer.from(token);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
  }
  return LOOPBACK.test(remoteAddress ?? '') && !FORWARDED.some((name) => headers[name] !== undefined);
}
