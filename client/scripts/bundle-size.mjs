#!/usr/bin/env node
// Builds the client and reports the gzip size of the JavaScript that `/` runs to become the
// app: index.html's module script and modulepreloads, plus the lazy chunks of the routes
// matched at '/' (the main layout and home) with their static imports. The page itself is sent
// rendered in the HTML and paints before any of it (what arrives before the first paint is
// measured in a throttled browser by `npm run bench:web`). It is a report: it always exits 0.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROUTE_MODULES = ['src/app/layouts/main-layout.tsx', 'src/routes/home.tsx'];
// Modules that must never be on that path (issue 9): the zod contract and the Firebase SDK.
const FORBIDDEN = [
  /node_modules\/zod\//,
  /contract\/src\/(fields|tip|gardener|user|auth|stats|problem)\.ts$/,
  /node_modules\/(@firebase|firebase)\//,
];

const clientDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = mkdtempSync(join(tmpdir(), 'green-circle-bundle-'));

console.log(`Building the client into ${outDir} ...`);
const vite = resolveVite();
execFileSync(
  process.execPath,
  [vite, 'build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
  {
    cwd: clientDir,
    stdio: 'inherit',
  },
);

const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
const html = readFileSync(join(outDir, 'index.html'), 'utf8');

/** file -> why it is loaded */
const files = new Map();
const add = (file, why) => {
  if (file.endsWith('.js') && !files.has(file)) files.set(file, why);
};

// 1. What index.html itself loads: its module script and modulepreloads.
for (const [, src] of html.matchAll(/<script[^>]*type="module"[^>]*src="\/?([^"]+)"/g)) add(src, 'index.html script');
for (const [, href] of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/?([^"]+)"/g))
  add(href, 'index.html modulepreload');

// 2. The lazy route modules matched at '/', with everything they import statically.
const visit = (key, why, seen = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  add(chunk.file, why);
  for (const imported of chunk.imports ?? []) visit(imported, why, seen);
};
visit('index.html', 'entry');
for (const key of ROUTE_MODULES) {
  if (!manifest[key]) console.warn(`warning: ${key} is not in the manifest (is it still a lazy route?)`);
  visit(key, key);
}

let total = 0;
const rows = [...files].map(([file, why]) => {
  const gzip = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
  total += gzip;
  return { file, why, gzip };
});
rows.sort((a, b) => b.gzip - a.gzip);

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
console.log('\nJavaScript / runs to become the app, after the HTML has painted (gzip):');
for (const row of rows) console.log(`  ${kb(row.gzip).padStart(10)}  ${row.file}  (${row.why})`);
console.log(`  ${'-'.repeat(10)}`);
console.log(`  ${kb(total).padStart(10)}  total`);

// What those files are made of (the build keeps their source maps beside outDir): the zod
// contract and the Firebase SDK must not be among them.
const mapsDir = `${outDir}-sourcemaps`;
const offenders = [];
for (const file of files.keys()) {
  let sources = [];
  try {
    sources = JSON.parse(readFileSync(join(mapsDir, `${file}.map`), 'utf8')).sources;
  } catch {
    console.warn(`warning: no source map for ${file}; its modules were not checked`);
  }
  for (const source of sources) {
    if (FORBIDDEN.some((pattern) => pattern.test(source)))
      offenders.push(`${file}: ${source.replace(/^(\.\.\/)+/, '')}`);
  }
}
console.log(
  offenders.length
    ? `\n!!! In the JavaScript / runs but should not be:\n  ${offenders.join('\n  ')}`
    : '\nNo zod and no Firebase SDK module in the JavaScript / runs (checked through the source maps).',
);
rmSync(outDir, { recursive: true, force: true });
rmSync(mapsDir, { recursive: true, force: true });

function resolveVite() {
  for (const dir of [clientDir, resolve(clientDir, '..')]) {
    try {
      const pkg = join(dir, 'node_modules/vite/package.json');
      const { bin } = JSON.parse(readFileSync(pkg, 'utf8'));
      return join(dir, 'node_modules/vite', typeof bin === 'string' ? bin : bin.vite);
    } catch {
      // not here; try the next folder
    }
  }
  throw new Error('vite is not installed (run npm install at the repo root)');
}
