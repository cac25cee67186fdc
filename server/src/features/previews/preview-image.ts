import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import sharp, { type Sharp } from 'sharp';
import { parseUploadUrl } from '@green-circle/contract';
import { REPO_ROOT } from '../../config';
import type { Store } from '../../store/store';

/** What link previews show best (Open Graph's and X's large card): 1200×630. */
export const PREVIEW = { width: 1200, height: 630 } as const;
const BRAND = '#2e6b38';
const LOGO = '/images/logo.svg';
/** The pictures the client ships (the seeded tips' and gardeners'), kept beside the client's code. */
const BUNDLED_DIR = path.join(REPO_ROOT, 'client', 'public');
const BUNDLED = /^\/images\/[a-z0-9-]+(\/[a-z0-9-]+)*\.svg$/;

/**
 * The bytes of a picture a tip or profile names, when it is ours: an upload (its largest
 * variant, already re-encoded by the API) or one of the client's bundled SVGs. Anything else
 * (another site's address) is not fetched: the API never calls an address a member typed.
 */
async function ownPicture(
  store: Store,
  image: string | null | undefined,
  publicApiUrl: string,
): Promise<Buffer | null> {
  if (!image) return null;
  const address = URL.parse(image, publicApiUrl);
  if (!address || (address.origin !== new URL(publicApiUrl).origin && !image.startsWith('/'))) return null;
  const upload = parseUploadUrl(address.pathname);
  if (upload) {
    const file = await store.openUploadFile(upload.id, `${upload.width}x${upload.height}.webp`);
    return file && buffer(file.stream);
  }
  if (image.startsWith('/') && BUNDLED.test(address.pathname)) {
    return readFile(path.join(BUNDLED_DIR, address.pathname)).catch(() => null);
  }
  return null;
}

const background = () => sharp({ create: { ...PREVIEW, channels: 3, background: BRAND } });

/** The picture filling the card (cut to 1200×630 from its middle); SVGs drawn sharp, on white. */
const filled = (picture: Buffer) =>
  sharp(picture, { density: 144 })
    .resize({ ...PREVIEW, fit: 'cover' })
    .flatten({ background: '#ffffff' });

/** The picture as a round portrait in the middle of the brand's green. */
async function portrait(picture: Buffer) {
  const size = 440;
  const circle = Buffer.from(
    `<svg width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}"/></svg>`,
  );
  const round = await sharp(picture, { density: 144 })
    .resize({ width: size, height: size, fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .composite([{ input: circle, blend: 'dest-in' }])
    .png()
    .toBuffer();
  return background().composite([{ input: round, gravity: 'centre' }]);
}

const jpeg = (image: Sharp) => image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();

/**
 * A 1200×630 JPEG for a tip (its photo across the card) or a gardener (their photo as a round
 * portrait). A picture that is not ours, missing or undecodable gives the site's logo on its
 * green instead: a preview never fails for what a member put in a field.
 */
export async function renderPreview(
  store: Store,
  kind: 'tip' | 'gardener',
  image: string | null | undefined,
  publicApiUrl: string,
): Promise<Buffer> {
  const picture = await ownPicture(store, image, publicApiUrl).catch(() => null);
  if (picture) {
    try {
      return await jpeg(kind === 'tip' ? filled(picture) : await portrait(picture));
    } catch {
      // Not decodable: the fallback below.
    }
  }
  const logo = await readFile(path.join(BUNDLED_DIR, LOGO)).catch(() => null);
  try {
    if (logo) return await jpeg(await portrait(logo));
  } catch {
    // The plain card below.
  }
  return jpeg(background());
}
