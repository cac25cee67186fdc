import unhomoglyph from 'unhomoglyph';

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '');
const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The keys under which two display names count as the same: two names are one
 * when they share a key. "Maya Greenfield", "maya  greenfield", "Máyá Greenfield" and
 * "Mаya Greenfield" (a Cyrillic а) all do. Accents and spacing are dropped and each character
 * becomes its prototype in Unicode's confusables table (the UTS #39 skeleton: Cyrillic and
 * Greek look-alikes become the Latin letter, "m" becomes "rn"), so a key is for comparing
 * only, never for showing.
 *
 * Two keys, because the skeleton is case-sensitive: lower-cased first, "MAYA" meets "maya";
 * skeleton first, a capital I meets a small l ("AIice" and "Alice"), which lower-casing first
 * would have kept apart.
 *
 * Its own module (not text.ts, which the client bundles): the confusables table is ~100 kB and
 * only the API compares names.
 */
export function nameKeys(name: string): string[] {
  const folded = fold(name);
  const caseless = spaced(fold(unhomoglyph(folded.toLowerCase())));
  const cased = spaced(fold(unhomoglyph(folded)).toLowerCase());
  return caseless === cased ? [caseless] : [caseless, cased];
}

/** Whether two names read as one (they share a key); a blank name is nobody's. */
export function sameName(keys: readonly string[], other: string): boolean {
  return nameKeys(other).some((key) => key !== '' && keys.includes(key));
}
