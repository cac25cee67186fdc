import { describe, expect, it } from 'vitest';
import { env } from './env';
import { siteUrl } from './site-url';

describe('siteUrl', () => {
  it('findings 9: a request path that begins with // or /\\ stays a path of the site, and one no URL can be made of is no error', () => {
    const site = new URL(env.PUBLIC_SITE_URL).origin;
    for (const path of ['//evil.example/?lang=en', '/\\evil.example', '//[?lang=en', '///x'])
      expect(new URL(siteUrl(path)).origin, path).toBe(site);
    expect(siteUrl('/plants/tomato?lang=es')).toBe(`${site}/plants/tomato?lang=es`);
  });
});
