import { whenIdleAfterLoad } from './idle';

export const SERVICE_WORKER_URL = '/service-worker.js';

/**
 * Registers the service worker (src/service-worker.ts) once the page has loaded and the browser
 * is idle: its precaching never competes with a first visit. Only in the production build (the
 * dev server has no worker). Returns a cancel function.
 */
export function registerServiceWorker(): () => void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return () => {};
  return whenIdleAfterLoad(() => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((error: unknown) => {
      // Without it the site still works online; only the offline copies are missing.
      console.warn('Service worker not registered', error);
    });
  });
}
