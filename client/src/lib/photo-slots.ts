/** A photo slot's two fields as a form posts them: its address and what it shows. */
export interface PostedPhoto {
  url: string;
  alt: string;
}

/**
 * Takes a form's photo slots (`<name>[i].url`, `<name>[i].alt`) out of the posted fields: the
 * slots with anything in them, in order; an empty slot (no photo, no words) is left out, so the
 * list has no holes (a question's photos, a tip's photos after its cover).
 */
export function takePhotoSlots(formData: FormData, name: string, slots: readonly number[]): PostedPhoto[] {
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
