import { parseUploadUrl, uploadVariants } from '@green-circle/contract/uploads';
import { env } from '../config/env';

export interface ImageSource {
  src: string;
  /** Only for photos uploaded to the API: every width it keeps. */
  srcSet?: string;
  /** The picture's own size (uploads), so the box is reserved before it loads. */
  width?: number;
  height?: number;
}

/** Where an upload path (/uploads/...) lives: on the API's origin. */
export const apiAssetUrl = (path: string) => new URL(path, env.VITE_API_URL).href;

/** The upload path of an address: a bare /uploads/... path, or an absolute URL whose path is one. */
function uploadPathOf(src: string): { origin: string; path: string } | null {
  if (src.startsWith('/uploads/')) return { origin: new URL(env.VITE_API_URL).origin, path: src };
  try {
    const url = new URL(src);
    return url.pathname.startsWith('/uploads/') && !url.search ? { origin: url.origin, path: url.pathname } : null;
  } catch {
    return null;
  }
}

/**
 * What an <img> needs to show an image address: uploads get their API address, a srcset of
 * every width the API keeps, and their size; any other address is used as it is.
 */
export function imageSource(src: string): ImageSource {
  const upload = uploadPathOf(src);
  const parsed = upload ? parseUploadUrl(upload.path) : null;
  if (!upload || !parsed) return { src };
  const variants = uploadVariants(parsed.id, parsed.width, parsed.height);
  return {
    src: `${upload.origin}${upload.path}`,
    srcSet: variants.map((variant) => `${upload.origin}${variant.url} ${variant.width}w`).join(', '),
    width: parsed.width,
    height: parsed.height,
  };
}
