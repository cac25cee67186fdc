import { RESULT_WEEKS, tipInputSchema } from '@green-circle/contract';
import type { Translator } from '#app/i18n/translator';
import type { Submission } from '@conform-to/react';
import { data } from 'react-router';
import { z } from 'zod';
import { failure } from '#app/lib/action.server';
import { ApiError, fieldSaid, type Api } from '#app/lib/api-client';
import { anyBlank } from '#app/lib/form';
import { parseForm } from '#app/lib/parse-form';
import { photoWords, readPhotoPost } from '#app/lib/photo-post.server';
import { putPhotos, slotFiles, takePhotoSlots } from '#app/lib/photo-slots';
import { HAD_MORE_PHOTOS, MORE_PHOTOS, PHOTO_FILE_FIELD, TIP_FIELDS } from '../components/tip-form';

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
  const files = { [PHOTO_FILE_FIELD]: 'image', ...slotFiles(MORE_PHOTOS) };
  const { formData, photoRefused } = await readPhotoPost(request, api, files);
  // Photos after the cover (issue 57): sent as `photos`, the cover first, when there are any or
  // were (all removed: the cover alone); otherwise left out, so a tip without them is posted as before.
  const more = takePhotoSlots(formData, MORE_PHOTOS);
  if (more.length > 0 || formData.get(HAD_MORE_PHOTOS)) {
    const cover = { url: String(formData.get('image') ?? ''), alt: String(formData.get('imageAlt') ?? '') };
    putPhotos(formData, 'photos', [cover, ...more]);
    // Kept as typed too, so a refused form draws its slots again (the schema ignores them).
    putPhotos(formData, 'morePhotos', more);
  }
  formData.delete(HAD_MORE_PHOTOS);
  const submission = parseForm(formData, tipFormSchema);
  if (submission.status === 'success' && !photoRefused) return { submission, refused: null };
  const incomplete = anyBlank(formData, TIP_FIELDS) && !photoRefused ? ['messages.tipFormIncomplete'] : undefined;
  const fieldErrors = {
    ...photoErrors(submission.status === 'error' ? submission.error : null),
    ...(photoRefused ? { [photoRefused.field]: [photoWords(i18n, photoRefused)] } : {}),
  };
  const result = submission.reply({ formErrors: incomplete, fieldErrors });
  return { submission: null, refused: data({ result }, { status: 400 }) };
}

/**
 * The form field a refusal of `field` goes beside: a photo's (`photos[2].url` from the form's own
 * schema, `photos.2.url` from the API) beside its slot, the cover (0) beside image and imageAlt,
 * the slots after it as the form numbers them (1 is morePhotos[0]); any other by its own name.
 */
function formFieldOf(field: string): string {
  const slot = /^photos(?:\[(\d+)\]|\.(\d+))\.(url|alt)$/.exec(field);
  if (!slot) return field;
  const at = Number(slot[1] ?? slot[2]);
  const part = slot[3]!;
  if (at > 0) return `morePhotos[${at - 1}].${part}`;
  return part === 'url' ? 'image' : 'imageAlt';
}

/** The photos' errors of the form's own check beside the form's fields (the rest are already beside theirs). */
function photoErrors(errors: Record<string, string[] | null> | null | undefined): Record<string, string[]> {
  const moved: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(errors ?? {}))
    if (messages && key.startsWith('photos[')) moved[formFieldOf(key)] = messages;
  return moved;
}

/**
 * The form again after the API refused the tip (Share and Update): the refusal's words above the
 * form, in the reader's language by its code, and each field the API named beside that field (a
 * photo that is not the member's, or no longer uploaded, beside its slot), what was typed kept.
 * `fallback`: what the form says when the API gave no words of its own (unreachable, a 5xx).
 */
export function tipRefusal(submission: Submission<unknown>, error: unknown, fallback: string) {
  const fieldErrors = Object.fromEntries(
    (error instanceof ApiError ? (error.problem?.errors ?? []) : []).map((refused) => [
      formFieldOf(refused.field),
      [fieldSaid(refused)],
    ]),
  );
  return data({ result: submission.reply({ formErrors: [failure(error, fallback)], fieldErrors }) }, { status: 400 });
}
