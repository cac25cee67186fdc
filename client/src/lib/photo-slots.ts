/** A photo slot's two fields as a form posts them: its address and what it shows. */
export interface PostedPhoto {
  url: string;
  alt: string;
}

/**
 * A form's numbered photo slots (a question's four, a tip's three after its cover): slot i posts
 * `<name>[i].url` and `<name>[i].alt`, and a photo chosen without JavaScript in its file part.
 */
export interface PhotoSlotList {
  name: string;
  slots: readonly number[];
  /** Slot i's file part, for a plain POST (lib/photo-post.server.ts uploads it on the way). */
  fileField: (i: number) => string;
  /** The number the first slot reads ("Photo 2" after a tip's cover, "Photo 1" on a question). */
  firstNumber: number;
  /** Slot i's picker is `<idPrefix>-<i>`, its file input `<idPrefix>-<i>-file`. */
  idPrefix: string;
}

/** The slots' file parts, each to its slot's address: what lib/photo-post.server.ts uploads on the way. */
export const slotFiles = ({ name, slots, fileField }: PhotoSlotList): Record<string, string> =>
  Object.fromEntries(slots.map((i) => [fileField(i), `${name}[${i}].url`]));

/**
 * Takes a form's photo slots (`<name>[i].url`, `<name>[i].alt`) out of the posted fields: the
 * slots with anything in them, in order; an empty slot (no photo, no words) is left out, so the
 * list has no holes (a question's photos, a tip's photos after its cover).
 */
export function takePhotoSlots(formData: FormData, { name, slots }: PhotoSlotList): PostedPhoto[] {
  const field = (i: number, part: 'url' | 'alt') => String(formData.get(`${name}[${i}].${part}`) ?? '');
  const kept = slots
    .filter((i) => field(i, 'url').trim() !== '' || field(i, 'alt').trim() !== '')
    .map((i) => ({ url: field(i, 'url'), alt: field(i, 'alt') }));
  for (const i of slots) for (const part of ['url', 'alt']) formData.delete(`${name}[${i}].${part}`);
  return kept;
}

/** Puts photos in a form's fields as `<name>[i].url` and `<name>[i].alt`, numbered from 0. */
export function putPhotos(formData: FormData, name: string, photos: readonly PostedPhoto[]): void {
  photos.forEach((photo, at) => {
    formData.set(`${name}[${at}].url`, photo.url);
    formData.set(`${name}[${at}].alt`, photo.alt);
  });
}
