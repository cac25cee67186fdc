import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- the walker is the build's (client/scripts), outside client/src where #app/ reaches
import { routeWords } from '../../scripts/lib/route-words.mjs';
import routes from '../routes';
import { pageCatalogueOf, sharedCatalogueOf } from './catalogue.server';
import en from './en.json';

// vitest runs in client/.
const srcDir = path.resolve(process.cwd(), 'src');
const { shared, pages, unresolved } = routeWords({ srcDir, routes, keys: Object.keys(en) });

/** Issue 39: each page is sent the words its modules name, not the whole catalogue (decisions/0015). */
describe("each page's words", () => {
  it('follow every import of the source (a module the walk misses would lose its words)', () => {
    expect(unresolved).toEqual([]);
  });

  it('follow imports through the #app/ alias as they follow relative ones (issue 56)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'route-words-'));
    try {
      mkdirSync(path.join(dir, 'components'));
      const files = {
        'root.tsx': "import { Nav } from '#app/components/nav';\nexport default Nav;\n",
        'components/nav.tsx': "export const Nav = () => t('nav.home');\n",
        'page.tsx': "import { Teaser } from '#app/components/teaser';\nexport default Teaser;\n",
        'components/teaser.tsx': "export const Teaser = () => t('home.Spring');\n",
        'other.tsx': "import { x } from '#elsewhere/x';\nexport default x;\n",
      };
      for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
      const walked = routeWords({
        srcDir: dir,
        routes: [{ path: 'page', file: 'page.tsx' }],
        keys: ['nav.home', 'home.Spring'],
      });
      expect(walked.shared).toEqual(['nav.home']);
      expect(walked.pages).toEqual({ page: ['home.Spring'] });
      // Another '#' name is not followed, and said so.
      expect(walked.unresolved).toEqual([`${path.join(dir, 'other.tsx')}: #elsewhere/x`]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('hold every key a t() call names whole somewhere in the source (a literal the scan misread)', () => {
    const named = new Set(Object.values(pages).flat().concat(shared));
    const calls = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\./.test(file))
      .flatMap((file) => [...readFileSync(path.join(srcDir, file), 'utf8').matchAll(/\bt\(\s*'([^']+)'/g)])
      .map((match) => match[1]!);
    expect(calls.length).toBeGreaterThan(500);
    expect(calls.filter((key) => !named.has(key))).toEqual([]);
  });

  it('list every page of routes.ts by the pattern React Router gives its loaders', () => {
    expect(Object.keys(pages)).toEqual(
      expect.arrayContaining(['', 'tipDetails/:id', 'plants/:slug', 'dashboard', 'dashboard/profile', '*']),
    );
    // A resource route under a layout has its layout's words (the layout's loader runs for it);
    // one outside any layout has none to send.
    expect(pages['dashboard/garden']).toEqual(expect.arrayContaining(['dashboard.overview']));
    expect(pages['dashboard/garden']).not.toContain('profile.name');
    expect(Object.keys(pages)).not.toContain('language');
  });

  it("hold a page's own keys, a layout's, and every key a template names by its head", () => {
    // A literal in a component the page imports; the dashboard's sidebar, from its layout.
    expect(pages['dashboard/profile']).toEqual(expect.arrayContaining(['profile.name', 'dashboard.overview']));
    // `category.${tip.category}` (tip-details-card.tsx); `plants.name.${slug}` (plant-name.ts).
    expect(pages['tipDetails/:id']).toContain('category.Plant Care');
    // A head without a dot at its end: `account.erased${index}` (delete-account.tsx).
    expect(pages['dashboard/delete-account']).toEqual(expect.arrayContaining(['account.erased0', 'account.erased5']));
    expect(pages['plants/:slug']).toEqual(expect.arrayContaining(['plants.name.tomato', 'plants.name.basil']));
    // Lazy imports count: the home page's carousel comes with import().
    expect(pages['']).toEqual(expect.arrayContaining(['carousel.slideLabel', 'home.Spring']));
  });

  it("leave out what a page never draws, and the shared words from every page's own", () => {
    expect(pages['']).not.toContain('profile.name');
    expect(pages['']).not.toContain('dashboard.overview');
    // A tip's page names its plant in the reader's language (issue 53 #3), so it carries the plant names.
    expect(pages['tipDetails/:id']).toContain('plants.name.tomato');
    expect(pages['tipDetails/:id']).not.toContain('dashboard.overview');
    for (const words of Object.values(pages)) for (const key of shared) expect(words).not.toContain(key);
  });

  it('are served compiled, the contract texts with every page and the page words by pattern', () => {
    const everyPage = sharedCatalogueOf('es');
    expect(Object.keys(everyPage)).toEqual(expect.arrayContaining(['messages.apiUnreachable', 'http.notFound']));
    const tip = pageCatalogueOf('es', '/tipDetails/:id');
    expect(tip['category.Plant Care']).toEqual(['Cuidado de plantas']);
    expect(Object.keys(tip)).not.toContain('messages.apiUnreachable');
    // Half the catalogue at most, besides the plant names a tip's page needs (one a tip, but a
    // template key counts them all: naming the plant in the loader would drop them).
    const plantNames = Object.keys(tip).filter((key) => key.startsWith('plants.name.')).length;
    expect(plantNames).toBeGreaterThan(0);
    expect(Object.keys(everyPage).length + Object.keys(tip).length - plantNames).toBeLessThan(
      Object.keys(en).length / 2,
    );
  });
});
