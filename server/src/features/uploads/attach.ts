import type { Photo } from '@green-circle/contract';
import { MESSAGES } from '@green-circle/contract/messages';
import { PHOTO_MESSAGES } from '@green-circle/contract/photo-texts';
import { AppError } from '../../http/errors';
import type { Store, Upload } from '../../store/store';
import { parseUploadAddress } from './upload-address';

const notUploaded = (field: string) =>
  new AppError(400, 'This photo is not uploaded (or was removed); upload it again', [
    { field, message: PHOTO_MESSAGES.notUploaded },
  ]);

/**
 * The upload an image address points to, checked for attaching: null when the address is not an
 * upload; a 400 when the upload does not exist (or that size is not one of its files); a 403 when
 * someone else uploaded it. The check is on the upload's id, however the address spells it
 * (upload-address.ts); `url` is the address in its one canonical spelling, to store.
 */
export async function uploadOfUrl(
  store: Store,
  url: string,
  uid: string,
  field: string,
): Promise<(Upload & { url: string }) | null> {
  const address = parseUploadAddress(url);
  if (address === null) return null;
  if (address.kind === 'broken') throw notUploaded(field);
  const upload = await store.getUpload(address.id);
  if (upload === null || !upload.files.some((file) => file.name === address.name)) throw notUploaded(field);
  if (upload.ownerUid !== uid) {
    throw new AppError(403, MESSAGES.onlyOwnPhotos, [{ field, message: MESSAGES.notYourPhoto }]);
  }
  return { ...upload, url: address.url };
}

/** The upload id of an image address, if it is one. */
export function uploadIdOf(url: string | undefined): string | null {
  const address = url === undefined ? null : parseUploadAddress(url);
  return address?.kind === 'upload' ? address.id : null;
}

/** Removes an upload's files unless a tip or its owner's profile still uses it. Never fails the caller's request. */
export async function releaseUpload(store: Store, id: string | null): Promise<void> {
  if (id === null) return;
  try {
    await store.deleteUploadIfUnused(id);
  } catch {
    // The sweep retries whatever is left attached to nothing.
  }
}

/**
 * Each photo one of the member's own uploads, in its one spelling (a question's, an answer's, a
 * tip's). A refusal names the field as the request spelled it: `photos.1.url` of a list named
 * `photos`, `photo.url` of a single `photo` (an answer's).
 */
export async function ownPhotos(
  store: Store,
  photos: readonly Photo[],
  uid: string,
  field: 'photos' | 'photo',
): Promise<Photo[]> {
  const checked: Photo[] = [];
  for (const [index, photo] of photos.entries()) {
    const upload = await uploadOfUrl(store, photo.url, uid, field === 'photos' ? `photos.${index}.url` : 'photo.url');
    checked.push({ url: upload?.url ?? photo.url, alt: photo.alt });
  }
  return checked;
}
