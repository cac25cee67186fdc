import type { TipInput } from '@green-circle/contract';

/** The member-written fields of a tip, as both stores write them (no alternative text: ''). */
export function pickTip(input: TipInput): TipInput & { imageAlt: string } {
  const { title, plantType, difficulty, category, description, image, imageAlt, availability } = input;
  return { title, plantType, difficulty, category, description, image, imageAlt: imageAlt ?? '', availability };
}
