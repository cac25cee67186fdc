import { uploadUrl } from '@green-circle/contract';

/** What an image address names: an upload's file, something under /uploads that names none, or no upload at all. */
export type UploadAddress = { kind: 'upload'; id: string; name: string; url: string } | { kind: 'broken' } | null;

const ID = /^[0-9a-f]{24}$/;
const NAME = /^([1-9]\d{0,4})x([1-9]\d{0,4})\.webp$/;

/**
 * The one reading of an image address (a tip's image, a profile photo) as an upload, made as
 * loosely as any server or browser could read it, so that no spelling of another member's
 * photo passes for "not an upload": absolute or relative, dot segments resolved, percent-escapes
 * decoded, empty segments and a trailing slash dropped, letters in any case. Express serves
 * `/UPLOADS/<id>/…`, `/uploads/%61…/…` and `/uploads/<id>/<name>/` as the same file. Whatever
 * lies under /uploads but names no file is `broken` (refused, never taken for an outside image).
 */
export function parseUploadAddress(address: string): UploadAddress {
  let pathname: string;
  try {
    pathname = new URL(address, 'https://image.invalid').pathname;
  } catch {
    return null;
  }
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: no route decodes it either; read the path as written.
  }
  const segments = decoded
    .toLowerCase()
    .split(/[/\\]/)
    .filter((segment) => segment !== '');
  if (segments[0] !== 'uploads') return null;
  const [, id = '', name = '', ...rest] = segments;
  const size = NAME.exec(name);
  if (!ID.test(id) || size === null || rest.length > 0) return { kind: 'broken' };
  return { kind: 'upload', id, name, url: uploadUrl(id, Number(size[1]), Number(size[2])) };
}
