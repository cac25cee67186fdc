import { questionInputSchema } from '@green-circle/contract';
import type { I18n } from '@lingui/core';
import { data } from 'react-router';
import type { Api } from '../../../lib/api-client';
import { parseForm } from '../../../lib/parse-form';
import { photoWords, readPhotoPost } from '../../../lib/photo-post.server';
import { putPhotos, slotFiles, takePhotoSlots } from '../../../lib/photo-slots';
import { QUESTION_PHOTOS } from '../components/question-form';

/**
 * The ask form's POST, checked with the contract's schema: photos chosen without JavaScript are
 * uploaded on the way; an empty photo slot (no photo, no words) is left out. The valid
 * submission, or the 400 answer that draws the form again with every error beside its field.
 */
export async function readQuestionForm(request: Request, api: Api, i18n: I18n) {
  const { formData, photoRefused } = await readPhotoPost(request, api, slotFiles(QUESTION_PHOTOS));
  // The slots left empty go; the ones kept are numbered from 0 again, so the list has no holes.
  putPhotos(formData, 'photos', takePhotoSlots(formData, QUESTION_PHOTOS));
  if (formData.get('zone') === '') formData.delete('zone');
  const submission = parseForm(formData, questionInputSchema);
  if (submission.status === 'success' && !photoRefused) return { submission, refused: null };
  const fieldErrors = photoRefused ? { [photoRefused.field]: [photoWords(i18n, photoRefused)] } : undefined;
  const result = submission.reply({ fieldErrors });
  return { submission: null, refused: data({ result }, { status: 400 }) };
}
