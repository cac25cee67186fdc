// Compiles the API for `npm run api` (what a deployment runs; no TypeScript compiler at run
// time): server/dist/main.js, and server/dist/image-worker.js, the photo worker that
// main.js forks (features/uploads/image-pool.ts finds it beside itself). The workspace contract
// package is bundled in (it ships TypeScript); every other dependency stays an import from
// node_modules. The files are built aside and then renamed into dist/, one by one, so a
// process starting meanwhile (another test, a deployment) reads whole files.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dependencies } = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@green-circle/'));
const dist = path.join(here, 'dist');

mkdirSync(dist, { recursive: true });
const aside = mkdtempSync(path.join(dist, '.build-'));
try {
  await build({
    entryPoints: {
      main: path.join(here, 'src/main.ts'),
      'image-worker': path.join(here, 'src/features/uploads/image-worker.ts'),
    },
    outdir: aside,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    external: [...external, ...external.map((name) => `${name}/*`)],
    sourcemap: true,
    logLevel: 'warning',
  });
  // The maps first: a reader that sees the new code finds its map.
  const files = readdirSync(aside).sort((a, b) => Number(b.endsWith('.map')) - Number(a.endsWith('.map')));
  for (const file of files) renameSync(path.join(aside, file), path.join(dist, file));
} finally {
  rmSync(aside, { recursive: true, force: true });
}
console.log('Built server/dist/main.js and server/dist/image-worker.js');
