/// <reference lib="webworker" />
// The service worker (built by vite-plugin-pwa's injectManifest from this file): the app's
// shell precached; what the reader read kept in member caches, one reader at a time
// (lib/member-caches.ts), served when the network is not there; a photo shared from the
// phone's gallery handed to Share a Tip.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core/types';
import { CONNECTIVITY, CONNECTIVITY_QUERY, type ConnectivityMessage } from './lib/connectivity-messages';
import {
  clearMemberCaches,
  MEMBER_CACHE_PREFIX,
  SHARED_PHOTO_CACHE,
  SHARED_PHOTO_KEY,
  VIEWER_CACHE,
  VIEWER_HEADER,
} from './lib/member-caches';

declare let self: ServiceWorkerGlobalScope;

const API_ORIGIN = new URL(import.meta.env.VITE_API_URL).origin;
// The offline page in the device's language (issue 39): a worker reads no cookie, so the choice
// made on the site is not known here; the browser's own language is.
const OFFLINE_PAGE = self.navigator.language.toLowerCase().startsWith('es') ? '/offline.es.html' : '/offline.html';
// As long as a session lasts (lib/session.server.ts): nothing kept outlives the sign-in it was read under.
const FORTNIGHT_S = 14 * 24 * 60 * 60;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A new version waits until no page of the old one is open (the default): an open page never
// loses the files it was built with; the next visit gets the new one.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.registration.navigationPreload?.enable());
});

/** Empties the member caches when a page names a reader other than the one they were filled for. */
async function noteViewer(viewer: string) {
  const meta = await caches.open(VIEWER_CACHE);
  const known = await (await meta.match('/viewer'))?.text();
  if (known === viewer) return;
  await clearMemberCaches();
  await meta.put('/viewer', new Response(viewer));
}

// The pages whose last request to the network failed (lib/connectivity-messages.ts): a page
// answered from the caches asks about itself once it runs; a page already running is told.
const offlineClients = new Set<string>();

function noteConnectivity(event: ExtendableEvent, online: boolean) {
  const fetchEvent = event as FetchEvent;
  const id = fetchEvent.resultingClientId || fetchEvent.clientId;
  if (!id || offlineClients.has(id) === !online) return;
  if (online) offlineClients.delete(id);
  else offlineClients.add(id);
  const message: ConnectivityMessage = { type: CONNECTIVITY, online };
  void self.clients.get(id).then((client) => client?.postMessage(message));
}

// Every answer from the network passes cacheWillUpdate (a navigation preload's too, which skips
// fetchDidSucceed): the page is online, and the answer names its reader. A NetworkFirst cache is
// read only when the network failed: the page is offline.
const networkPlugin: WorkboxPlugin = {
  cacheWillUpdate: async ({ event, response }) => {
    noteConnectivity(event, true);
    const viewer = response.headers.get(VIEWER_HEADER);
    if (viewer) await noteViewer(viewer);
    return response;
  },
  cachedResponseWillBeUsed: async ({ event, cachedResponse }) => {
    if (cachedResponse) noteConnectivity(event, false);
    return cachedResponse;
  },
  handlerDidError: async ({ event }) => {
    noteConnectivity(event, false);
    return undefined;
  },
};

self.addEventListener('message', (event) => {
  const source = event.source;
  if ((event.data as { type?: string } | null)?.type !== CONNECTIVITY_QUERY || !(source instanceof Client)) return;
  const message: ConnectivityMessage = { type: CONNECTIVITY, online: !offlineClients.has(source.id) };
  source.postMessage(message);
});

/** A member cache's settings: answers with these statuses, at most `maxEntries`, none older than a session. */
function kept(name: string, maxEntries: number, { statuses = [200], networkFirst = true } = {}) {
  return {
    cacheName: `${MEMBER_CACHE_PREFIX}${name}`,
    // A page is drawn for one session (`Vary: Cookie`): the reader is told apart by the viewer instead.
    matchOptions: { ignoreVary: true },
    plugins: [
      ...(networkFirst ? [networkPlugin] : []),
      new CacheableResponsePlugin({ statuses }),
      new ExpirationPlugin({ maxEntries, maxAgeSeconds: FORTNIGHT_S, purgeOnQuotaError: true }),
    ],
  };
}

// Pages and their loaders' data (React Router's `.data`): the network's answer, else the last one.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin,
  new NetworkFirst(kept('pages', 60)),
);
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.endsWith('.data'),
  new NetworkFirst(kept('data', 120)),
);
// React Router's list of every route (react-router.config.ts), a file named by its version that
// the build writes after the precache list is made: kept as it is first loaded through the worker,
// for a page read again offline to start. It names no reader, so it is kept apart.
registerRoute(
  ({ url }) => url.origin === self.location.origin && /^\/assets\/manifest-[0-9a-f]+\.js$/.test(url.pathname),
  new CacheFirst({
    cacheName: 'gc-routes',
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 4 })],
  }),
);
// The API's reads from the browser (a navigation's loaders): the same.
registerRoute(
  ({ url }) => url.origin === API_ORIGIN && !url.pathname.startsWith('/uploads/'),
  new NetworkFirst(kept('api', 200)),
);
// Photos at the size they were shown (each srcset width is its own address); other sites' photos are opaque.
registerRoute(
  ({ request }) => request.destination === 'image',
  new CacheFirst(kept('images', 300, { statuses: [0, 200], networkFirst: false })),
);

// Offline with nothing kept for the address: one calm page instead of the browser's error.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});

// A photo shared from the phone's gallery (manifest share_target): kept until Share a Tip takes it.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === '/share-target',
  async ({ request }) => {
    const form = await request.formData();
    const photo = form.get('photo');
    const cache = await caches.open(SHARED_PHOTO_CACHE);
    await cache.delete(SHARED_PHOTO_KEY);
    if (photo instanceof File && photo.size > 0) {
      const headers = {
        'Content-Type': photo.type || 'application/octet-stream',
        'X-File-Name': encodeURIComponent(photo.name),
      };
      await cache.put(SHARED_PHOTO_KEY, new Response(photo, { headers }));
    }
    return Response.redirect('/gardentip?shared=1', 303);
  },
  'POST',
);
