/** How much of a tip's description a visitor reads (and its structured data says). */
export const TEASER_CHARS = 280;

/**
 * A text's opening words, at most `max` characters: its first whole sentences when at least one
 * fits, else its words up to the limit and "…". Never cut inside a word ("sweet-sme...").
 */
export function openingWords(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  let sentences = '';
  // A sentence ends at . ! ? or … (and a closing quote or bracket) before a space.
  for (const match of flat.matchAll(/.+?[.!?…]+["'”»)\]]*(?= |$)/g)) {
    const next = sentences ? `${sentences} ${match[0].trim()}` : match[0].trim();
    if (next.length > max) break;
    sentences = next;
  }
  if (sentences) return sentences;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  // One word longer than the limit: cut it there rather than show nothing.
  const words = lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, max - 1);
  return `${words.replace(/[\s,;:–—-]+$/, '')}…`;
}
