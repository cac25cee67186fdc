import { RESULT_WEEKS, tipInputSchema } from '@green-circle/contract';
import type { I18n } from '@lingui/core';
import { data } from 'react-router';
import { z } from 'zod';
import type { Api } from '../../../lib/api-client';
import { anyBlank } from '../../../lib/form';
import { parseForm } from '../../../lib/parse-form';
import { photoWords, readPhotoPost } from '../../../lib/photo-post.server';
import { putPhotos, takePhotoSlots } from '../../../lib/photo-slots';
import {
  HAD_MORE_PHOTOS,
  MORE_PHOTO_SLOTS,
  morePhotoFileField,
  PHOTO_FILE_FIELD,
  TIP_FIELDS,
} from '../components/tip-form';

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
export async function readTipForm(request: Request, api: Api, i18n: I18n) {
  const files = Object.fromEntries(MORE_PHOTO_SLOTS.map((i) => [morePhotoFileField(i), `morePhotos[${i}].url`]));
  const { formData, photoRefused } = await readPhotoPost(request, api, { [PHOTO_FILE_FIELD]: 'image', ...files });
  // Photos after the cover (issue 57): sent as `photos`, the cover first, when there are any or
  // were (all removed: the cover alone); otherwise left out, so a tip without them is posted as before.
  const more = takePhotoSlots(formData, 'morePhotos', MORE_PHOTO_SLOTS);
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

/** The photos' errors beside the form's fields: the cover's beside image and imageAlt, the rest beside their slots. */
function photoErrors(errors: Record<string, string[] | null> | null | undefined): Record<string, string[]> {
  const moved: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const slot = /^photos\[(\d+)\]\.(url|alt)$/.exec(key);
    if (!slot || !messages) continue;
    const at = Number(slot[1]);
    const field = at === 0 ? (slot[2] === 'url' ? 'image' : 'imageAlt') : `morePhotos[${at - 1}].${slot[2]}`;
    moved[field] = messages;
  }
  return moved;
}
