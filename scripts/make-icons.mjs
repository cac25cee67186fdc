// The install icons of the web app manifest, drawn from the logo (client/public/images/logo.svg).
// Run after changing the logo: `node scripts/make-icons.mjs`; the PNGs are committed, so a
// build needs no image tooling.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const logo = fileURLToPath(new URL('../client/public/images/logo.svg', import.meta.url));
const out = fileURLToPath(new URL('../client/public/images/icons/', import.meta.url));
// The light theme's primary colour (client/src/index.css): the logo's own disc, so a
// maskable icon cut to any shape still reads as the logo.
const PRIMARY = '#2e6b38';

mkdirSync(out, { recursive: true });
const render = (size) =>
  sharp(logo, { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png();

for (const size of [192, 512]) await render(size).toFile(`${out}icon-${size}.png`);
await render(180).flatten({ background: PRIMARY }).toFile(`${out}apple-touch-icon.png`);
// Maskable: the platform may crop to a circle of 80% of the side; the logo sits inside that safe zone.
for (const size of [192, 512]) {
  const inner = Math.round(size * 0.72);
  await sharp({ create: { width: size, height: size, channels: 4, background: PRIMARY } })
    .composite([{ input: await render(inner).toBuffer(), gravity: 'centre' }])
    .png()
    .toFile(`${out}maskable-${size}.png`);
}
console.log(`icons written to ${out}`);
