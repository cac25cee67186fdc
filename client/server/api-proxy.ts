import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { HOST_HEADERS } from '@green-circle/contract/constants';
import type { RequestHandler } from 'express';
import { hostLog } from '../src/lib/host-log.server';
import { answeredBy } from './metrics';

/**
 * The API's addresses the site answers on its own origin, so browsers, link-preview robots and
 * search engines need only the site: link previews' pictures and the sitemap (every public tip,
 * plant and gardener page, ?page=n included; the build writes no static one).
 */
export const PROXIED_PATHS = ['/previews/', '/sitemap.xml'];

export interface ProxyOptions {
  paths?: readonly string[];
  /** The API's HOST_SECRET; without it (`npm run dev`) the API counts the host's own address. */
  hostSecret?: string;
}

/** What of the API's answer passes on: the body's description and its caching. */
const PASSED = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'x-content-type-options'];

/**
 * GET and HEAD of PROXIED_PATHS are passed to the API at `apiUrl` and its answer streamed back
 * as it comes (no cookie or credential is sent: these are public). With the secret the host
 * shares with the API, the visitor's address goes with it (HOST_HEADERS), so the API's rate limits
 * count per visitor here as for the loaders (lib/api.server.ts). An API that cannot be reached is
 * a 502.
 */
export function apiProxy(apiUrl: string, { paths = PROXIED_PATHS, hostSecret }: ProxyOptions = {}): RequestHandler {
  const api = new URL(apiUrl);
  const send = api.protocol === 'https:' ? httpsRequest : httpRequest;
  return (req, res, next) => {
    // The address as the API will read it: `/previews/%2e%2e/metrics` is /metrics there, not a
    // preview, and `//elsewhere/previews/` another server.
    // URL.parse: a request-target no URL can be made of (`//[`) is simply not the API's.
    const target = URL.parse(req.originalUrl, api);
    const proxied = target?.origin === api.origin && paths.some((path) => target.pathname.startsWith(path));
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !proxied) return next();
    answeredBy(res, 'api proxy');
    const headers: Record<string, string> = { accept: req.headers.accept ?? '*/*' };
    // The visitor's address as the host's 'trust proxy' setting reads it (TRUST_PROXY).
    const address = req.ip;
    if (hostSecret && address) {
      headers[HOST_HEADERS.visitorAddress] = address;
      headers[HOST_HEADERS.hostSecret] = hostSecret;
    }
    const upstream = send(target, { method: req.method, headers }, (answer: IncomingMessage) => {
      res.status(answer.statusCode ?? 502);
      for (const name of PASSED) if (answer.headers[name]) res.setHeader(name, answer.headers[name]!);
      answer.pipe(res);
    });
    upstream.on('error', (error) => {
      if (!res.writableEnded && !req.socket.destroyed)
        hostLog.warn({ err: error, path: req.path }, 'The API could not be reached');
      if (!res.headersSent) res.status(502).type('text').send('The API could not be reached');
      else res.destroy();
    });
    // A reader who goes away stops the API's answer too.
    res.on('close', () => upstream.destroy());
    upstream.end();
  };
}
