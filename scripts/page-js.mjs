// `node scripts/page-js.mjs [build dir] [another build dir]`: the JavaScript each page of a built
// client loads to run, from the build's route manifest (what React Router links in the page's
// HTML: the entry and its imports, then every route module of the page's match, root to leaf,
// with their imports; each file once). Chunks loaded later (react-toastify on the first toast,
// the dialogs, a form opened) are not counted. Bytes, so the same build gives the same figures
// on any machine, loaded or not. With two builds it prints them side by side (before, after) and
// the difference; issue 54 compares the release's base with the branch this way (docs/benchmarks.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The manifest React Router wrote into the build's assets (window.__reactRouterManifest = {...}). */
function manifestOf(buildDir) {
  const assets = path.join(buildDir, 'client', 'assets');
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No route manifest in ${assets}: build the client first (npm run build -w client)`);
  const text = readFileSync(path.join(assets, file), 'utf8');
  const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  return JSON.parse(json);
}

/** Every page (a route no other route nests in) and the files it loads, with their sizes. */
function pagesOf(buildDir) {
  const manifest = manifestOf(buildDir);
  const routes = Object.values(manifest.routes);
  const parents = new Set(routes.map((route) => route.parentId).filter(Boolean));
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) {
      const bytes = readFileSync(path.join(buildDir, 'client', file.replace(/^\//, '')));
      sizes.set(file, {
        raw: bytes.length,
        gzip: gzipSync(bytes, { level: 9 }).length,
        brotli: brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
      });
    }
    return sizes.get(file);
  };
  const pages = new Map();
  for (const route of routes) {
    // A page is a route with a screen (not a resource route) that no other route nests in.
    if (parents.has(route.id) || route.hasDefaultExport === false) continue;
    const chain = [];
    for (let at = route; at; at = at.parentId ? manifest.routes[at.parentId] : undefined) chain.unshift(at);
    const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
    for (const step of chain) for (const file of [step.module, ...(step.imports ?? [])]) if (file) files.add(file);
    const total = { raw: 0, gzip: 0, brotli: 0, files: files.size };
    for (const file of files) for (const [key, value] of Object.entries(sizeOf(file))) total[key] += value;
    const address = chain
      .map((step) => step.path ?? '')
      .filter(Boolean)
      .join('/');
    pages.set(route.id, { id: route.id, address: `/${address}`.replace(/\/+/g, '/'), ...total });
  }
  return pages;
}

const kb = (bytes) => (bytes === undefined ? '–' : `${(bytes / 1024).toFixed(1)} KB`);
const signed = (bytes) => `${bytes > 0 ? '+' : bytes < 0 ? '−' : '±'}${(Math.abs(bytes) / 1024).toFixed(1)} KB`;

const [before, after] = process.argv.slice(2).map((dir) => path.resolve(dir));
const first = before ?? path.join(root, 'client', 'build');
if (!existsSync(first)) throw new Error(`No build at ${first}: npm run build -w client`);

if (!after) {
  console.log('| page | route | files | JS raw | JS gzip | JS Brotli |');
  console.log('|---|---|---|---|---|---|');
  for (const page of pagesOf(first).values())
    console.log(
      `| \`${page.address}\` | ${page.id} | ${page.files} | ${kb(page.raw)} | ${kb(page.gzip)} | ${kb(page.brotli)} |`,
    );
} else {
  const [was, now] = [pagesOf(before), pagesOf(after)];
  const ids = [...new Set([...was.keys(), ...now.keys()])];
  console.log('| page | route | JS gzip before | JS gzip after | change | JS raw before | JS raw after |');
  console.log('|---|---|---|---|---|---|---|');
  let grew = 0;
  for (const id of ids) {
    const [b, a] = [was.get(id), now.get(id)];
    const change = a && b ? signed(a.gzip - b.gzip) : a ? 'new page' : 'gone';
    if (a && b && a.gzip > b.gzip) grew += 1;
    console.log(
      `| \`${(a ?? b).address}\` | ${id} | ${kb(b?.gzip)} | ${kb(a?.gzip)} | ${change} | ${kb(b?.raw)} | ${kb(a?.raw)} |`,
    );
  }
  console.log(`\n${grew} of ${ids.length} pages load more JavaScript (gzip) after than before.`);
}
