// Photo uploads (POST /uploads): limits, and the shape of an upload's addresses. Zod-free, so
// the client's image component can build a srcset from a tip's `image` on the first paint.

export const UPLOAD_LIMITS = {
  /** The file part's bytes; more is 413 and the rest of the body is not read. */
  maxBytes: 10 * 1024 * 1024,
  /** Decoded pixels (width × height of the first frame), checked from the header before decoding. */
  maxPixels: 40_000_000,
  /** The largest variant's long edge. */
  maxEdge: 2048,
  /** The smaller variants' widths (only those narrower than the largest; never upscaled). */
  widths: [320, 640, 1280],
  /** An upload attached to no tip and no profile is swept after this long. */
  unattachedMs: 24 * 60 * 60 * 1000,
} as const;

/** The formats POST /uploads accepts, recognised from the bytes. */
export const UPLOAD_FORMATS = ['JPEG', 'PNG', 'WebP', 'AVIF', 'GIF'] as const;

/** The multipart field that carries the file. */
export const UPLOAD_FIELD = 'image';

export interface UploadVariant {
  width: number;
  height: number;
  url: string;
}

/** The 201 body of POST /uploads. `url` is the largest variant; `takenAt` is the photo's own date, when it had one. */
export interface UploadResult {
  id: string;
  url: string;
  width: number;
  height: number;
  variants: UploadVariant[];
  takenAt: string | null;
}

/** `/uploads/<24-hex id>/<width>x<height>.webp`: an upload's address on the API's origin. */
export const UPLOAD_PATH = /^\/uploads\/([0-9a-f]{24})\/([1-9]\d{0,4})x([1-9]\d{0,4})\.webp$/;

export const uploadUrl = (id: string, width: number, height: number) => `/uploads/${id}/${width}x${height}.webp`;

/** The id and size of an upload address (the largest variant), or null when it is not one. */
export function parseUploadUrl(url: string): { id: string; width: number; height: number } | null {
  const match = UPLOAD_PATH.exec(url);
  if (!match) return null;
  return { id: match[1]!, width: Number(match[2]), height: Number(match[3]) };
}

/** The size of the largest variant of a (width × height) picture: long edge at most maxEdge, never upscaled. */
export function largestSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, UPLOAD_LIMITS.maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Every variant of an upload whose largest variant is (width × height), narrowest first. The
 * server names its files with it and the client builds srcset with it, so both always agree.
 */
export function uploadVariants(id: string, width: number, height: number): UploadVariant[] {
  const sizes: { width: number; height: number }[] = UPLOAD_LIMITS.widths
    .filter((w) => w < width)
    .map((w) => ({ width: w, height: Math.max(1, Math.round((height * w) / width)) }));
  sizes.push({ width, height });
  return sizes.map((size) => ({ ...size, url: uploadUrl(id, size.width, size.height) }));
}
