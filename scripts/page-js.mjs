// `node scripts/page-js.mjs [before] [after]`: the JavaScript each page of a built client loads to
// run, from the build's route manifest (what React Router links in the page's HTML: the entry and
// its imports, the route list itself when the build makes every route known from the first page
// (routeDiscovery 'initial', as `npm run bench:web` counts it), then every route module of the
// page's match, root to leaf, with their imports; each file once). Chunks loaded later
// (react-toastify on the first toast, the dialogs, a form opened) are not counted. Bytes, so the
// same build gives the same figures on any machine, loaded or not.
//
// `before` and `after` are each a build folder (`npm run build -w client` writes client/build) or a
// commit: a commit is built in a temporary git worktree (its node_modules hard-linked from this
// checkout's) and removed after. With one commit and nothing after, it is compared with this tree,
// built now. With two it prints them side by side, the difference, and exits 1 when a page that
// both have loads more JavaScript (gzip) after: issue 54's "no page larger than today's", the
// release's base being b6b276e (docs/benchmarks.md):
//
//   node scripts/page-js.mjs b6b276e
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The manifest React Router wrote into the build's assets (window.__reactRouterManifest = {...}) and its file. */
function manifestOf(buildDir) {
  const assets = path.join(buildDir, 'client', 'assets');
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No route manifest in ${assets}: build the client first (npm run build -w client)`);
  const text = readFileSync(path.join(assets, file), 'utf8');
  const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  return { manifest: JSON.parse(json), url: `/assets/${file}` };
}

/** Whether the build's pages link the route list (routeDiscovery 'initial'; lazy discovery links none). */
function linksManifest(buildDir) {
  const assets = path.join(buildDir, 'server', 'assets');
  if (!existsSync(assets)) return false;
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .some((name) => /routeDiscovery = \{ "mode": "initial" \}/.test(readFileSync(path.join(assets, name), 'utf8')));
}

/** Every page (a route no other route nests in) and the files it loads, with their sizes. */
function pagesOf(buildDir) {
  const { manifest, url } = manifestOf(buildDir);
  const everyPage = [manifest.entry.module, ...manifest.entry.imports, ...(linksManifest(buildDir) ? [url] : [])];
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
    const files = new Set(everyPage);
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

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** A commit's client, built in a temporary worktree into a temporary folder (removed when the process ends). */
function buildCommit(commit, temporary) {
  const short = git('rev-parse', '--short', `${commit}^{commit}`);
  const tree = mkdtempSync(path.join(tmpdir(), `page-js-${short}-`));
  git('worktree', 'add', '--detach', tree, short);
  temporary.push(() => git('worktree', 'remove', '--force', tree));
  // Its client build needs no install scripts: this checkout's packages, hard-linked (the
  // workspaces' links are relative, so they point at the commit's own contract and client).
  for (const modules of ['node_modules', 'client/node_modules'])
    if (existsSync(path.join(root, modules)))
      execFileSync('cp', ['-al', path.join(root, modules), path.join(tree, modules)]);
  return buildTree(tree, short, temporary);
}

/** `react-router build` of the client of the checkout at `tree`, into a temporary folder. */
function buildTree(tree, label, temporary) {
  const outDir = mkdtempSync(path.join(tmpdir(), `page-js-build-${label.replace(/\W+/g, '-')}-`));
  temporary.push(() => rmSync(outDir, { recursive: true, force: true }));
  console.error(`Building ${label}'s client into ${outDir} ...`);
  try {
    execFileSync(process.execPath, [path.join(tree, 'node_modules/@react-router/dev/bin.js'), 'build'], {
      cwd: path.join(tree, 'client'),
      env: { ...process.env, CLIENT_BUILD_DIR: outDir, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  } catch (failure) {
    // The build's own words only when it failed (it prints its timings on every run).
    console.error(String(failure.stderr ?? ''));
    throw failure;
  }
  return { dir: outDir, label };
}

/** A build folder as given, or a commit built now. */
function resolveBuild(arg, temporary) {
  const dir = path.resolve(arg);
  if (existsSync(dir) && statSync(dir).isDirectory()) return { dir, label: arg };
  return buildCommit(arg, temporary);
}

const kb = (bytes) => (bytes === undefined ? '–' : `${(bytes / 1024).toFixed(1)} KB`);
/** A difference: in KB, or in bytes under a tenth of one (a rounded '−0.0 KB' would not say which way). */
const signed = (bytes) =>
  `${bytes > 0 ? '+' : bytes < 0 ? '−' : '±'}${Math.abs(bytes) < 102.4 ? `${Math.abs(bytes)} B` : `${(Math.abs(bytes) / 1024).toFixed(1)} KB`}`;

/** The table of one build. */
function printOne(build) {
  console.log('| page | route | files | JS raw | JS gzip | JS Brotli |');
  console.log('|---|---|---|---|---|---|');
  for (const page of pagesOf(build.dir).values())
    console.log(
      `| \`${page.address}\` | ${page.id} | ${page.files} | ${kb(page.raw)} | ${kb(page.gzip)} | ${kb(page.brotli)} |`,
    );
}

/** Both builds side by side; how many pages both have grew. */
function printBoth(before, after) {
  const [was, now] = [pagesOf(before.dir), pagesOf(after.dir)];
  const ids = [...new Set([...was.keys(), ...now.keys()])];
  console.log(`JavaScript each page loads to run, ${before.label} (before) and ${after.label} (after):\n`);
  console.log('| page | route | JS gzip before | JS gzip after | change | JS raw before | JS raw after |');
  console.log('|---|---|---|---|---|---|---|');
  const grew = [];
  let both = 0;
  for (const id of ids) {
    const [b, a] = [was.get(id), now.get(id)];
    const change = a && b ? signed(a.gzip - b.gzip) : a ? 'new page' : 'gone';
    if (a && b) both += 1;
    if (a && b && a.gzip > b.gzip) grew.push(a.address);
    console.log(
      `| \`${(a ?? b).address}\` | ${id} | ${kb(b?.gzip)} | ${kb(a?.gzip)} | ${change} | ${kb(b?.raw)} | ${kb(a?.raw)} |`,
    );
  }
  console.log(
    `\n${grew.length} of the ${both} pages both builds have load more JavaScript (gzip) after than before${grew.length ? `: ${grew.join(', ')}` : ''}.`,
  );
  return grew.length;
}

const args = process.argv.slice(2);
const temporary = [];
try {
  if (args.length === 0) {
    const dir = path.join(root, 'client', 'build');
    if (!existsSync(dir)) throw new Error(`No build at ${dir}: npm run build -w client`);
    printOne({ dir, label: 'client/build' });
  } else {
    const before = resolveBuild(args[0], temporary);
    const after = args[1] ? resolveBuild(args[1], temporary) : buildTree(root, 'this tree', temporary);
    if (printBoth(before, after) > 0) process.exitCode = 1;
  }
} finally {
  for (const clean of temporary.reverse()) clean();
}
