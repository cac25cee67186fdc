import { CONTRACT_TEXTS } from '@green-circle/contract/message-codes';
import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverI18n } from './catalogue.server';
import { catalogueProblems } from './catalogue-check';
import en from './en.json';
import es from './es.json';

// The repository's root (vitest runs in client/), where eslint.config.js is.
const root = `${path.resolve(process.cwd(), '..')}/`;

/** Issue 39: both catalogues whole, and no words written straight into a translated component. */
describe('the message catalogues', () => {
  it('have every key in both languages, valid ICU, and the same arguments', () => {
    expect(catalogueProblems({ en, es })).toEqual([]);
  });

  it('fail on a planted missing key, broken ICU, or a translation with other arguments', () => {
    const { 'nav.home': _dropped, ...esWithoutHome } = es;
    expect(catalogueProblems({ en, es: esWithoutHome })).toEqual(['es.json lacks "nav.home"']);
    expect(catalogueProblems({ en, es: { ...es, 'nav.home': 'Inicio {n, plural, one {x}' } })).toEqual([
      expect.stringMatching(/^es\.json "nav\.home" is not valid ICU/),
    ]);
    expect(catalogueProblems({ en, es: { ...es, 'nav.accountMenu': 'Menú de {nombre}' } })).toEqual([
      '"nav.accountMenu" names different arguments in each language',
    ]);
  });

  it('name each key once (JSON keeps the last of two silently, so a merge can leave both)', () => {
    // Prettier writes one key a line: a key's second line is a key written twice.
    const twice = (text: string) => {
      const keys = [...text.matchAll(/^\s*"([^"]+)":/gm)].map((match) => match[1]!);
      return keys.filter((key, index) => keys.indexOf(key) !== index);
    };
    for (const file of ['en.json', 'es.json']) {
      expect(twice(readFileSync(path.join(import.meta.dirname, file), 'utf8')), file).toEqual([]);
    }
    expect(twice('{\n  "a": "x",\n  "b": "y",\n  "a": "x"\n}')).toEqual(['a']);
  });

  it("keep the contract's (the spec's) English words exactly, under their codes", () => {
    for (const [code, text] of Object.entries(CONTRACT_TEXTS)) {
      expect(serverI18n('en')._(code), code).toBe(text);
      expect(es[code as keyof typeof es], code).toBeDefined();
    }
  });

  it('say plurals by each language’s rules', () => {
    const say = (language: 'en' | 'es', n: number) => serverI18n(language)._('tips.count', { n });
    expect([say('en', 1), say('en', 3)]).toEqual(['1 tip', '3 tips']);
    expect([say('es', 1), say('es', 3)]).toEqual(['1 consejo', '3 consejos']);
  });
});

describe('the no-literal-ui-text lint rule', () => {
  const lint = async (file: string, code: string) => {
    const eslint = new ESLint({ cwd: root });
    const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
    return result!.messages.filter((m) => m.ruleId === 'green-circle/no-literal-ui-text').map((m) => m.line);
  };

  it('fails on planted hard-coded words: text, a read attribute, a string child', async () => {
    const planted = [
      'export function Footer({ t }: { t: (k: string) => string }) {',
      '  return (',
      '    <footer>',
      '      <p>Planted words</p>',
      '      <button aria-label="Close it">{t(\'nav.home\')}</button>',
      "      <span>{'More planted words'}</span>",
      "      <b>Green Circle</b> <i>404</i> <a title={t('nav.home')}>·</a>",
      '    </footer>',
      '  );',
      '}',
    ].join('\n');
    expect(await lint('client/src/app/layouts/footer.tsx', planted)).toEqual([4, 5, 6]);
    // Every component, a new one too (the lint suite holds the existing ones to it); not tests.
    expect(await lint('client/src/features/new-feature/components/new-panel.tsx', planted)).toEqual([4, 5, 6]);
    expect(await lint('client/src/features/new-feature/components/new-panel.test.tsx', planted)).toEqual([]);
  });
});
