import { describe, expect, it } from 'vitest';
import { canonicalLink } from './canonical';

const url = 'https://garden.example/tipDetails/0123456789abcdef01234567';
const drawnIn = (language: string) => [
  { id: 'root', data: { language } },
  { id: 'routes/tip-details', data: {} },
];

/** Lighthouse's SEO `canonical` audit: a page's canonical is its own language's address, never another's. */
describe('a page’s canonical address', () => {
  it('is the address itself in English (the x-default the site links)', () => {
    expect(canonicalLink(url, drawnIn('en'))).toEqual({ tagName: 'link', rel: 'canonical', href: url });
  });

  it("is the language's own hreflang address in Spanish", () => {
    expect(canonicalLink(url, drawnIn('es'))).toEqual({ tagName: 'link', rel: 'canonical', href: `${url}?lang=es` });
  });

  it('is the address itself when the root has no data (an error page)', () => {
    expect(canonicalLink(url, [undefined, { id: 'root' }])).toEqual({ tagName: 'link', rel: 'canonical', href: url });
  });
});
