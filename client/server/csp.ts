import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ClientEnv } from '@green-circle/contract/env';
import { THEME_SCRIPT } from '../src/lib/theme-script';

/** The build's settings the policy names: the API, the Auth emulator's host:port locally (else Google's), the auth domain. */
type CspOptions = Pick<ClientEnv, 'VITE_API_URL' | 'VITE_FIREBASE_AUTH_EMULATOR_HOST' | 'VITE_FIREBASE_AUTH_DOMAIN'>;

const GOOGLE_APIS = ['identitytoolkit', 'securetoken', 'www'].map((name) => `https://${name}.googleapis.com`);
const THEME_HASH = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;

/** A request's nonce, or a function helmet asks for it on each request. */
type Nonce = string | ((req: IncomingMessage, res: ServerResponse) => string);

/**
 * Exactly what the client loads: itself, the API, Firebase Auth (the emulator locally), https
 * images. The service worker (/service-worker.js) fetches the images the page showed, so its own
 * policy lets it connect wherever the page may load an image from.
 */
export function cspDirectives<N extends Nonce>(nonce: N, options: CspOptions, path = '') {
  // A string for a string (the e2e suite reads the policy as strings), a function for a function.
  const nonceSource = (
    typeof nonce === 'string'
      ? `'nonce-${nonce}'`
      : (req: IncomingMessage, res: ServerResponse) => `'nonce-${nonce(req, res)}'`
  ) as N extends string ? string : Exclude<Nonce, string>;
  const emulator = options.VITE_FIREBASE_AUTH_EMULATOR_HOST;
  const local = emulator ? [`http://${emulator}`, `http://${emulator.replace(/^127\.0\.0\.1:/, 'localhost:')}`] : [];
  const api = new URL(options.VITE_API_URL).origin;
  const images = ["'self'", api, 'https:'];
  return {
    defaultSrc: ["'self'"],
    // React Router's inline scripts by nonce, the theme's by hash; Google's iframe library (gapi)
    // for Firebase Auth's Google pop-up.
    scriptSrc: ["'self'", nonceSource, THEME_HASH, 'https://apis.google.com'],
    // react-toastify and sweetalert2 inject their stylesheets; swiper sets inline styles.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: [...images, 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: [
      ...new Set([
        "'self'",
        api,
        ...(emulator ? local : GOOGLE_APIS),
        ...(path === '/service-worker.js' ? images : []),
      ]),
    ],
    frameSrc: emulator ? local : [`https://${options.VITE_FIREBASE_AUTH_DOMAIN}`],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    // Locally everything is plain http; browsers would otherwise upgrade the API calls.
    upgradeInsecureRequests: emulator ? null : [],
  };
}
