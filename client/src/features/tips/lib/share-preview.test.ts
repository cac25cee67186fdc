import type { Tip } from '@green-circle/contract';
import { describe, expect, it } from 'vitest';
import { apiAssetUrl } from '../../../lib/image-source';
import { sharePreview, sharePreviewMeta } from './share-preview';

const SITE = 'https://greencircle.example';
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
  it("a Public tip: its title, opening words, the site's absolute address and picture", () => {
    expect(sharePreview(tip({}), SITE)).toEqual({
      title: 'Deep watering',
      description: 'Water less often, but deeply.',
      url: `${SITE}/tipDetails/0123456789abcdef01234567`,
      image: `${SITE}/images/tips/deep-watering.svg`,
    });
  });

  it('an uploaded photo is shown at its kept width from 1200 px up, on the API', () => {
    const preview = sharePreview(tip({ image: '/uploads/abcdefabcdefabcdefabcdef/4000x3000.webp' }), SITE)!;
    expect(preview.image).toBe(apiAssetUrl('/uploads/abcdefabcdefabcdefabcdef/1280x960.webp'));
    expect([preview.imageWidth, preview.imageHeight]).toEqual([1280, 960]);
  });

  it('a long description is cut to about 200 characters', () => {
    const preview = sharePreview(tip({ description: 'word '.repeat(100) }), SITE)!;
    expect(preview.description.length).toBeLessThanOrEqual(200);
    expect(preview.description).toMatch(/\.\.\.$/);
  });

  it('a Hidden tip has no preview', () => {
    expect(sharePreview(tip({ availability: 'Hidden' }), SITE)).toBeNull();
  });

  it('becomes the Open Graph, Twitter card and canonical tags', () => {
    const meta = sharePreviewMeta(sharePreview(tip({}), SITE)!);
    expect(meta).toContainEqual({ property: 'og:image', content: `${SITE}/images/tips/deep-watering.svg` });
    expect(meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: `${SITE}/tipDetails/0123456789abcdef01234567`,
    });
  });
});
