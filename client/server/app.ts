// The client host (`npm start`, the e2e suite, the benchmark): React Router's request handler
// behind compression, helmet's headers with a per-request CSP nonce, a Host check, and the
// build's static files (precompressed twins, a year of immutable caching for hashed /assets).
// Built into the server bundle by vite.config.ts; scripts/lib/stack.mjs starts it.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import sirv from 'sirv';
import { RouterContextProvider } from 'react-router';
import { env } from '../src/config/env';
import { nonceContext } from '../src/lib/request-context';
import { cspDirectives, serviceWorkerDirectives } from './csp';

const assetsDir = fileURLToPath(new URL('../client', import.meta.url));
/** A Host a URL can be built on (the page's address is), written as a URL writes it: a name or address and a port. */
const isValidHost = (host = '') => URL.parse(`http://${host}`)?.href === `http://${host.toLowerCase()}/`;
const SERVICE_WORKER = '/service-worker.js';
const TYPES: Record<string, string> = { '.txt': 'text/plain; charset=utf-8', '.xml': 'application/xml; charset=utf-8' };
export function createClientApp() {
  const app = express();
  app.disable('x-powered-by');
  app.use((req, res, next) => {
    if (!isValidHost(req.headers.host)) return void res.status(400).type('text').send('Bad Host header');
    res.locals.nonce = randomBytes(16).toString('base64');
    next();
  });
  app.use((req, res, next) =>
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: (req.path === SERVICE_WORKER ? serviceWorkerDirectives : cspDirectives)(
          res.locals.nonce as string,
          {
            apiUrl: env.VITE_API_URL,
            authEmulatorHost: env.VITE_FIREBASE_AUTH_EMULATOR_HOST,
            authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
          },
        ),
      },
      // A form posted from the site's own page carries its Origin (React Router's and the routes'
      // cross-site checks read it; helmet's no-referrer would send 'null'); other sites get no referrer.
      referrerPolicy: { policy: 'same-origin' },
      // The Google sign-in pop-up must be able to talk back to this window.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      strictTransportSecurity: env.VITE_FIREBASE_AUTH_EMULATOR_HOST ? false : undefined,
    })(req, res, next),
  );
  // Files without a precompressed twin (React Router's manifest) and the pages, compressed as sent.
  app.use(compression());
  app.use(
    sirv(assetsDir, {
      brotli: true,
      gzip: true,
      etag: true,
      setHeaders: (res, pathname) => {
        res.setHeader(
          'Cache-Control',
          pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        const type = TYPES[path.extname(pathname).toLowerCase()];
        if (type) res.setHeader('Content-Type', type);
      },
    }),
  );
  // A missing file (an old /assets chunk) is a plain 404, not a page (`.data`: a page's loader data).
  app.use((req, res, next) =>
    path.extname(req.path) && !req.path.endsWith('.data')
      ? void res.status(404).type('text').send('Not Found')
      : next(),
  );
  app.all(
    '*splat',
    createRequestHandler({
      build: () => import('virtual:react-router/server-build'),
      getLoadContext: (_req, res) => {
        // A page is drawn for whoever the session cookie names, with a nonce of its own: never reused.
        res.setHeader('Cache-Control', 'no-cache').vary('Cookie');
        const context = new RouterContextProvider();
        context.set(nonceContext, res.locals.nonce as string);
        return context;
      },
    }),
  );
  return app;
}

/** Starts the host; resolves once it listens. */
export async function startClientServer({ port, host = '127.0.0.1' }: { port: number; host?: string }) {
  const server = createClientApp().listen(port, host);
  await once(server, 'listening');
  const actual = (server.address() as AddressInfo).port;
  const close = () => new Promise<void>((done) => (server.close(() => done()), server.closeAllConnections()));
  return { url: `http://localhost:${actual}`, port: actual, close };
}
