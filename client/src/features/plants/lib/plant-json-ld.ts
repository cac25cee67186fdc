import type { PlantPage, Tip } from '@green-circle/contract';
import { paths } from '#app/config/paths';
import { siteUrl } from '#app/config/site-url';

/**
 * The plant page for search engines (schema.org JSON-LD): a collection page about the plant as a
 * taxon (its botanical name, family and common names), listing its first tips. Every address is
 * on the configured public address.
 */
export function plantJsonLd({ plant, counts }: PlantPage, tips: readonly Tip[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: `${plant.name} tips`,
    url: siteUrl(paths.plant(plant.slug)),
    description: `${counts.tips} gardening tips about ${plant.name} (${plant.botanicalName}).`,
    about: {
      '@type': 'Taxon',
      name: plant.botanicalName,
      alternateName: [plant.name, ...plant.otherNames],
      parentTaxon: { '@type': 'Taxon', name: plant.family, taxonRank: 'family' },
    },
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: counts.tips,
      itemListElement: tips.slice(0, 10).map((tip, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: siteUrl(paths.tipDetails(tip._id)),
        name: tip.title,
      })),
    },
  };
}
