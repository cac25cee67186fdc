import { describe, expect, it } from 'vitest';
import { CATALOGUES, mailLanguage } from '.';

/** Every key a catalogue has, functions included, as paths ("digest.subject"). */
const keys = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? keys(child as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('the e-mail catalogues', () => {
  it('have the same keys in every language', () => {
    const english = keys(CATALOGUES.en).sort();
    expect(english.length).toBeGreaterThan(50);
    expect(keys(CATALOGUES.es).sort()).toEqual(english);
  });

  it('say every fixed text differently in Spanish (nothing left in English)', () => {
    const at = (catalogue: object, path: string): unknown =>
      path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], catalogue);
    const same = keys(CATALOGUES.es).filter((path) => {
      const spanish = at(CATALOGUES.es, path);
      return typeof spanish === 'string' && spanish === at(CATALOGUES.en, path);
    });
    expect(same).toEqual([]);
  });

  it('count by each language’s plural rules', () => {
    expect(CATALOGUES.es.digest.onMyTips(1)).toBe('1 comentario o informe nuevo en tus consejos');
    expect(CATALOGUES.es.digest.onMyTips(3)).toBe('3 comentarios e informes nuevos en tus consejos');
    expect(CATALOGUES.en.digest.onMyTips(1)).toBe('1 new comment or report on your tips');
    expect(CATALOGUES.en.subjects.reply.many(2, 'Beans')).toBe('2 new replies on “Beans”');
  });

  it('name months and dates by Intl in the language; English unless Spanish was chosen', () => {
    expect(mailLanguage('es').month(1)).toBe('enero');
    expect(mailLanguage('en').month(1)).toBe('January');
    expect(mailLanguage('es').day('2026-12-05T10:00:00.000Z')).toBe('5 de diciembre de 2026');
    expect(mailLanguage('en').day('2026-12-05T10:00:00.000Z')).toBe('5 December 2026');
    expect(mailLanguage('').lang).toBe('en');
    expect(mailLanguage(undefined).words).toBe(CATALOGUES.en);
  });
});
