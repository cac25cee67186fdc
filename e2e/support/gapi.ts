import { readFileSync } from 'node:fs';
import type { BrowserContext } from '@playwright/test';

const shim = readFileSync(new URL('./gapi-shim.js', import.meta.url), 'utf8');
const isLocal = (url: URL) => url.hostname === 'localhost' || url.hostname === '127.0.0.1';

/**
 * Keeps every test offline and hermetic: Google's gapi loader (needed by the Google pop-up
 * sign-in) is answered with a local stand-in, and every other non-local request (the
 * emulator pop-up's web fonts and stylesheet) fails at once instead of timing out.
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
