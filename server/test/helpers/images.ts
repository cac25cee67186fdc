import sharp from 'sharp';

/**
 * A real camera-like JPEG: `width`×`height` as stored, EXIF orientation 6 (the camera was turned,
 * so the picture shows rotated 90° clockwise), GPS position, camera make/model, serial number and
 * a taken-date. The left quarter (as stored) is blue, the rest red: after orientation the blue
 * strip is at the top.
 */
export async function cameraJpeg(width = 1600, height = 1200, quality = 85): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 220, g: 30, b: 30 } } })
    .composite([
      {
        input: { create: { width: Math.round(width / 4), height, channels: 3, background: { r: 0, g: 0, b: 255 } } },
        left: 0,
        top: 0,
      },
    ])
    .jpeg({ quality })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Canon', Model: 'EOS 5D Mark IV', Software: 'Firmware 1.2' },
      IFD2: { DateTimeOriginal: '2024:05:19 14:00:00', BodySerialNumber: 'SN-0042-SECRET' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .toBuffer();
}

/** A noisy (hard to compress) photo-sized JPEG, e.g. 4000×3000 = 12 megapixels. */
export async function noisyJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

export const plainImage = (format: 'png' | 'webp' | 'avif' | 'gif', width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 160, b: 60 } } })
    .toFormat(format)
    .toBuffer();

/** A two-frame animated GIF, 64×48: a green frame, then a red one. */
export async function animatedGif(): Promise<Buffer> {
  const frame = (r: number, g: number) =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g, b: 0 } } })
      .png()
      .toBuffer();
  return sharp([await frame(0, 200), await frame(200, 0)], { join: { animated: true } })
    .gif()
    .toBuffer();
}

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
);

/** The first bytes of an iPhone HEIC (ftyp box, brand heic): no decoder here reads it. */
export const HEIC_HEADER = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypheic'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('mif1heic'),
  Buffer.alloc(4000, 7),
]);
