/// <reference types="vitest/config" />
import { mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { reactRouter } from '@react-router/dev/vite';
import react from '@vitejs/plugin-react';
import { clientEnvSchema, parseEnv, readEnvSources, type ClientEnv } from '@green-circle/contract/env';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { offlinePagesPlugin } from './scripts/lib/offline-pages.mjs';
import { routeWordsPlugin } from './scripts/lib/route-words.mjs';

// Every variable of the project is read and checked by the one environment schema
// (@green-circle/contract/env), so the build and the API agree on what a value means. Vite's
// own .env loading is off (envDir: false below); the checked VITE_* values reach
// import.meta.env through process.env, which Vite always reads.
const clientEnv = parseEnv(clientEnvSchema, readEnvSources().values);
for (const [key, value] of Object.entries(clientEnv)) {
  if (!key.startsWith('VITE_') && key !== 'PUBLIC_SITE_URL') continue;
  if (value === undefined) delete process.env[key];
  else process.env[key] = String(value);
}

/**
 * Source maps are written (for reading a production stack trace) but never served: the
 * build writes them without a sourceMappingURL ('hidden') and this moves them out of the
 * output folder into `<outDir>-sourcemaps`, so no static host can hand them out.
 */
function sourceMapsBesideDist(): Plugin {
  return {
    name: 'green-circle:source-maps-beside-dist',
    apply: 'build',
    writeBundle(options, bundle) {
      if (!options.dir) return;
      const mapsDir = `${options.dir}-sourcemaps`;
      for (const fileName of Object.keys(bundle)) {
        if (!fileName.endsWith('.map')) continue;
        const target = path.join(mapsDir, fileName);
        mkdirSync(path.dirname(target), { recursive: true });
        renameSync(path.join(options.dir, fileName), target);
      }
    },
  };
}

/**
 * robots.txt for the site's public address (PUBLIC_SITE_URL), naming its sitemap by an absolute
 * URL. The sitemap itself is the API's (every public tip, plant and gardener page), passed through
 * by the route /sitemap.xml (src/routes/sitemap.ts): no static copy, which the static files would
 * answer before that route.
 */
function siteFiles(siteUrl: string): Plugin {
  const origin = new URL(siteUrl).origin;
  return {
    name: 'green-circle:site-files',
    apply: 'build',
    generateBundle() {
      const robots = ['User-agent: *', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''];
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robots.join('\n') });
    },
  };
}

/** The browser build's own steps: compressed twins, source maps kept out, site files. */
function browserBuildPlugins(env: ClientEnv): Plugin[] {
  return [
    // Brotli and gzip twins of every text file (public/ included), so the server sends
    // precompressed bytes chosen by Accept-Encoding instead of compressing on each request.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|xml|txt|css|js|mjs|json|webmanifest|svg)$/,
      threshold: 512,
      logLevel: 'silent',
    }),
    sourceMapsBesideDist(),
    siteFiles(env.PUBLIC_SITE_URL),
    offlinePagesPlugin(),
    // The service worker (src/service-worker.ts), compiled with the build's list of files to
    // precache. The page registers it (lib/service-worker.ts); public/manifest.webmanifest is ours.
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'service-worker.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The app's shell: scripts, styles, icons, bundled images and the offline page; not the
        // precompressed twins, the site files or the server's own.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['**/*.br', '**/*.gz', 'service-worker.js'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // A classic script, and no source map beside it in the served folder.
        rollupFormat: 'iife',
        sourcemap: false,
      },
    }),
  ];
}

/**
 * Left alone, the bundler makes a chunk of every small module two pages share: the home page
 * linked some 35 files, a dozen under 512 bytes (too small to compress, each a request of its
 * own on a slow phone). React with its JSX runtime is one chunk, and the app's shared modules
 * every page loads (or many pages share) another (`inApp`); the Firebase SDK's own modules stay
 * apart (a visitor's page never loads it), and so do the forms' (conform and the contract's zod schemas come with them: any `*-form.ts`
 * or `*-form.tsx`): tip details and the home page, read far more than any form, would download
 * them for nothing.
 */
const NOT_SHARED =
  /[\\/]lib[\\/](firebase|contract|zod-jitless|form)|[\\/](create|update|delete)-tip\.ts|[\\/][\w-]+-form\.tsx?$|[\\/](form-field|field-error|photo-field|garden-panel)\.tsx/;
/** React Router's browser build of a route module (the framework adds this to its id). */
const CLIENT_ROUTE = '?__react-router-build-client-route';
/** Shared by fewer route modules than this (and not on every page), a module is left to the pages that use it. */
const APP_MIN_ROUTES = 8;
/** Below this many characters of code (comments aside), a shared module is not worth a file of its own. */
const SMALL = 300;
/** The root, the entry and the two layouts: what every page (nearly) loads. */
const EVERY_PAGE = /[\\/](root|main-layout|dashboard-layout)\.tsx\?|entry\.client\.tsx$/;
/** What the bundler tells a chunk group about a module (rolldown's ChunkingContext, the part used). */
interface ChunkingContext {
  getModuleInfo(
    id: string,
  ): { importers: readonly string[]; dynamicImporters: readonly string[]; code: string | null } | null;
}
const reachedBy = new Map<string, Set<string>>();

/** The route modules (and the entry) whose static imports reach `id`. */
function routesReaching(id: string, ctx: ChunkingContext, walking = new Set<string>()): Set<string> {
  const known = reachedBy.get(id);
  if (known) return known;
  const routes = new Set<string>();
  if (id.endsWith(CLIENT_ROUTE) || /entry\.client\.tsx$/.test(id)) routes.add(id);
  walking.add(id);
  for (const importer of ctx.getModuleInfo(id)?.importers ?? []) {
    if (walking.has(importer)) continue;
    for (const route of routesReaching(importer, ctx, walking)) routes.add(route);
  }
  walking.delete(id);
  // A result cut short by an import cycle is not kept.
  if (walking.size === 0) reachedBy.set(id, routes);
  return routes;
}

/**
 * The one shared chunk holds what every page loads (the root's and the entry's imports) and what
 * many pages share; a module only a few routes use (My Tips' cards, the Google button) goes with
 * them instead of onto every page (issue 34: no page's JavaScript larger than at 3341a4c).
 */
function inApp(id: string, ctx: ChunkingContext): boolean {
  const routes = routesReaching(id, ctx);
  if ([...routes].some((route) => EVERY_PAGE.test(route))) return true;
  // A module too small for a request of its own (the server compresses from 512 bytes) stays too.
  const size = (ctx.getModuleInfo(id)?.code ?? '').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '').trim().length;
  return size <= SMALL || (routes.size >= APP_MIN_ROUTES && size <= 2048);
}

/**
 * Small modules a few pages share (a tip's card and its author, a gardener's card and facts, the
 * home page's slide and teaser; My Tips' list, its dialogs and empty state). Each is shared by a
 * few pages, or by a page and its lazy parts, so alone it would be a file of its own: the home page
 * asked for seven of them, 0.3–1.4 KB each, and on a slow phone each waits its turn for one of the
 * browser's six connections (issue 34: the app was ready later than at 3341a4c). A module whose
 * pages are all in one set below goes to that set's one file; a page of the set that needs only
 * some of it loads the rest too (under 2 KB gzip).
 */
const CARD_CHUNKS: [name: string, pages: RegExp][] = [
  ['cards', /[\\/]routes[\\/](home|explore|gardener)\.tsx\?/],
  ['tip-cards', /[\\/]routes[\\/](home|browse-tips|gardener|plant|tip-details)\.tsx\?/],
  ['own-tips', /[\\/]routes[\\/](my-tips|update-tip|dashboard[\\/](my-items|liked-tips))\.tsx\?/],
];
function cardChunk(id: string, ctx: ChunkingContext): string | null {
  // A part some page loads on demand (a member's "Add to my plan" on a plant's cards) is a file
  // of its own: in a set's file it would come with every page of the set, on demand or not.
  if (ctx.getModuleInfo(id)?.dynamicImporters.length) return null;
  const routes = [...routesReaching(id, ctx)];
  if (routes.length === 0) return null;
  return CARD_CHUNKS.find(([, pages]) => routes.every((route) => pages.test(route)))?.[0] ?? null;
}

/**
 * React Router's package names only its development build in its exports (remix-run/react-router
 * #12532, #14102): bundled as it is, the browser gets its development warnings too. The browser's
 * build takes the production build it ships beside it (the same code, ENABLE_DEV_WARNINGS false).
 */
const reactRouterDist = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: reactRouterDist('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterDist('dom-export.mjs') },
];

const BROWSER_CHUNKS = {
  groups: [
    { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
    {
      name: (id: string, ctx: ChunkingContext) => (inApp(id, ctx) ? 'app' : cardChunk(id, ctx)),
      // Not the SDK's loaders nor anything that imports zod (forms and writes only): what a
      // module here imports comes along, and neither belongs on a visitor's first paint.
      test: (id: string) => /[\\/]client[\\/]src[\\/]/.test(id) && !NOT_SHARED.test(id),
      minShareCount: 2,
    },
  ],
};

export default defineConfig(({ command, mode, isSsrBuild }) => {
  return {
    plugins: [
      tailwindcss(),
      // Vitest renders route modules in a memory router, without the framework's plugin.
      mode === 'test' ? react() : reactRouter(),
      // Each page's catalogue keys, from its modules' imports (issue 39, decisions/0015).
      routeWordsPlugin({ srcDir: fileURLToPath(new URL('./src', import.meta.url)) }),
      // The rest is for the browser's build only; the server's bundle is a Node module.
      ...(isSsrBuild ? [] : browserBuildPlugins(clientEnv)),
    ],
    resolve: {
      // The contract's schemas reach the browser through src/lib/contract.ts, which sets zod up
      // for the strict CSP first. Only the bare name: '/constants' and '/messages' are zod-free.
      alias: [
        {
          find: /^@green-circle\/contract$/,
          replacement: fileURLToPath(new URL('./src/lib/contract.ts', import.meta.url)),
        },
        ...(command === 'build' && !isSsrBuild ? REACT_ROUTER_PRODUCTION : []),
        // `#app/lib/form` is src/lib/form (tsconfig.json's paths, issue 56).
        { find: /^#app\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      ],
    },
    envDir: false,
    // The site's public address is baked in beside the VITE_* values: every absolute address the site writes starts with it.
    envPrefix: ['VITE_', 'PUBLIC_SITE_URL'],
    server: { port: clientEnv.CLIENT_PORT, strictPort: true },
    build: {
      target: 'es2022',
      sourcemap: 'hidden',
      // The server's bundle is the client host (server/app.ts) with React Router's build inside.
      rollupOptions: isSsrBuild ? { input: './server/app.ts' } : { output: { codeSplitting: BROWSER_CHUNKS } },
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      css: false,
      include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
      // Vitest's default is one worker fewer than the cores: on the 2-core CI machine that is one
      // file at a time. Two workers run the suite in about half the time (issue 35).
      maxWorkers: 2,
    },
  };
});
