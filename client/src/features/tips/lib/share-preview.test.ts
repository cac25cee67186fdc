import type { Tip } from '@green-circle/contract';
import { describe, expect, it } from 'vitest';
import { env } from '#app/config/env';
import { canonicalLink } from '#app/i18n/canonical';
import { sharePreview, sharePreviewMeta } from './share-preview';

const SITE = env.PUBLIC_SITE_URL.replace(/\/$/, '');
const tip = (overrides: Partial<Tip>) =>
  ({
    _id: '0123456789abcdef01234567',
    title: 'Deep watering',
    description: 'Water less often, but deeply.',
    image: '/images/tips/deep-watering.svg',
    availability: 'Public',
    ...overrides,
  }) as Tip;

describe('sharePreview', () => {
  it("a Public tip: its title, opening words, and the site's public address for the page and its 1200×630 picture", () => {
    expect(sharePreview(tip({}))).toEqual({
      title: 'Deep watering',
      description: 'Water less often, but deeply.',
      url: `${SITE}/tipDetails/0123456789abcdef01234567`,
      image: `${SITE}/previews/tips/0123456789abcdef01234567.jpg`,
      imageWidth: 1200,
      imageHeight: 630,
      picture: '/images/tips/deep-watering.svg',
    });
  });

  it('a long description is cut to at most 200 characters, after a whole word', () => {
    const preview = sharePreview(tip({ description: 'words '.repeat(100) }))!;
    expect(preview.description.length).toBeLessThanOrEqual(200);
    expect(preview.description).toMatch(/ words…$/);
  });

  it('a Hidden tip has no preview', () => {
    expect(sharePreview(tip({ availability: 'Hidden' }))).toBeNull();
  });

  it('becomes the Open Graph, Twitter card and canonical tags', () => {
    const preview = sharePreview(tip({}))!;
    const meta = sharePreviewMeta(preview, canonicalLink(preview.url, []));
    expect(meta).toContainEqual({
      property: 'og:image',
      content: `${SITE}/previews/tips/0123456789abcdef01234567.jpg`,
    });
    expect(meta).toContainEqual({
      name: 'twitter:image',
      content: `${SITE}/previews/tips/0123456789abcdef01234567.jpg`,
    });
    expect(meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: `${SITE}/tipDetails/0123456789abcdef01234567`,
    });
  });
});
