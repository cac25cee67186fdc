import { useSyncExternalStore } from 'react';
import { CONNECTIVITY, CONNECTIVITY_QUERY, type ConnectivityMessage } from './connectivity-messages';

// Offline is either the browser's word (navigator.onLine) or the service worker's: it answered
// this page, or one of its reads, from its caches because the network failed.
let workerSaysOffline = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

function listenToWorker() {
  const worker = navigator.serviceWorker;
  if (!worker) return;
  worker.addEventListener('message', (event: MessageEvent<Partial<ConnectivityMessage>>) => {
    if (event.data?.type !== CONNECTIVITY) return;
    workerSaysOffline = !event.data.online;
    changed();
  });
  worker.controller?.postMessage({ type: CONNECTIVITY_QUERY });
}

function subscribe(onChange: () => void) {
  if (listeners.size === 0) listenToWorker();
  listeners.add(onChange);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the network is there. True on the server and while React takes over its page (that
 * page was drawn online); the browser's and the service worker's answer right after.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine && !workerSaysOffline,
    () => true,
  );
}
