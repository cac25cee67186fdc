import { tipInputSchema } from '@green-circle/contract';
import { UPLOAD_FORMATS, UPLOAD_LIMITS } from '@green-circle/contract/uploads';
import type { I18n } from '@lingui/core';
import { data } from 'react-router';
import { saidIn } from '../../../i18n/said';
import type { Api } from '../../../lib/api-client';
import { anyBlank } from '../../../lib/form';
import { parseForm } from '../../../lib/parse-form';
import { TIP_FIELDS } from '../components/tip-form';
import { readTipPost, type PhotoRefusal } from './tip-post.server';

/** What the picker says of a refused photo (photo-picker.tsx pickerWords), in the request's language. */
function photoWords(i18n: I18n, refused: PhotoRefusal): string {
  const formats = new Intl.ListFormat(i18n.locale, { type: 'disjunction' }).format(UPLOAD_FORMATS);
  if (refused.kind === 'tooLarge')
    return i18n._('tipForm.photoTooLarge', { mb: UPLOAD_LIMITS.maxBytes / (1024 * 1024) });
  if (refused.kind === 'notAnImage') return i18n._('tipForm.photoNotAnImage', { formats });
  const detail = refused.said ? saidIn(i18n, refused.said) : '';
  const ended = ['.', '!', '?'].includes(detail.at(-1) ?? '');
  return `${i18n._('tipForm.photoFailed')}${detail ? ` ${ended ? detail : `${detail}.`}` : ''}`;
}

/**
 * A tip form's POST (Share and Update alike), checked with the contract's schema: the valid
 * submission, or the 400 answer that draws the form again with every error beside its field at
 * once (a refused photo's beside the photo) and what was typed kept; the spec's one message for a
 * blank field stands above the form. A photo from the device is uploaded on the way (tip-post.server.ts).
 */
export async function readTipForm(request: Request, api: Api, i18n: I18n) {
  const { formData, photoRefused } = await readTipPost(request, api);
  const submission = parseForm(formData, tipInputSchema);
  if (submission.status === 'success' && !photoRefused) return { submission, refused: null };
  const incomplete = anyBlank(formData, TIP_FIELDS) && !photoRefused ? ['messages.tipFormIncomplete'] : undefined;
  const fieldErrors = photoRefused ? { image: [photoWords(i18n, photoRefused)] } : undefined;
  const result = submission.reply({ formErrors: incomplete, fieldErrors });
  return { submission: null, refused: data({ result }, { status: 400 }) };
}
