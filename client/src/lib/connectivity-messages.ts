// What the service worker and its pages say about the network (service-worker.ts, lib/online.ts).
// A phone at the allotment often claims a connection that carries nothing (navigator.onLine
// stays true): the worker knows better, since it saw the request fail and answered from its caches.

/** Worker → page: whether the page's last request reached the network. */
export const CONNECTIVITY = 'gc-connectivity';
/** Page → worker: was my own document answered from the caches? */
export const CONNECTIVITY_QUERY = 'gc-connectivity?';

export interface ConnectivityMessage {
  type: typeof CONNECTIVITY;
  online: boolean;
}
