import exifr from 'exifr';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { UPLOAD_FORMATS, UPLOAD_LIMITS, largestSize, uploadVariants } from '@green-circle/contract';
import { AppError } from '../../http/errors';
import type { UploadFile } from '../../store/store';

export const NOT_AN_ACCEPTED_IMAGE = `Upload a photo as ${UPLOAD_FORMATS.slice(0, -1).join(', ')} or ${UPLOAD_FORMATS.at(-1)}`;

export interface ProcessedImage {
  /** The largest variant's size (after orientation). */
  width: number;
  height: number;
  files: UploadFile[];
  /** The photo's own date (EXIF DateTimeOriginal or CreateDate) as an ISO string, when it had one. */
  takenAt: string | null;
}

/** What sharp's header read tells us, or a 415 when the bytes are no image we take. */
async function readHeader(input: Buffer) {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError(415, `${NOT_AN_ACCEPTED_IMAGE}; this file is not an image`);
  }
  const { format, compression } = meta;
  if (format === 'svg') throw new AppError(415, `${NOT_AN_ACCEPTED_IMAGE}; SVG drawings are not accepted`);
  if (format === 'heif' && compression !== 'av1') {
    throw new AppError(
      415,
      `${NOT_AN_ACCEPTED_IMAGE}; HEIC photos are not accepted (set the camera to "Most compatible", or export as JPEG)`,
    );
  }
  if (!['jpeg', 'png', 'webp', 'gif', 'heif'].includes(format)) {
    throw new AppError(415, `${NOT_AN_ACCEPTED_IMAGE}; this file is ${String(format).toUpperCase()}`);
  }
  const frameHeight = meta.pageHeight ?? meta.height;
  if (!meta.width || !frameHeight) throw new AppError(415, `${NOT_AN_ACCEPTED_IMAGE}; this image has no size`);
  if (meta.width * frameHeight > UPLOAD_LIMITS.maxPixels) {
    throw new AppError(
      413,
      `The photo is ${Math.round((meta.width * frameHeight) / 1e6)} megapixels; at most ${UPLOAD_LIMITS.maxPixels / 1e6} are accepted`,
    );
  }
  const swap = (meta.orientation ?? 1) >= 5;
  return { width: swap ? frameHeight : meta.width, height: swap ? meta.width : frameHeight };
}

async function readTakenAt(input: Buffer): Promise<string | null> {
  try {
    const tags = (await exifr.parse(input, { pick: ['DateTimeOriginal', 'CreateDate'] })) as
      { DateTimeOriginal?: unknown; CreateDate?: unknown } | undefined;
    const date = tags?.DateTimeOriginal ?? tags?.CreateDate;
    return date instanceof Date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
  } catch {
    return null;
  }
}

/**
 * Checks the bytes and re-encodes the pixels: orientation applied, first frame only, every
 * variant WebP with no metadata at all (sharp writes none unless asked), never upscaled.
 * The decode happens once, to the largest variant's size; the smaller ones come from it.
 * sharp works on libuv's thread pool, so the event loop stays free meanwhile.
 */
export async function processImage(id: string, input: Buffer): Promise<ProcessedImage> {
  const oriented = await readHeader(input);
  const takenAt = await readTakenAt(input);
  const largest = largestSize(oriented.width, oriented.height);
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await sharp(input, { limitInputPixels: UPLOAD_LIMITS.maxPixels, pages: 1 })
      .autoOrient()
      .resize(largest.width, largest.height, { fit: 'fill' })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError(415, `${NOT_AN_ACCEPTED_IMAGE}; this image could not be read (is it damaged?)`);
  }
  const raw = { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels };
  const files: UploadFile[] = [];
  for (const variant of uploadVariants(id, raw.width, raw.height)) {
    const data = await sharp(pixels.data, { raw })
      .resize(variant.width, variant.height, { fit: 'fill' })
      .webp({ quality: 80, effort: 4 })
      .toBuffer();
    files.push({
      name: variant.url.slice(variant.url.lastIndexOf('/') + 1),
      width: variant.width,
      height: variant.height,
      data,
    });
  }
  return { width: raw.width, height: raw.height, files, takenAt };
}
