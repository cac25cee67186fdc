#!/usr/bin/env node
// `npm run bench` (or `node client/scripts/bundle-size.mjs`): the gzip JavaScript each page
// loads, before and after. A page's JavaScript is what React Router's HTML names for it: the
// entry with its imports and, for every route the address matches (root, layout, page), the
// route's module with its imports (the build's route manifest). What a page imports later on
// demand (the Firebase SDK on a sign-in) is not counted. Where the build makes every route known
// from the first page (routeDiscovery 'initial'), the HTML also links the route manifest
// (assets/manifest-*.js, all routes): it is JavaScript the page loads, so it counts, as
// `npm run bench:web` counts it; a build with lazy discovery links none. The same figures for the baseline
// commit (BUNDLE_BASELINE, default 3341a4c, before issue 34) come from a build of it in a
// temporary git worktree under the system's temp folder, made once: its figures are kept in
// `<tmp>/green-circle-bundle-<commit>.json`. Issue 34 asks "no larger than today's". A report,
// and two budgets: it exits 1 when a page's JavaScript is larger than the baseline's, and when a
// page other than the sign-in loads zod or the Firebase SDK (forms are checked by the route
// actions on the server; the SDK is for signing in). `npm test` does not run it (it builds twice).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { matchRoutes } from 'react-router';

const BASELINE = process.env.BUNDLE_BASELINE ?? '3341a4c';
const PAGES = [
  ['home', '/'],
  ['browse', '/browserTips'],
  ['explore', '/explore'],
  ['tip details', '/tipDetails/any'],
  ['My Tips', '/mytips'],
  ['dashboard', '/dashboard'],
  ['profile', '/dashboard/profile'],
  ['sign-in', '/auth/login'],
];
// Modules no page but a sign-in should load (issue 34): the Firebase SDK.
const FIREBASE = /node_modules\/(@firebase|firebase)\//;
// The contract's validation library, which issue 9 kept off the pages' common path.
const ZOD = /node_modules\/zod\//;
// The one page that may load either: it checks the form and calls the identity service itself.
const MAY_LOAD_ZOD_AND_FIREBASE = new Set(['sign-in']);

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** `react-router build` of the tree at `tree` into outDir (its own node_modules). */
function build(tree, outDir) {
  console.log(`Building ${tree === repo ? 'this tree' : tree} into ${outDir} ...`);
  execFileSync(process.execPath, [join(tree, 'node_modules/@react-router/dev/bin.js'), 'build'], {
    cwd: join(tree, 'client'),
    env: { ...process.env, CLIENT_BUILD_DIR: outDir, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Per page: its JavaScript files, their gzip size, and whether the Firebase SDK is among them. */
function figures(outDir) {
  const assets = join(outDir, 'client', 'assets');
  const manifestFile = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  if (!manifestFile) throw new Error(`No route manifest in ${assets}`);
  const text = readFileSync(join(assets, manifestFile), 'utf8');
  const manifest = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
  const routes = Object.values(manifest.routes);
  const linksManifest = readdirSync(join(outDir, 'server', 'assets'))
    .filter((name) => name.endsWith('.js'))
    .some((name) =>
      /routeDiscovery = \{ "mode": "initial" \}/.test(readFileSync(join(outDir, 'server', 'assets', name), 'utf8')),
    );
  const tree = (parentId) =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) => ({ id: route.id, path: route.path, index: route.index, children: tree(route.id) }));
  const gzip = new Map();
  const sizeOf = (file) => {
    if (!gzip.has(file)) gzip.set(file, gzipSync(readFileSync(join(outDir, 'client', file)), { level: 9 }).length);
    return gzip.get(file);
  };
  // A file's modules from its source map (an empty route stub has none: nothing in it).
  const sourcesOf = (file) => {
    try {
      return JSON.parse(readFileSync(join(outDir, 'client-sourcemaps', `${file}.map`), 'utf8')).sources;
    } catch {
      return [];
    }
  };
  const pages = {};
  for (const [name, address] of PAGES) {
    const matched = matchRoutes(tree(undefined), address) ?? [];
    const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
    if (linksManifest) files.add(`/assets/${manifestFile}`);
    for (const { route } of matched) {
      const { module, imports = [] } = manifest.routes[route.id];
      for (const file of [module, ...imports]) files.add(file);
    }
    const list = [...files].map((file) => file.replace(/^\//, ''));
    const sources = list.flatMap(sourcesOf);
    pages[name] = {
      routes: matched.map(({ route }) => route.id),
      gzip: list.reduce((sum, file) => sum + sizeOf(file), 0),
      firebase: sources.some((source) => FIREBASE.test(source)),
      zod: sources.some((source) => ZOD.test(source)),
    };
  }
  return pages;
}

/** The baseline's figures: kept from an earlier run, or built once in a temporary worktree. */
function baselineFigures() {
  const commit = execFileSync('git', ['rev-parse', '--short', BASELINE], { cwd: repo, encoding: 'utf8' }).trim();
  const kept = join(tmpdir(), `green-circle-bundle-${commit}.json`);
  if (existsSync(kept)) return { commit, pages: JSON.parse(readFileSync(kept, 'utf8')) };
  const tree = join(tmpdir(), `gc-bundle-${commit}`);
  if (!existsSync(tree)) execFileSync('git', ['worktree', 'add', '--detach', tree, commit], { cwd: repo });
  if (!existsSync(join(tree, 'node_modules/@react-router/dev/bin.js'))) {
    // Its install scripts (the API's native store) are not needed to build the client.
    console.log(`Installing ${commit}'s dependencies in ${tree} (once) ...`);
    execFileSync('npm', ['ci', '--prefer-offline', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: tree,
      stdio: 'inherit',
    });
  }
  const outDir = mkdtempSync(join(tmpdir(), `green-circle-bundle-${commit}-`));
  try {
    build(tree, outDir);
    const pages = figures(outDir);
    writeFileSync(kept, JSON.stringify(pages, null, 2));
    return { commit, pages };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    // Its figures are kept; the worktree (and its dependencies) need not be.
    execFileSync('git', ['worktree', 'remove', '--force', tree], { cwd: repo });
  }
}

const baseline = baselineFigures();
const outDir = mkdtempSync(join(tmpdir(), 'green-circle-bundle-'));
let now;
try {
  build(repo, outDir);
  now = figures(outDir);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

const kb = (bytes) => (bytes === undefined ? '-' : `${(bytes / 1024).toFixed(1)} KB`);
console.log(`\nJavaScript each page loads (gzip, level 9): ${baseline.commit} against this tree\n`);
console.log(`| page | ${baseline.commit} | now | change | Firebase SDK now | zod now |`);
console.log('|---|---|---|---|---|---|');
for (const [name] of PAGES) {
  const before = baseline.pages[name]?.gzip;
  const after = now[name].gzip;
  const change = before === undefined ? '-' : `${after > before ? '+' : ''}${kb(after - before)}`;
  const yes = (value) => (value ? 'yes' : 'no');
  console.log(
    `| ${name} | ${kb(before)} | ${kb(after)} | ${change} | ${yes(now[name].firebase)} | ${yes(now[name].zod)} |`,
  );
}

const refused = PAGES.map(([name]) => name).filter(
  (name) => !MAY_LOAD_ZOD_AND_FIREBASE.has(name) && (now[name].zod || now[name].firebase),
);
const larger = PAGES.map(([name]) => name).filter(
  (name) => baseline.pages[name] !== undefined && now[name].gzip > baseline.pages[name].gzip,
);
if (larger.length > 0) {
  console.error(
    `\nOver budget: ${larger.join(', ')} load${larger.length === 1 ? 's' : ''} more JavaScript than at ${baseline.commit}.`,
  );
  process.exitCode = 1;
}
if (refused.length > 0) {
  console.error(`\nOver budget: ${refused.join(', ')} load${refused.length === 1 ? 's' : ''} zod or the Firebase SDK.`);
  process.exitCode = 1;
}
