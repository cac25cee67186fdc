import { parseUploadUrl } from '@green-circle/contract';
import { AppError } from '../../http/errors';
import type { Store, Upload } from '../../store/store';

/** The upload path inside an address: a bare /uploads/... path, or an absolute URL whose path is one. */
function uploadPathOf(url: string): string {
  if (url.startsWith('/')) return url;
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
}

/**
 * The upload an image address points to, checked for attaching: null when the address is not an
 * upload; a 400 when the upload does not exist (or that size is not one of its files); a 403 when
 * someone else uploaded it.
 */
export async function uploadOfUrl(store: Store, url: string, uid: string, field: string): Promise<Upload | null> {
  const parsed = parseUploadUrl(uploadPathOf(url));
  if (parsed === null) return null;
  const upload = await store.getUpload(parsed.id);
  const name = `${parsed.width}x${parsed.height}.webp`;
  if (upload === null || !upload.files.some((file) => file.name === name)) {
    throw new AppError(400, 'This photo is not uploaded (or was removed); upload it again', [
      { field, message: 'This photo is not uploaded; upload it again' },
    ]);
  }
  if (upload.ownerUid !== uid) {
    throw new AppError(403, 'You can only use photos you uploaded yourself', [{ field, message: 'Not your photo' }]);
  }
  return upload;
}

/** The upload id of an image address, if it is one. */
export const uploadIdOf = (url: string | undefined) =>
  url === undefined ? null : (parseUploadUrl(uploadPathOf(url))?.id ?? null);

/** Removes an upload's files unless a tip or its owner's profile still uses it. Never fails the caller's request. */
export async function releaseUpload(store: Store, id: string | null): Promise<void> {
  if (id === null) return;
  try {
    await store.deleteUploadIfUnused(id);
  } catch {
    // The sweep retries whatever is left attached to nothing.
  }
}
