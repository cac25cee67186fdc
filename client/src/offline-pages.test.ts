import { describe, expect, it } from 'vitest';
import { OFFLINE_WORDS, offlineFile, offlinePage } from '../scripts/lib/offline-pages.mjs';

describe('the offline page, written at build from one template', () => {
  it('is written once per language, in that language, the same page but for its words', () => {
    expect(Object.keys(OFFLINE_WORDS).map((language) => offlineFile(language as 'en' | 'es'))).toEqual([
      'offline.html',
      'offline.es.html',
    ]);
    const es = offlinePage('es');
    expect(es).toContain('<html lang="es">');
    expect(es).toContain('<h1>Estás sin conexión</h1>');
    expect(es).toContain('<title>Sin conexión | Green Circle</title>');
    const withoutWords = (language: 'en' | 'es') =>
      Object.values(OFFLINE_WORDS[language])
        .reduce((page, text) => page.replace(text, '…'), offlinePage(language))
        .replace(/lang="\w+"/, '');
    expect(withoutWords('es')).toBe(withoutWords('en'));
  });
});
