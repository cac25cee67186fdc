import type { Tip } from '@green-circle/contract';
import { describe, expect, it } from 'vitest';
import { env } from '#app/config/env';
import { tipJsonLd } from './tip-json-ld';

const SITE = env.PUBLIC_SITE_URL.replace(/\/$/, '');
const tip = (overrides: Partial<Tip> = {}) =>
  ({
    _id: '0123456789abcdef01234567',
    title: 'Pinch out the side shoots',
    plantType: 'Cherry tomatoes',
    plantSlug: 'tomato',
    category: 'Plant Care',
    description: 'Keeps the plant\n\n on one stem.',
    image: '/images/tips/tomato.svg',
    availability: 'Public',
    likes: 4,
    displayName: 'Maya Greenfield',
    authorId: 'a1b2c3',
    createdAt: '2026-05-01T10:00:00.000Z',
    updatedAt: '2026-05-02T10:00:00.000Z',
    ...overrides,
  }) as Tip;

describe('tipJsonLd', () => {
  it("an article by the gardener's public page, about its plant's page, on the site's public address", () => {
    expect(tipJsonLd(tip())).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      '@id': `${SITE}/tipDetails/0123456789abcdef01234567`,
      url: `${SITE}/tipDetails/0123456789abcdef01234567`,
      headline: 'Pinch out the side shoots',
      description: 'Keeps the plant on one stem.',
      image: `${SITE}/previews/tips/0123456789abcdef01234567.jpg`,
      datePublished: '2026-05-01T10:00:00.000Z',
      dateModified: '2026-05-02T10:00:00.000Z',
      articleSection: 'Plant Care',
      author: { '@type': 'Person', name: 'Maya Greenfield', url: `${SITE}/gardeners/a1b2c3` },
      about: { '@type': 'Thing', name: 'Cherry tomatoes', url: `${SITE}/plants/tomato` },
      publisher: { '@type': 'Organization', name: 'Green Circle', url: `${SITE}/` },
      interactionStatistic: {
        '@type': 'InteractionCounter',
        interactionType: 'https://schema.org/LikeAction',
        userInteractionCount: 4,
      },
    });
  });

  it('a plant the list does not know is named as written, with no plant page', () => {
    expect(tipJsonLd(tip({ plantType: 'Mandrake', plantSlug: null })).about).toEqual({
      '@type': 'Thing',
      name: 'Mandrake',
    });
  });

  it('carries no e-mail address even when the stored tip had one', () => {
    const text = JSON.stringify(tipJsonLd({ ...tip(), email: 'maya@greencircle.test' } as Tip));
    expect(text).not.toContain('@greencircle');
  });
});
