import { describe, expect, it } from 'vitest';
import { sitePath } from './site-path';

describe('sitePath: where the site may send a reader back to', () => {
  it('keeps a path of this site, normalised, with its query and fragment', () => {
    expect(sitePath('/dashboard/myItems')).toBe('/dashboard/myItems');
    expect(sitePath('/browserTips?q=green%20beans&difficulty=Easy')).toBe(
      '/browserTips?q=green%20beans&difficulty=Easy',
    );
    expect(sitePath('/dashboard/profile#language')).toBe('/dashboard/profile#language');
    expect(sitePath('/a/../plants/./tomato')).toBe('/plants/tomato');
  });

  // Each of these was checked as written and then normalised into '//evil.example', which a browser
  // reads as another site.
  it.each([
    '/.//evil.example',
    '/%2e//evil.example',
    '/%2E//evil.example',
    '/a/..//evil.example',
    '/./\\evil.example',
    '/.\\/evil.example',
  ])('findings 10: sends %j, which normalises to another site, to the fallback', (value) => {
    expect(sitePath(value)).toBe('/');
    expect(sitePath(value, '/home-of-the-caller')).toBe('/home-of-the-caller');
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/x',
    'javascript:alert(1)',
    'dashboard',
    '',
    null,
    '/\t/evil.example',
    '\n/dashboard',
    '/dash\u0000board',
    '/\u007F',
  ])('sends %j to the fallback', (value) => {
    expect(sitePath(value)).toBe('/');
  });
});
