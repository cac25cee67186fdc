#!/usr/bin/env node
// `node client/scripts/catalogue-size.mjs`: the catalogue data each page carries (issue 39,
// decisions/0015), gzip, in each language: before, the whole compiled catalogue in the root
// loader's data; now, the words every page draws (root loader) with the page's own (its layout's
// loader) in the document, and the page's own alone when reached in the browser. Read through
// Vite with route-words.mjs's plugin, so the page words are its table as a build has it.
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { routeWordsPlugin } from './lib/route-words.mjs';

const client = fileURLToPath(new URL('..', import.meta.url));
const PAGES = [
  ['home', '/'],
  ['browse', '/browserTips'],
  ['explore', '/explore'],
  ['tip details', '/tipDetails/:id'],
  ['plant', '/plants/:slug'],
  ['week', '/week'],
  ['My Tips', '/mytips'],
  ['share a tip', '/gardentip'],
  ['dashboard', '/dashboard'],
  ['profile', '/dashboard/profile'],
  ['sign-in', '/auth/login'],
];

const { module } = await runnerImport(`${client}src/i18n/catalogue.server.ts`, {
  root: client,
  configFile: false,
  plugins: [routeWordsPlugin({ srcDir: `${client}src` })],
  logLevel: 'error',
});
const { pageCatalogueOf, sharedCatalogueOf, serverI18n } = module;
const kb = (value) => `${(gzipSync(JSON.stringify(value)).length / 1024).toFixed(1)} KB`;
const count = (catalogue) => Object.keys(catalogue).length;

for (const language of ['es', 'en']) {
  const whole = serverI18n(language).messages;
  const shared = sharedCatalogueOf(language);
  console.log(`\n${language}: before, every page ${count(whole)} keys, ${kb(whole)}; shared now ${count(shared)} keys`);
  console.log('| page | keys (shared + own) | in the document | reached in the browser |');
  console.log('| --- | --- | --- | --- |');
  for (const [name, pattern] of PAGES) {
    const own = pageCatalogueOf(language, pattern);
    const keys = `${count(shared)} + ${count(own)}`;
    console.log(`| ${name} | ${keys} | ${kb({ messages: shared, words: own })} | ${kb(own)} |`);
  }
}
