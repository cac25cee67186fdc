import { SHARED_PHOTO_CACHE, SHARED_PHOTO_KEY } from './member-caches';

/** The query Share a Tip is opened with after a photo was shared into the app (service-worker.ts). */
export const SHARED_QUERY = 'shared';

/**
 * Takes the photo a phone shared into the app (the manifest's share_target; the service worker
 * kept it): once, so a reload does not bring it back. Null when there is none.
 */
export async function takeSharedPhoto(): Promise<File | null> {
  if (typeof caches === 'undefined') return null;
  const cache = await caches.open(SHARED_PHOTO_CACHE);
  const kept = await cache.match(SHARED_PHOTO_KEY);
  if (!kept) return null;
  await cache.delete(SHARED_PHOTO_KEY);
  const blob = await kept.blob();
  const name = decodeURIComponent(kept.headers.get('X-File-Name') ?? 'shared-photo');
  return new File([blob], name, { type: blob.type || kept.headers.get('Content-Type') || '' });
}
