import { questionInputSchema } from '@green-circle/contract';
import type { Translator } from '#app/i18n/translator';
import { data } from 'react-router';
import type { Api } from '#app/lib/api-client';
import { parseForm } from '#app/lib/parse-form';
import { photoWords, readPhotoPost, type PhotoPost } from '#app/lib/photo-post.server';
import { putPhotos, slotFiles, takePhotoSlots } from '#app/lib/photo-slots';
import { QUESTION_PHOTOS } from './forms';

/** The question form's photo file parts (a plain POST's), each with the field its address goes in. */
export const QUESTION_PHOTO_FILES: Record<string, string> = slotFiles(QUESTION_PHOTOS);

/**
 * The question form as posted (asking, or editing one's own), checked with the contract's schema:
 * an empty photo slot (no photo, no words) is left out and the kept ones numbered from 0 again; a
 * zone left unset is no zone sent. The valid submission, or the reply that draws the form again
 * with every error beside its field (a refused photo's beside that photo) and what was typed kept.
 */
export function questionSubmission({ formData, photoRefused }: PhotoPost, i18n: Translator) {
  // The slots left empty go; the ones kept are numbered from 0 again, so the list has no holes.
  putPhotos(formData, 'photos', takePhotoSlots(formData, QUESTION_PHOTOS));
  if (formData.get('zone') === '') formData.delete('zone');
  formData.delete('intent');
  const submission = parseForm(formData, questionInputSchema);
  if (submission.status === 'success' && !photoRefused) return { submission, result: null };
  const fieldErrors = photoRefused ? { [photoRefused.field]: [photoWords(i18n, photoRefused)] } : undefined;
  return { submission: null, result: submission.reply({ fieldErrors }) };
}

/**
 * The ask form's POST: photos chosen without JavaScript are uploaded on the way; the valid
 * submission, or the 400 answer that draws the form again.
 */
export async function readQuestionForm(request: Request, api: Api, i18n: Translator) {
  const read = questionSubmission(await readPhotoPost(request, api, QUESTION_PHOTO_FILES), i18n);
  if (read.result === null) return { submission: read.submission, refused: null };
  return { submission: null, refused: data({ result: read.result }, { status: 400 }) };
}
