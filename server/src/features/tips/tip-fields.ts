import type { Photo, TipInput } from '@green-circle/contract';

/** The member-written fields of a tip, as both stores write them (no alternative text: ''). */
export function pickTip(input: TipInput): TipInput & { imageAlt: string } {
  const { title, plantType, difficulty, category, description, image, availability } = input;
  // Sent photos begin with the cover: its alt is the image's.
  const imageAlt = input.photos?.[0]?.alt ?? input.imageAlt ?? '';
  return { title, plantType, difficulty, category, description, image, imageAlt, availability };
}

/** The photos after the cover, when the input sends photos (the first is the cover: image, imageAlt). */
export const morePhotosOf = (input: TipInput): Photo[] | undefined => input.photos?.slice(1);

/** A tip's photos as the API answers them: its cover, then the rest (a tip from before photos: its image alone). */
export const photosOf = (image: string, imageAlt: string | undefined, more: readonly Photo[] = []): Photo[] => [
  { url: image, alt: imageAlt ?? '' },
  ...more,
];
