import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

const target = (from: string) => redirectTarget(new URLSearchParams({ from }));

describe('redirectTarget', () => {
  it('keeps a path of this site, with its query', () => {
    expect(target('/dashboard/myItems')).toBe('/dashboard/myItems');
    expect(target('/browserTips?q=green beans&difficulty=Easy')).toBe('/browserTips?q=green%20beans&difficulty=Easy');
  });

  it.each(['//evil.example', 'https://evil.example/x', '/\\evil.example', 'dashboard', ''])('sends %j home', (from) => {
    expect(target(from)).toBe('/');
  });

  // Red-team finding 9: URL parsing drops tabs and line breaks, so these became '//evil.example'
  // (or a path the router could not navigate to) and left the member on the login page.
  it.each([
    '\t/dashboard',
    '\n/dashboard',
    '\r\n/dashboard',
    '/\t/evil.example',
    '/\n/evil.example',
    '/dash\u0000board',
    '/\u007F',
  ])('sends %j (with a control character) home', (from) => {
    expect(target(from)).toBe('/');
  });

  it.each(['/.//evil.example', '/%2e//evil.example', '/a/..//evil.example', '/./\\evil.example'])(
    'findings 10: sends %j (another site once normalised) home',
    (from) => {
      expect(target(from)).toBe('/');
    },
  );

  it('hands on the path normalised', () => {
    expect(target('/a/../dashboard/./myItems')).toBe('/dashboard/myItems');
  });
});
