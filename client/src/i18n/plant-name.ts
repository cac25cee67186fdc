import type { Translator } from './translator';
import type { PlantKind } from '@green-circle/contract/plants';
import { useMemo } from 'react';
import { useT, type MessageKey, type Translate } from './i18n';

// Issue 39: the plant list's names are the product's words, not user content. The API answers
// them in English (they are what tips' free-text plantType resolves against, and one cached
// answer serves every reader); the page names each plant by its slug's catalogue key
// (plants.name.<slug>), so a Spanish reader reads "Tomate" while slugs and stored values stay.

const nameKey = (slug: string) => `plants.name.${slug}` as MessageKey;

const KIND_KEYS: Record<PlantKind, MessageKey> = {
  vegetable: 'plants.kind.vegetable',
  herb: 'plants.kind.herb',
  fruit: 'plants.kind.fruit',
  flower: 'plants.kind.flower',
  shrub: 'plants.kind.shrub',
  'house plant': 'plants.kind.housePlant',
};

/** A plant's name in the reader's language; the API's English for a slug the catalogue lacks. */
export function plantNameIn(translate: Translate, plant: { slug: string; name: string }): string {
  const key = nameKey(plant.slug);
  const named = translate(key);
  return named === key ? plant.name : named;
}

/** The same on the server (a page's <title> and preview tags), with serverI18n's translator. */
export const plantNameBy = (i18n: Translator, plant: { slug: string; name: string }) =>
  plantNameIn((key, values) => i18n._(key, values), plant);

/** Names plants and their kinds in the page's language. */
export function usePlantNames() {
  const t = useT();
  return useMemo(
    () => ({
      name: (plant: { slug: string; name: string }) => plantNameIn(t, plant),
      kind: (kind: PlantKind) => t(KIND_KEYS[kind]),
    }),
    [t],
  );
}
