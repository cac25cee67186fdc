import { describe, expect, it } from 'vitest';
import { requestLanguage } from './language.server';

const at = (address: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost:5173${address}`, { headers });

describe('the language a request is drawn in', () => {
  it('findings 9: a malformed lang cookie, query or Accept-Language is ignored, never an error', () => {
    expect(requestLanguage(at('/', { Cookie: 'lang=%ZZ' }))).toBe('en');
    expect(requestLanguage(at('/', { Cookie: 'lang=%ZZ', 'Accept-Language': 'es-AR' }))).toBe('es');
    expect(requestLanguage(at('/', { Cookie: 'theme=%E0%A4%A; lang=es' }))).toBe('es');
    expect(requestLanguage(at('/?lang=%ZZ', { Cookie: 'lang=%' }))).toBe('en');
    expect(requestLanguage(at('/', { 'Accept-Language': ';;q=%ZZ,,es;q=abc,=' }))).toBe('en');
  });

  it('reads the address, then the cookie (escaped or not), then Accept-Language', () => {
    expect(requestLanguage(at('/?lang=es', { Cookie: 'lang=en' }))).toBe('es');
    expect(requestLanguage(at('/', { Cookie: 'other=1; lang=%65%73' }))).toBe('es');
    expect(requestLanguage(at('/', { 'Accept-Language': 'fr, es;q=0.8' }))).toBe('es');
  });
});
