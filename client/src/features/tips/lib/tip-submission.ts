import { tipInputSchema } from '@green-circle/contract';
import { MESSAGES } from '@green-circle/contract/messages';
import { data } from 'react-router';
import { formOf } from '../../../lib/action.server';
import { anyBlank } from '../../../lib/form';
import { parseForm } from '../../../lib/parse-form';
import { TIP_FIELDS } from '../components/tip-form';

/**
 * A tip form's POST (Share and Update alike), checked with the contract's schema: the valid
 * submission, or the 400 answer that draws the page again with each error beside its field and
 * the spec's one message for a blank field above the form (with JavaScript it is also a toast).
 */
export async function readTipForm(request: Request) {
  const formData = await formOf(request);
  const submission = parseForm(formData, tipInputSchema);
  if (submission.status === 'success') return { submission, refused: null };
  const incomplete = anyBlank(formData, TIP_FIELDS) ? [MESSAGES.tipFormIncomplete] : undefined;
  return { submission: null, refused: data({ result: submission.reply({ formErrors: incomplete }) }, { status: 400 }) };
}
