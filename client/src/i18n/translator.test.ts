import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
import { makeTranslator, type Catalogue, type MessageValues } from './translator';

const compile = (messages: Record<string, string>): Catalogue =>
  Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessageOrThrow(message)]));

type Argument = { kind: 'value' } | { kind: 'number' } | { kind: 'select'; cases: string[] };

/** The arguments a compiled message names, and what kind of value each takes. */
function argumentsOf(message: CompiledMessage, found = new Map<string, Argument>()): Map<string, Argument> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, type, choices] = token;
    if (type === 'plural' || type === 'selectordinal') found.set(name, { kind: 'number' });
    else if (type === 'select') found.set(name, { kind: 'select', cases: Object.keys(choices as object) });
    else if (!found.has(name)) found.set(name, { kind: 'value' });
    if (choices && typeof choices === 'object')
      for (const choice of Object.values(choices))
        if (Array.isArray(choice)) argumentsOf(choice as CompiledMessage, found);
  }
  return found;
}

/** Values that reach every case of a message: each plural at 0, 1, 2, 5, 21, 999, 1000 and 12345.5, each select's every case and one it lacks. */
function samplesOf(message: CompiledMessage): MessageValues[] {
  let samples: MessageValues[] = [{}];
  for (const [name, argument] of argumentsOf(message)) {
    const options: (string | number)[] =
      argument.kind === 'number'
        ? [0, 1, 2, 5, 21, 999, 1000, 12345.5]
        : argument.kind === 'select'
          ? [...argument.cases.filter((key) => key !== 'other'), 'none-of-these']
          : [`‹${name}›`];
    samples = samples.flatMap((sample) => options.map((option) => ({ ...sample, [name]: option })));
    // A message with many arguments: a spread of combinations is enough.
    if (samples.length > 200) samples = samples.filter((_, index) => index % 7 === 0);
  }
  return samples;
}

describe("the site's translator", () => {
  for (const [language, messages] of [
    ['en', en],
    ['es', es],
  ] as const) {
    it(`says every ${language} message as Lingui's runtime does, for values reaching each case`, () => {
      const catalogue = compile(messages);
      const lingui = setupI18n({ locale: language, messages: { [language]: catalogue } });
      const ours = makeTranslator(language, catalogue);
      let compared = 0;
      for (const [key, message] of Object.entries(catalogue)) {
        for (const values of samplesOf(message)) {
          expect(ours._(key, values), `${key} ${JSON.stringify(values)}`).toBe(lingui._(key, values));
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(Object.keys(messages).length);
    });
  }

  it('chooses an exact case, then the language’s plural, and puts the number where # is', () => {
    const t = makeTranslator(
      'es',
      compile({ tips: '{n, plural, =0 {ningún consejo} one {# consejo} other {# consejos}}' }),
    );
    expect([0, 1, 2, 1000].map((n) => t._('tips', { n }))).toEqual([
      'ningún consejo',
      '1 consejo',
      '2 consejos',
      '1000 consejos',
    ]);
  });

  it('writes a plural’s number as Intl.NumberFormat does, inside and beyond the plain digits it skips Intl for', () => {
    for (const language of ['en', 'es']) {
      const t = makeTranslator(language, compile({ n: '{n, plural, one {# x} other {# xs}}' }));
      for (const n of [0, 7, 42, 999, 1000, 9999, 10000, 1234567, 2.5, -3]) {
        const number = new Intl.NumberFormat([language, 'en']).format(n);
        expect(t._('n', { n }), `${language} ${n}`).toMatch(new RegExp(`^${number.replace(/[.]/g, '\\.')} xs?$`));
      }
    }
  });

  it('merges a page’s words in, and answers an id it was not given by `missing`, else the id', () => {
    const asked: string[] = [];
    const t = makeTranslator('en', compile({ a: 'A' }), (_, id) => (asked.push(id), `[${id}]`));
    t.load(compile({ b: 'B {who}' }));
    expect([t._('a'), t._('b', { who: 'me' }), t._('c')]).toEqual(['A', 'B me', '[c]']);
    expect(asked).toEqual(['c']);
    expect(makeTranslator('en', {})._('nothing.here')).toBe('nothing.here');
  });
});
