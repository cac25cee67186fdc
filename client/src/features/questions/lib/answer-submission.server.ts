import { answerInputSchema } from '@green-circle/contract';
import type { Translator } from '#app/i18n/translator';
import { parseForm } from '#app/lib/parse-form';
import { photoWords, type PhotoPost } from '#app/lib/photo-post.server';

/**
 * An answer's form as posted (a new answer, or one's own edited), checked with the contract's
 * schema: no photo and no words about one is no photo, no tip chosen is no tip. The valid
 * submission, or the reply that draws the form again with every error beside its field (a refused
 * photo's beside the photo) and what was typed kept.
 */
export function answerSubmission({ formData, photoRefused }: PhotoPost, i18n: Translator) {
  if (String(formData.get('photo.url') ?? '') === '' && String(formData.get('photo.alt') ?? '').trim() === '') {
    formData.delete('photo.url');
    formData.delete('photo.alt');
  }
  if (formData.get('tipId') === '') formData.delete('tipId');
  formData.delete('intent');
  formData.delete('answerId');
  const submission = parseForm(formData, answerInputSchema);
  if (submission.status === 'success' && !photoRefused) return { submission, result: null };
  const fieldErrors = photoRefused ? { [photoRefused.field]: [photoWords(i18n, photoRefused)] } : undefined;
  return { submission: null, result: submission.reply({ fieldErrors }) };
}
