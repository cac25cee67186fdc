import { readFileSync } from 'node:fs';
import type { BrowserContext } from '@playwright/test';

const shim = readFileSync(new URL('./gapi-shim.js', import.meta.url), 'utf8');
const isLocal = (url: URL) => url.hostname === 'localhost' || url.hostname === '127.0.0.1';

/**
 * For the Google pop-up sign-in's tests only (`open(url, { google: true })`): Google's gapi
 * loader, which the pop-up needs, is answered with a local stand-in, and every other non-local
 * request fails at once. Other contexts have no route: Chromium resolves no host but this
 * machine's (CHROMIUM_ARGS), and a route would turn off its HTTP cache.
 */
export async function routeGoogleApis(context: BrowserContext) {
  await context.route(
    (url) => !isLocal(url) && url.protocol.startsWith('http'),
    (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === 'apis.google.com' && url.pathname === '/js/api.js') {
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: shim });
      }
      return route.abort('internetdisconnected');
    },
  );
}
