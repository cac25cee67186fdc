/// <reference types="vitest/config" />
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { clientEnvSchema, parseEnv, readEnvSources, type ClientEnv } from '@green-circle/contract/env';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { EARLY_API_READS, MEMBER_EARLY_API_READS } from './src/config/early-reads';
import { MEMBER_HINT_KEY } from './src/lib/member-hint';

// Every variable of the project is read and checked by the one environment schema
// (@green-circle/contract/env), so the build and the API agree on what a value means. Vite's
// own .env loading is off (envDir: false below); the checked VITE_* values reach
// import.meta.env through process.env, which Vite always reads.
const clientEnv = parseEnv(clientEnvSchema, readEnvSources().values);
for (const [key, value] of Object.entries(clientEnv)) {
  if (!key.startsWith('VITE_')) continue;
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

/** The pages anyone may open: what the sitemap lists (members' pages are kept out of robots' way). */
const PUBLIC_PAGES = ['/', '/browserTips', '/explore', '/terms', '/policy'];
const MEMBER_ONLY = ['/dashboard', '/mytips', '/gardentip', '/updateTip/'];

/** robots.txt and sitemap.xml for the site's address (VITE_SITE_URL): both need absolute URLs. */
function siteFiles(siteUrl: string): Plugin {
  const origin = new URL(siteUrl).origin;
  return {
    name: 'green-circle:site-files',
    apply: 'build',
    generateBundle() {
      const robots = [
        'User-agent: *',
        'Allow: /',
        ...MEMBER_ONLY.map((page) => `Disallow: ${page}`),
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ];
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robots.join('\n') });
      const urls = PUBLIC_PAGES.map((page) => `  <url><loc>${origin}${page}</loc></url>`);
      const sitemap = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...urls,
        '</urlset>',
        '',
      ];
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemap.join('\n') });
    },
  };
}

/**
 * The lazy route modules each public page needs before it can paint. index.html itself asks
 * for them (modulepreload) on that page, in parallel with the entry chunk, instead of the
 * router discovering them only once the entry has run: one round trip less on a slow network.
 */
const FIRST_PAINT_MODULES: Record<string, string[]> = {
  '^/$': ['src/app/layouts/main-layout.tsx', 'src/routes/home.tsx'],
  '^/browserTips$': ['src/app/layouts/main-layout.tsx', 'src/routes/browse-tips.tsx'],
  '^/explore$': ['src/app/layouts/main-layout.tsx', 'src/routes/explore.tsx'],
  // A member's tip: the page is protected, so its loader needs the Firebase SDK at once.
  '^/tipDetails/[^/]+$': ['src/app/layouts/main-layout.tsx', 'src/routes/tip-details.tsx', 'src/lib/firebase.ts'],
  // Where a shared tip link sends a visitor (rendered on the server); its loader asks Firebase.
  '^/auth/login$': ['src/app/layouts/main-layout.tsx', 'src/routes/login.tsx', 'src/lib/firebase.ts'],
};

/**
 * Per-page modulepreloads (see above; keys are patterns of the path), an early connection to
 * the API's origin, and the page's first API reads (src/config/early-reads.ts).
 */
function firstPaintHints(apiUrl: string, firebaseApiKey: string): Plugin {
  let root = process.cwd();
  let styles: Record<string, string[]> = {};
  return {
    name: 'green-circle:first-paint-hints',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    // A page rendered on the server needs its route's styles before it paints: the client
    // server reads them here (a dot folder, never served) and links them into its <head>.
    writeBundle(options) {
      if (!options.dir) return;
      mkdirSync(path.join(options.dir, '.vite'), { recursive: true });
      writeFileSync(path.join(options.dir, '.vite', 'first-paint.json'), JSON.stringify({ styles }, null, 2));
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((item) => item.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) return html;
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const loadedByHtml = new Set([entry.fileName, ...entry.imports]);
        /** The chunks of `modules` with everything they import, less those in `skip`. */
        const chunksOf = (modules: string[], skip: Set<string>) => {
          const files = new Set<string>();
          const visit = (fileName: string) => {
            if (files.has(fileName) || skip.has(fileName)) return;
            files.add(fileName);
            for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
          };
          for (const module of modules) {
            const chunk = chunks.find(
              (item) => item.facadeModuleId && path.relative(root, item.facadeModuleId) === module,
            );
            if (!chunk) throw new Error(`first-paint-hints: no chunk for ${module} (is it still a lazy route?)`);
            visit(chunk.fileName);
          }
          return files;
        };
        const preloads: Record<string, string[]> = {};
        styles = {};
        for (const [page, modules] of Object.entries(FIRST_PAINT_MODULES)) {
          const files = chunksOf(modules, loadedByHtml);
          preloads[page] = [...files].map((file) => `/${file}`);
          styles[page] = [...files]
            .flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])])
            .map((file) => `/${file}`);
        }
        const reads: Record<string, string[]> = {};
        for (const [page, paths] of Object.entries(EARLY_API_READS))
          reads[page] = paths.map((item) => new URL(item, apiUrl).href);
        const memberReads: Record<string, string> = {};
        for (const [page, item] of Object.entries(MEMBER_EARLY_API_READS))
          memberReads[page] = new URL(item, apiUrl).href;
        const script = `(function () {
        var pages = ${JSON.stringify(preloads)};
        var styles = ${JSON.stringify(styles)};
        // A page rendered on the server (scripts/lib/serve-client.mjs) paints without the
        // JavaScript: its styles are linked in the HTML, its API answers are in the page, and its
        // modules (the app's, held in the page's #gc-app template, and its route's) are asked for
        // once it has painted, at low priority after its photos: the first paint has the
        // connection to itself. (A page in a background tab paints nothing: at once.)
        var prerendered = document.documentElement.hasAttribute('data-prerendered');
        var afterPaint = [];
        var asked = false;
        var start = function () {
          if (asked) return;
          if (document.readyState === 'loading') return document.addEventListener('DOMContentLoaded', start);
          asked = true;
          var app = document.getElementById('gc-app');
          if (app) afterPaint.unshift(function () { document.head.appendChild(app.content.cloneNode(true)); });
          // A few at a time, each batch a task of its own: asking for a module costs the main
          // thread about a millisecond (several on a slow phone), and twenty at once would hold
          // it long enough to delay a tap.
          var next = function () {
            var batch = afterPaint.splice(0, 4);
            for (var n = 0; n < batch.length; n++) batch[n]();
            if (afterPaint.length) setTimeout(next);
          };
          next();
        };
        var visitor = true;
        try {
          visitor = !sessionStorage.getItem(${JSON.stringify(MEMBER_HINT_KEY)}) && !localStorage.getItem(${JSON.stringify(MEMBER_HINT_KEY)});
        } catch (e) {}
        var reads = ${JSON.stringify(reads)};
        var add = function (rel, href, as) {
          var link = document.createElement('link');
          link.rel = rel;
          if (as) link.as = as;
          link.crossOrigin = '';
          link.href = href;
          if (!prerendered) return document.head.appendChild(link);
          link.setAttribute('fetchpriority', 'low');
          afterPaint.push(function () { document.head.appendChild(link); });
        };
        for (var page in pages) {
          if (!new RegExp(page).test(location.pathname)) continue;
          for (var i = 0; i < pages[page].length; i++) add('modulepreload', pages[page][i]);
          for (var j = 0; j < styles[page].length && !prerendered; j++) add('preload', styles[page][j], 'style');
        }
        if (prerendered && document.visibilityState === 'hidden') start();
        else if (prerendered) {
          // The first frame comes once the page's styles are in; its paint follows the callbacks.
          requestAnimationFrame(function () { setTimeout(start); });
          document.addEventListener('visibilitychange', start);
        }
        // The page's first API reads, sent now as the app would send them (anonymous, JSON),
        // for src/lib/api-client.ts to hand to the loader (src/config/early-reads.ts); a page
        // rendered on the server has its answers, but a member's (a shared tip) is read again as
        // the member, for their own parts: with the modules.
        if (location.search) return;
        var asMember = function () {
          memberRead(${JSON.stringify(memberReads)}, ${JSON.stringify(`firebase:authUser:${firebaseApiKey}:[DEFAULT]`)});
        };
        if (!visitor && prerendered) afterPaint.unshift(asMember);
        else if (!visitor) asMember();
        if (prerendered) return;
        window.__gcEarlyReads = {};
        for (var read in reads) {
          if (!new RegExp(read).test(location.pathname)) continue;
          for (var k = 0; k < reads[read].length; k++) {
            var answer = fetch(reads[read][k], { headers: { Accept: 'application/json' } });
            answer.catch(function () {});
            window.__gcEarlyReads[reads[read][k]] = answer;
          }
        }
        // A member's protected page: its read, as the member, with the ID token the Firebase SDK
        // kept (session, local or IndexedDB persistence, in the SDK's own format) while fresh.
        function memberRead(pages, userKey) {
          var href;
          for (var page in pages) {
            var found = new RegExp(page).exec(location.pathname);
            try {
              if (found) href = pages[page].replace('$1', encodeURIComponent(decodeURIComponent(found[1])));
            } catch (e) {}
          }
          if (!href) return;
          var started = (window.__gcMemberReads = {});
          var use = function (user) {
            try {
              var kept = typeof user === 'string' ? JSON.parse(user) : user;
              var token = kept && kept.stsTokenManager && kept.stsTokenManager.accessToken;
              if (typeof token !== 'string' || !(kept.stsTokenManager.expirationTime - Date.now() > 60000)) return false;
              var uid = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))).sub;
              // Too late once the app has read for itself (lib/api-client.ts forgets these then).
              if (typeof uid !== 'string' || window.__gcMemberReads !== started) return false;
              var answer = fetch(href, { headers: { Accept: 'application/json', Authorization: 'Bearer ' + token } });
              answer.catch(function () {});
              started[href] = { uid: uid, answer: answer };
              return true;
            } catch (e) {
              return false;
            }
          };
          try {
            if (use(sessionStorage.getItem(userKey)) || use(localStorage.getItem(userKey))) return;
            var open = indexedDB.open('firebaseLocalStorageDb', 1);
            // No such database yet: it is the SDK's to create, not this script's.
            open.onupgradeneeded = function () {
              open.transaction.abort();
            };
            open.onsuccess = function () {
              var db = open.result;
              try {
                var get = db.transaction('firebaseLocalStorage', 'readonly').objectStore('firebaseLocalStorage').get(userKey);
                get.onsuccess = function () {
                  if (get.result) use(get.result.value);
                };
              } catch (e) {}
              db.close();
            };
          } catch (e) {}
        }
      })();`;
        return {
          html,
          tags: [
            {
              tag: 'link',
              attrs: { rel: 'preconnect', href: new URL(apiUrl).origin, crossorigin: '' },
              injectTo: 'head',
            },
            { tag: 'script', children: script, injectTo: 'head' },
          ],
        };
      },
    },
  };
}

/** The browser build's own steps: compressed twins, source maps kept out, site files, first-paint hints. */
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
    siteFiles(env.VITE_SITE_URL),
    firstPaintHints(env.VITE_API_URL, env.VITE_FIREBASE_API_KEY),
  ];
}

export default defineConfig(({ isSsrBuild }) => {
  return {
    plugins: [
      react(),
      tailwindcss(),
      // The rest is for the browser's build only; the server-side bundle (src/prerender) is a Node module.
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
      ],
    },
    // The server-side bundle carries its dependencies: it is loaded from wherever the build was
    // written (a temp folder for the tests and the benchmark), away from node_modules.
    ssr: { noExternal: true },
    envDir: false,
    server: { port: clientEnv.CLIENT_PORT, strictPort: true },
    preview: { port: clientEnv.CLIENT_PORT, strictPort: true },
    build: { target: 'es2022', sourcemap: 'hidden', copyPublicDir: !isSsrBuild },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      css: false,
      include: ['src/**/*.test.{ts,tsx}'],
    },
  };
});
