// Serves the built client (client/dist): static files through sirv (the precompressed .br or
// .gz twin the build wrote, chosen by Accept-Encoding, with `Vary: Accept-Encoding`), a year of
// immutable caching for the fingerprinted /assets and revalidation for everything else, the
// SPA fallback to index.html, and helmet's headers with a Content-Security-Policy that allows
// exactly what the client loads. Source maps are never in dist (the build keeps them beside it).
// The public pages are sent with their first paint in the HTML, rendered by the build's
// server-side bundle (client/src/prerender) when there is one; plain index.html otherwise.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sirv from 'sirv';
import { PRERENDER_ENTRY, prerenderDir } from './build-client.mjs';
import { root } from './env.mjs';

// express 5 and helmet are the server workspace's dependencies.
const require = createRequire(path.join(root, 'server', 'package.json'));
const express = require('express');
const helmet = require('helmet');
const compression = require('compression');

/** Fingerprinted build output: the name changes whenever the content does. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, robots.txt, images under stable names): ask before reuse. */
const REVALIDATE = 'no-cache';

/** Where sirv's type table (mrmime) leaves out the charset or the type (fonts, the manifest, svg: it knows). */
const TYPES = {
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.ico': 'image/x-icon',
};

const GOOGLE_APIS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://www.googleapis.com',
];

/** 'sha256-…' sources for the inline scripts of index.html (the theme set before first paint). */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    if (match[1].trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[1]).digest('base64')}'`);
  }
  return hashes;
}

/**
 * The CSP directives for the client.
 * @param {{ apiUrl: string, authEmulatorHost?: string, authDomain?: string, inlineScripts?: string[] }} options
 */
export function cspDirectives({ apiUrl, authEmulatorHost, authDomain, inlineScripts = [] }) {
  const apiOrigin = new URL(apiUrl).origin;
  const emulatorOrigins = authEmulatorHost
    ? [`http://${authEmulatorHost}`, `http://${authEmulatorHost.replace(/^127\.0\.0\.1:/, 'localhost:')}`]
    : [];
  // Auth: the emulator in the local stack, Google's endpoints and the auth domain in production.
  const authConnect = authEmulatorHost ? emulatorOrigins : GOOGLE_APIS;
  const authFrames = authEmulatorHost ? emulatorOrigins : [`https://${authDomain}`];
  return {
    defaultSrc: ["'self'"],
    // Firebase Auth loads Google's iframe library (gapi) for the Google pop-up, in both modes.
    scriptSrc: ["'self'", ...inlineScripts, 'https://apis.google.com'],
    // react-toastify and sweetalert2 inject their stylesheets; swiper sets inline styles.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Tips carry external https image URLs; data: for small inline images.
    imgSrc: ["'self'", apiOrigin, 'https:', 'data:', 'blob:'], // apiOrigin: uploaded photos (GET /uploads/...)
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", apiOrigin, ...authConnect],
    // The Google sign-in helper iframe lives on the auth domain (the emulator's origin locally).
    frameSrc: authFrames,
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // Locally everything is plain http; browsers would otherwise upgrade the API calls.
    upgradeInsecureRequests: authEmulatorHost ? null : [],
  };
}

/**
 * @typedef {{ head: string, body: string, answers: Record<string, unknown>, byCookie?: boolean }} PrerenderedPage
 * @typedef {(href: string, cookieHeader?: string) => Promise<PrerenderedPage | null>} Prerender
 */

/** Text that can sit inside a double-quoted attribute. */
const attribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON that can sit inside a <script> element: no `</script>` (nor `<!--`) can end it early. */
const scriptSafeJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * index.html with a prerendered page in it: the page's markup in #root (the static top bar goes,
 * the real navbar is there), its title, description and largest photo's preload in <head>, its
 * route's styles linked (it paints before any module has run), the loader's API answers for
 * the client, and the modules held back until the page has painted.
 * (Functions as replacements: a `$&` in a tip's title must stay text.)
 * @param {string} template index.html
 * @param {PrerenderedPage} page
 * @param {string[]} styles the route's stylesheets
 * @param {string | null} [location] the page's own address when it answers another (index.html shows it)
 */
export function pageHtml(template, page, styles, location = null) {
  let head = page.head;
  let html = template;
  const title = head.match(/<title>[\s\S]*?<\/title>/)?.[0];
  if (title) {
    html = html.replace(/<title>[\s\S]*?<\/title>/, () => title);
    head = head.replace(title, '');
  }
  const description = head.match(/<meta name="description"[^>]*>/)?.[0];
  if (description) {
    html = html.replace(/<meta name="description"[^>]*>/, () => description);
    head = head.replace(description, '');
  }
  const links = styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  // The app's modules wait in a <template> until the page has painted (index.html's first-paint
  // script puts them in then, at low priority): the page is on screen from the HTML, so its
  // styles and photos have the connection first.
  const modules = [];
  html = html.replace(/<(link rel="modulepreload"|script type="module") ([^>]*>(?:<\/script>)?)/g, (_, tag, rest) => {
    modules.push(`<${tag} fetchpriority="low" ${rest}`);
    return '';
  });
  return html
    .replace(
      '<html lang="en">',
      () => `<html lang="en" data-prerendered${location ? ` data-location="${attribute(location)}"` : ''}>`,
    )
    .replace('</head>', () => `${head}${links}</head>`)
    .replace(/<!-- app-shell[\s\S]*?<!-- \/app-shell -->/, '')
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.body}</div><script type="application/json" id="gc-answers">${scriptSafeJson(page.answers)}</script>` +
        `<template id="gc-app">${modules.join('')}</template>`,
    );
}

/**
 * The build's server-side renderer (client/src/prerender/prerender.tsx: `prerender`,
 * `visitorRedirect`), if it has one; a build without it serves plain index.html.
 */
export async function loadRenderer(distDir) {
  const entry = path.join(prerenderDir(distDir), PRERENDER_ENTRY);
  if (!existsSync(entry)) return undefined;
  return import(pathToFileURL(entry).href);
}

/** A DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port: the API's rule (server/src/http/host.ts). */
const VALID_HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/;

/** A Host header value a URL can be built on (the page's address is built on it): else a 400, never a 500. */
function isValidHost(host) {
  const match = VALID_HOST.exec(host);
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65535);
}

/** The address a request for a page asked for, in full. */
const pageUrl = (req) => new URL(req.originalUrl, `${req.protocol}://${req.get('host')}`).href;

/** Each first-paint page's stylesheets (patterns of the path), as the build listed them. */
function firstPaintStyles(distDir) {
  const file = path.join(distDir, '.vite', 'first-paint.json');
  const styles = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).styles : {};
  const pages = Object.entries(styles).map(([page, files]) => [new RegExp(page), files]);
  return (pathname) => pages.find(([page]) => page.test(pathname))?.[1] ?? [];
}

/**
 * @param {{ distDir: string, apiUrl: string, authEmulatorHost?: string, authDomain?: string, prerender?: Prerender,
 *   visitorRedirect?: (href: string, cookieHeader: string | undefined) => string | null }} options
 * @returns {import('express').Express}
 */
export function createClientApp({ distDir, apiUrl, authEmulatorHost, authDomain, prerender, visitorRedirect }) {
  const indexFile = path.join(distDir, 'index.html');
  const indexHtml = readFileSync(indexFile, 'utf8');
  const app = express();
  app.disable('x-powered-by');
  app.use((req, res, next) =>
    req.headers.host === undefined || isValidHost(req.headers.host)
      ? next()
      : res.status(400).type('text').send('Bad Request: the Host header is not a host name'),
  );
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: cspDirectives({
          apiUrl,
          authEmulatorHost,
          authDomain,
          inlineScripts: inlineScriptHashes(indexHtml),
        }),
      },
      // The Google sign-in pop-up must be able to talk back to this window.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      // Plain http locally: no HSTS there.
      strictTransportSecurity: authEmulatorHost ? false : undefined,
    }),
  );
  // Precompressed twins (.br, .gz) chosen by Accept-Encoding, with `Vary: Accept-Encoding`.
  // `single`: every path without a file extension is a client route and gets index.html
  // (the router decides, its 404 page included); a missing file with an extension, such as
  // an old /assets chunk, falls through to a plain 404 instead of a cached index.html.
  const files = sirv(distDir, {
    brotli: true,
    gzip: true,
    etag: true,
    single: true,
    setHeaders: (res, pathname) => {
      res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
      const type = TYPES[path.extname(pathname).toLowerCase()];
      if (type) res.setHeader('Content-Type', type);
    },
  });
  if (prerender) {
    const stylesOf = firstPaintStyles(distDir);
    // Rendered per request, so compressed per request (the static files have their twins).
    const compress = compression();
    app.use(async (req, res, next) => {
      if (req.method !== 'GET' || path.extname(req.path) !== '' || !req.accepts('html')) return next();
      // A shared member's page (a tip) asked for by a browser no member signed in on is answered
      // with the login screen it would be sent to, whose address index.html's first script puts
      // in the address bar: not the app loaded only to find that nobody is signed in, and not a
      // redirect's extra round trip (that is what is left if the login screen cannot be rendered).
      const asked = pageUrl(req);
      const moved = visitorRedirect?.(asked, req.get('cookie')) ?? null;
      if (moved) {
        res.vary('Cookie');
        res.setHeader('Cache-Control', 'no-store');
      }
      const url = new URL(moved ?? asked, asked);
      const page = await prerender(url.href, req.get('cookie')).catch(() => null);
      if (!page) return moved ? res.redirect(302, moved) : next();
      if (!moved) res.setHeader('Cache-Control', REVALIDATE);
      // A member's shared page, rendered because of the member cookie: a visitor gets the login screen.
      if (page.byCookie) res.vary('Cookie');
      res.type('html');
      compress(req, res, () => res.send(pageHtml(indexHtml, page, stylesOf(url.pathname), moved)));
    });
  }
  app.use((req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? files(req, res, next) : next()));
  app.use((req, res) => res.status(404).type('text').send('Not Found'));
  // A missing asset is a plain 404, never a stack trace.
  app.use((error, req, res, next) => {
    if (res.headersSent) return next(error);
    const status = Number(error.status ?? error.statusCode ?? 500);
    res
      .status(status >= 400 && status < 600 ? status : 500)
      .type('text')
      .send(status === 404 ? 'Not Found' : 'Error');
  });
  return app;
}

/**
 * Starts the client server; resolves once it listens.
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function startClientServer({ port, host, ...options }) {
  // A test may hand its own renderer; otherwise the build's.
  const renderer = options.prerender ? options : await loadRenderer(options.distDir);
  const app = createClientApp({
    ...options,
    prerender: renderer?.prerender,
    visitorRedirect: renderer?.visitorRedirect,
  });
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, (error) => {
      if (error) return reject(error);
      const actual = server.address().port;
      resolve({
        url: `http://localhost:${actual}`,
        port: actual,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections?.();
          }),
      });
    });
    server.once('error', reject);
  });
}
