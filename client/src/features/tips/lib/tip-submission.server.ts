import { RESULT_WEEKS, tipInputSchema } from '@green-circle/contract';
import type { Translator } from '../../../i18n/translator';
import { data } from 'react-router';
import { z } from 'zod';
import type { Api } from '../../../lib/api-client';
import { anyBlank } from '../../../lib/form';
import { parseForm } from '../../../lib/parse-form';
import { photoWords, readPhotoPost } from '../../../lib/photo-post.server';
import { PHOTO_FILE_FIELD, TIP_FIELDS } from '../components/tip-form';

/**
 * How many weeks the tip's result takes (issue 58), beside the tip's own fields: optional (the
 * API's default stands), a whole number 1..16, else the form's own words beside the field. Sent
 * apart, to PUT /gardenTips/{id}/result-weeks, once the tip is saved.
 */
const resultWeeksField = z
  .string()
  .trim()
  .refine(
    (value) => /^\d{1,2}$/.test(value) && Number(value) >= RESULT_WEEKS.min && Number(value) <= RESULT_WEEKS.max,
    { params: { code: 'tipForm.resultWeeksRange' } },
  )
  .transform(Number)
  .optional();
const tipFormSchema = tipInputSchema.extend({ resultWeeks: resultWeeksField });

/**
 * A tip form's POST (Share and Update alike), checked with the contract's schema and the result's weeks: the valid
 * submission, or the 400 answer that draws the form again with every error beside its field at
 * once (a refused photo's beside the photo) and what was typed kept; the spec's one message for a
 * blank field stands above the form. A photo from the device is uploaded on the way (lib/photo-post.server.ts).
 */
export async function readTipForm(request: Request, api: Api, i18n: Translator) {
  const { formData, photoRefused } = await readPhotoPost(request, api, { [PHOTO_FILE_FIELD]: 'image' });
  const submission = parseForm(formData, tipFormSchema);
  if (submission.status === 'success' && !photoRefused) return { submission, refused: null };
  const incomplete = anyBlank(formData, TIP_FIELDS) && !photoRefused ? ['messages.tipFormIncomplete'] : undefined;
  const fieldErrors = photoRefused ? { image: [photoWords(i18n, photoRefused)] } : undefined;
  const result = submission.reply({ formErrors: incomplete, fieldErrors });
  return { submission: null, refused: data({ result }, { status: 400 }) };
}
