// Which catalogue keys each page can draw (issue 39, decisions/0015): for every route pattern,
// the keys named in the modules its route chain (root, layout, page) imports, statically or on
// demand. Keys are explicit in the source: a string literal that is a key ('nav.home'), or a
// template literal's head before its first argument (`category.${tip.category}` counts every
// `category.` key). Over-counting costs bytes; missing one would show a raw key, which the
// every-route walk (e2e/tests/every-route-in-spanish.e2e.ts) fails on.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { runnerImport } from 'vite';

const SOURCE = /\.(ts|tsx)$/;
const NOT_SOURCE = /\.(test|contract)\.(ts|tsx)$|\.d\.ts$/;
// `import x from './y'`, `export { x } from './y'`, `import './y'`, `import('./y')`; `import type` carries no words.
const IMPORTS = [
  /\b(?:import|export)\s+(?!type\s)[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];
// What stands between two quotes of any kind, matched without taking the quotes, so a stray
// apostrophe ("the member's") or a template's closing backtick cannot pair with a literal's.
const QUOTED = /(?<=['"`])[A-Za-z][\w .-]*(?=['"`])/g;
// A head with a dot in it: `category.${…}`, and `account.erased${index}` too.
const TEMPLATE_HEADS = /`([A-Za-z][\w-]*\.[\w.-]*)\$\{/g;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !NOT_SOURCE.test(name) ? [path] : [];
  });
}

const ASSET = /\.(css|json|svg|png|webp|jpe?g|txt)(\?.*)?$/;

/** The client's alias for a path from src (tsconfig.json's paths): `#app/lib/form`. */
const ALIAS = '#app/';

/**
 * Whether the walk follows a specifier: a relative path or one through the alias. Another `#`
 * name is followed too, to be reported unresolved: the walk would miss its modules' words.
 */
const followed = (specifier) => specifier.startsWith('.') || specifier.startsWith('#');

function resolveImport(srcDir, from, specifier) {
  if (specifier.startsWith('#') && !specifier.startsWith(ALIAS)) return null;
  const base = specifier.startsWith(ALIAS)
    ? resolve(srcDir, specifier.slice(ALIAS.length))
    : resolve(dirname(from), specifier);
  const tries = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return tries.find((path) => SOURCE.test(path) && existsSync(path)) ?? null;
}

/** Per module under srcDir: the modules it imports and the keys it names. */
function scan(srcDir, keys) {
  const sorted = [...keys].sort();
  const modules = new Map();
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    const imports = IMPORTS.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]));
    const named = new Set();
    for (const [literal] of text.matchAll(QUOTED)) if (keys.has(literal)) named.add(literal);
    for (const [, head] of text.matchAll(TEMPLATE_HEADS)) {
      for (const key of sorted) if (key.startsWith(head)) named.add(key);
    }
    const ownImports = imports.filter(followed);
    const resolved = ownImports.map((specifier) => [specifier, resolveImport(srcDir, file, specifier)]);
    modules.set(file, {
      imports: resolved.map(([, path]) => path).filter(Boolean),
      // A module import the walk could not follow ('./x.css', './en.json' are not modules with words).
      unresolved: resolved
        .filter(([specifier, path]) => !path && !ASSET.test(specifier))
        .map(([specifier]) => specifier),
      keys: named,
    });
  }
  return modules;
}

/** `file: specifier` for each relative or `#app/` import that names no module under srcDir (a test wants none). */
const unresolvedImports = (modules) =>
  [...modules].flatMap(([file, module]) => module.unresolved.map((specifier) => `${file}: ${specifier}`));

/**
 * The words of the site's frame and of each page: `shared`, the keys the root module's imports
 * name (every page draws them); `pages`, { pattern: keys } for every page route of React Router's
 * config (`routes` as routes.ts exports it, files under srcDir), the keys its layout's and its own
 * imports name beyond the shared ones. A pattern is the route chain's paths joined without a
 * leading slash ('tipDetails/:id', '' for the home page), as React Router gives a loader its
 * `pattern` (with or without the slash).
 * @param {{ srcDir: string, routes: unknown[], keys: string[] }} options
 * @returns {{ shared: string[], pages: Record<string, string[]>, unresolved: string[] }}
 */
export function routeWords({ srcDir, routes, keys }) {
  const modules = scan(srcDir, new Set(keys));
  const reachable = (entry) => {
    const seen = new Set();
    const words = new Set();
    const visit = (file) => {
      if (seen.has(file) || !modules.has(file)) return;
      seen.add(file);
      const module = modules.get(file);
      for (const key of module.keys) words.add(key);
      module.imports.forEach(visit);
    };
    visit(entry);
    return words;
  };
  const shared = reachable(resolve(srcDir, 'root.tsx'));
  const pages = {};
  /** A page's own words: what it reaches that root does not already give every page. */
  const own = (words) => [...words].filter((key) => !shared.has(key)).sort();
  const walk = (list, parentPath, parentWords) => {
    for (const route of list) {
      const path = [parentPath, route.path].filter(Boolean).join('/');
      // A resource route draws nothing; under a layout, the layout's loader still runs for it
      // (a GET of /dashboard/garden redirects, but the dashboard's loader asks for its words).
      if (!route.file.endsWith('.tsx')) {
        if (parentWords.size > 0) pages[path] = own(parentWords);
        continue;
      }
      const words = new Set([...parentWords, ...reachable(resolve(srcDir, route.file))]);
      if (route.children?.length) walk(route.children, path, words);
      else pages[path] = own(words);
    }
  };
  walk(routes, '', new Set());
  return { shared: [...shared].sort(), pages, unresolved: unresolvedImports(modules) };
}

const VIRTUAL = 'virtual:route-words';

/**
 * A Vite plugin: `import { SHARED_WORDS, PAGE_WORDS } from 'virtual:route-words'` gives the host
 * routeWords() of this source (the root and layouts' loaders send each page its words). Worked
 * out when a build (or a dev server, again after a source file changes) first loads it.
 */
export function routeWordsPlugin({ srcDir }) {
  const resolvedId = `\0${VIRTUAL}`;
  return {
    name: 'green-circle:route-words',
    resolveId: (id) => (id === VIRTUAL ? resolvedId : null),
    async load(id) {
      if (id !== resolvedId) return null;
      // routes.ts is TypeScript: read through Vite's own module runner, without this config.
      const { module } = await runnerImport(join(srcDir, 'routes.ts'), { configFile: false, logLevel: 'silent' });
      const keys = Object.keys(JSON.parse(readFileSync(join(srcDir, 'i18n', 'en.json'), 'utf8')));
      const { shared, pages, unresolved } = routeWords({ srcDir, routes: module.default, keys });
      if (unresolved.length) this.warn(`route words: imports not followed: ${unresolved.join(', ')}`);
      return `export const SHARED_WORDS = ${JSON.stringify(shared)};\nexport const PAGE_WORDS = ${JSON.stringify(pages)};\n`;
    },
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (!file.startsWith(srcDir)) return;
        const module = server.moduleGraph.getModuleById(resolvedId);
        if (module) server.moduleGraph.invalidateModule(module);
      });
    },
  };
}
