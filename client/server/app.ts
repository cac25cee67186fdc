// The client host (`npm start`, the e2e suite, the benchmark): React Router's request handler
// behind a Host check, helmet's headers with a per-request CSP nonce, compression and the build's
// files (precompressed twins; hashed /assets cached for a year). scripts/lib/stack.mjs starts it.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applySlowLineTimeouts } from '@green-circle/contract/http-timeouts';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import { RouterContextProvider } from 'react-router';
import sirv from 'sirv';
import { env } from '../src/config/env';
import { visitorContext } from '../src/lib/api.server';
import { nonceContext } from '../src/lib/request-context';
import { apiProxy } from './api-proxy';
import { cspDirectives } from './csp';
import { answeredBy, createHostMetrics } from './metrics';

/** A Host a URL can be built on (the page's address is), written as a URL writes it. */
const isValidHost = (host = '') => URL.parse(`http://${host}`)?.href === `http://${host.toLowerCase()}/`;

const SERVICE_WORKER = '/service-worker.js';

const TYPES: Record<string, string> = { '.txt': 'text/plain; charset=utf-8', '.xml': 'application/xml; charset=utf-8' };

export interface HostOptions {
  /** Shared with the API (its HOST_SECRET): with it the API believes the visitor's address the host passes on. */
  hostSecret?: string;
  /** METRICS_TOKEN: with it, /metrics answers a scraper elsewhere that sends it as a bearer token. */
  metricsToken?: string;
  /**
   * TRUST_PROXY: the proxies in front of the host. Each visitor's address (passed on to the API) and
   * the page's https come from X-Forwarded-For and X-Forwarded-Proto, this many hops back.
   */
  trustProxy?: number;
  /** What GET /ready answers: 200 while true; a stopping host says 503 so its proxy sends no more (scripts/host.mjs). */
  ready?: () => boolean;
}

export function createClientApp({ hostSecret, metricsToken, trustProxy = 0, ready = () => true }: HostOptions = {}) {
  const app = express().disable('x-powered-by');
  if (trustProxy > 0) app.set('trust proxy', trustProxy);
  const metrics = createHostMetrics(metricsToken);
  app.use(metrics.count);
  // Two sets of headers, made once (the service worker's policy lets it fetch images): each
  // request's nonce is asked for as the header is written.
  const nonce = (_req: unknown, res: ServerResponse) => (res as express.Response).locals.nonce as string;
  const secureHeaders = (path?: string) =>
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(nonce, env, path) },
      // Our own forms' posts carry their Origin (no-referrer would make it 'null'); other sites get none.
      referrerPolicy: { policy: 'same-origin' },
      // The Google sign-in pop-up must be able to talk back to this window.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      strictTransportSecurity: env.VITE_FIREBASE_AUTH_EMULATOR_HOST ? false : undefined,
    });
  const pageHeaders = secureHeaders();
  const workerHeaders = secureHeaders(SERVICE_WORKER);
  app.use((req, res, next) => {
    if (!isValidHost(req.headers.host)) {
      answeredBy(res, 'bad host');
      return void res.status(400).type('text').send('Bad Host header');
    }
    res.locals.nonce = randomBytes(16).toString('base64');
    (req.path === SERVICE_WORKER ? workerHeaders : pageHeaders)(req, res, next);
  });
  // A scraper on the loopback or with the token; anyone else falls through to the 404 page.
  app.get('/metrics', metrics.serve);
  // The load balancer's health check: 503 from the moment the host is told to stop.
  app.get('/ready', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res
      .status(ready() ? 200 : 503)
      .type('text')
      .send(ready() ? 'ready' : 'stopping');
  });
  // Before compression: the API's pictures pass through as they come.
  app.use(apiProxy(env.VITE_API_URL, { hostSecret }));
  app.use(compression()); // what has no precompressed twin: the pages, React Router's manifest
  const assets = fileURLToPath(new URL('../client', import.meta.url));
  const setHeaders = (res: ServerResponse, pathname: string) => {
    res.setHeader(
      'Cache-Control',
      pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    if (TYPES[path.extname(pathname)]) res.setHeader('Content-Type', TYPES[path.extname(pathname)]!);
  };
  app.use(sirv(assets, { brotli: true, gzip: true, etag: true, setHeaders }));
  // A missing file (an old /assets chunk) is a plain 404, not a page (`.data`: a page's loader data).
  app.use((req, res, next) => {
    if (!path.extname(req.path) || req.path.endsWith('.data')) return next();
    answeredBy(res, 'missing file');
    res.status(404).type('text').send('Not Found');
  });
  // The build itself, imported once: handed a function instead, React Router derives its route
  // table again on every request (for a dev server's reloads), which cost each page-data answer
  // about a tenth of the host's work in `npm run bench:host`'s profile.
  const handle = import('virtual:react-router/server-build').then((build) =>
    createRequestHandler({
      build,
      getLoadContext: (req, res) => {
        answeredBy(res, req.path.endsWith('.data') ? 'page data' : 'page');
        // A page is drawn for whoever the session cookie names, with a nonce of its own: never cached.
        res.setHeader('Cache-Control', 'no-cache').vary('Cookie');
        // The API's rate limits count per visitor: the address this connection came from, or behind
        // TRUST_PROXY proxies the one the nearest of them says it came from.
        const visitor = { address: req.ip ?? null, hostSecret: hostSecret ?? null };
        const context = new RouterContextProvider();
        context.set(nonceContext, res.locals.nonce as string);
        context.set(visitorContext, visitor);
        return context;
      },
    }),
  );
  app.all('*splat', async (req, res, next) => (await handle)(req, res, next));
  return app;
}

/** What this build baked in that the production start checks (scripts/host.mjs). */
export const builtFor = {
  publicSiteUrl: env.PUBLIC_SITE_URL,
  authEmulator: env.VITE_FIREBASE_AUTH_EMULATOR_HOST ?? null,
};

/** Starts the host; resolves once it listens. */
export async function startClientServer({
  port,
  host = '127.0.0.1',
  hostSecret,
  metricsToken,
  trustProxy,
  ready,
  idleTimeoutMs,
}: { port: number; host?: string; idleTimeoutMs?: number } & HostOptions) {
  const server = createClientApp({ hostSecret, metricsToken, trustProxy, ready }).listen(port, host);
  // HTTP_IDLE_TIMEOUT_MS: a stalled upload to POST /photos is ended like one to the API.
  applySlowLineTimeouts(server, idleTimeoutMs);
  await once(server, 'listening');
  const close = () => new Promise<void>((done) => (server.close(() => done()), server.closeAllConnections()));
  /** Stops taking connections and lets the requests in flight finish (at most graceMs), then closes. */
  const finish = async (graceMs: number) => {
    const closed = new Promise<void>((done) => server.close(() => done()));
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    await closed;
    clearInterval(sweep);
    clearTimeout(force);
  };
  return { url: `http://localhost:${port}`, close, finish };
}
