// What the service worker keeps of what a reader read (pages, page data, API answers, photos)
// lives in caches named MEMBER_CACHE_PREFIX…, all of one reader at a time: the client host
// names the reader of every page it draws (VIEWER_HEADER), the worker empties these caches when
// that name changes, and signing out empties them from the page. Both sides share this file.

export const MEMBER_CACHE_PREFIX = 'gc-member-';
/** Whose page this is: an opaque id of the session's member, or 'visitor'. */
export const VIEWER_HEADER = 'X-Viewer';
export const VISITOR = 'visitor';
/** Where the worker remembers whose the member caches are (not itself a member cache). */
export const VIEWER_CACHE = 'gc-viewer';
/** The photo a phone shared into the app (manifest share_target), until Share a Tip takes it. */
export const SHARED_PHOTO_CACHE = 'gc-shared-photo';
export const SHARED_PHOTO_KEY = '/shared-photo';

/**
 * Deletes every cache of what the last reader read (Cache Storage is there in pages and workers
 * alike); with `sharedPhoto`, a photo shared into the app and not yet taken too (signing out).
 * Signing in keeps that photo: a visitor who shared one signs in on the way to Share a Tip.
 */
export async function clearMemberCaches({ sharedPhoto = false } = {}): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(MEMBER_CACHE_PREFIX) || (sharedPhoto && name === SHARED_PHOTO_CACHE))
      .map((name) => caches.delete(name)),
  );
}
