import type { Tip } from '@green-circle/contract';
import { SITE_NAME } from '#app/components/ui/page-title';
import { paths } from '#app/config/paths';
import { siteUrl } from '#app/config/site-url';
import { openingWords, TEASER_CHARS } from './opening-words';

/**
 * A Public tip for search engines (schema.org JSON-LD): an article by its gardener (their public
 * page, never an e-mail), about its plant (the plant's page when the list knows it), with its
 * likes. Every address is on the configured public address.
 */
export function tipJsonLd(tip: Tip) {
  const url = siteUrl(paths.tipDetails(tip._id));
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': url,
    url,
    headline: tip.title,
    // What the visitor's page shows of it: structured data says no more than the page.
    description: openingWords(tip.description, TEASER_CHARS),
    image: siteUrl(paths.tipPreviewImage(tip._id)),
    datePublished: tip.createdAt,
    dateModified: tip.updatedAt,
    articleSection: tip.category,
    author: { '@type': 'Person', name: tip.displayName, url: siteUrl(paths.gardener(tip.authorId)) },
    about: tip.plantSlug
      ? { '@type': 'Thing', name: tip.plantType, url: siteUrl(paths.plant(tip.plantSlug)) }
      : { '@type': 'Thing', name: tip.plantType },
    publisher: { '@type': 'Organization', name: SITE_NAME, url: siteUrl('/') },
    interactionStatistic: {
      '@type': 'InteractionCounter',
      interactionType: 'https://schema.org/LikeAction',
      userInteractionCount: tip.likes,
    },
  };
}
