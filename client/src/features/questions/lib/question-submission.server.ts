import { questionInputSchema } from '@green-circle/contract';
import type { Translator } from '../../../i18n/translator';
import { data } from 'react-router';
import type { Api } from '../../../lib/api-client';
import { parseForm } from '../../../lib/parse-form';
import { photoWords, readPhotoPost } from '../../../lib/photo-post.server';
import { PHOTO_SLOTS, photoFileField } from '../components/question-form';

/**
 * The ask form's POST, checked with the contract's schema: photos chosen without JavaScript are
 * uploaded on the way; an empty photo slot (no photo, no words) is left out. The valid
 * submission, or the 400 answer that draws the form again with every error beside its field.
 */
export async function readQuestionForm(request: Request, api: Api, i18n: Translator) {
  const files = Object.fromEntries(PHOTO_SLOTS.map((i) => [photoFileField(i), `photos[${i}].url`]));
  const { formData, photoRefused } = await readPhotoPost(request, api, files);
  // The slots left empty go; the ones kept are numbered from 0 again, so the list has no holes.
  const kept = PHOTO_SLOTS.filter((i) =>
    ['url', 'alt'].some((part) => String(formData.get(`photos[${i}].${part}`) ?? '').trim() !== ''),
  );
  const photos = kept.map((i) => ({ url: formData.get(`photos[${i}].url`), alt: formData.get(`photos[${i}].alt`) }));
  for (const i of PHOTO_SLOTS) for (const part of ['url', 'alt']) formData.delete(`photos[${i}].${part}`);
  photos.forEach((photo, at) => {
    formData.set(`photos[${at}].url`, String(photo.url ?? ''));
    formData.set(`photos[${at}].alt`, String(photo.alt ?? ''));
  });
  if (formData.get('zone') === '') formData.delete('zone');
  const submission = parseForm(formData, questionInputSchema);
  if (submission.status === 'success' && !photoRefused) return { submission, refused: null };
  const fieldErrors = photoRefused ? { [photoRefused.field]: [photoWords(i18n, photoRefused)] } : undefined;
  const result = submission.reply({ fieldErrors });
  return { submission: null, refused: data({ result }, { status: 400 }) };
}
