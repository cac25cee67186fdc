import { PLANTS, plantWords, resolvePlant, type PlantFacts } from '@green-circle/contract/plants';
import { serverI18n } from '#app/i18n/catalogue.server';
import type { Language } from '#app/i18n/languages';
import { plantNameBy } from '#app/i18n/plant-name';

// The plant a member types, in their language too: the contract resolves the English names and
// other names (what tips are written with); a reader of another language may type the name the
// page shows them ("Tomates"), folded the same way (case, accents, a plural's s).
const byLanguage = new Map<Language, Map<string, PlantFacts>>();

function namesIn(language: Language): Map<string, PlantFacts> {
  let names = byLanguage.get(language);
  if (!names) {
    const i18n = serverI18n(language);
    names = new Map(PLANTS.map((plant) => [plantWords(plantNameBy(i18n, plant)).join(' '), plant]));
    byLanguage.set(language, names);
  }
  return names;
}

/** The plant `typed` names, in English or in the reader's language; null when none. */
export function resolvePlantIn(language: Language, typed: string): PlantFacts | null {
  const english = resolvePlant(typed);
  if (english || language === 'en') return english;
  return namesIn(language).get(plantWords(typed).join(' ')) ?? null;
}
