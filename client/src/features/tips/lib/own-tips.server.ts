import { data, type ActionFunctionArgs } from 'react-router';
import { done, formOf, refuseCrossSite } from '#app/lib/action.server';
import { apiFor } from '#app/lib/api.server';
import { serverI18n } from '#app/i18n/catalogue.server';
import { languageContext } from '#app/i18n/language.server';
import { deleteTip } from '../api/delete-tip';
import type { OwnTipAnswer } from './own-tip-answer';

/**
 * The action of My Tips and the dashboard's My Items: DELETE the tip named in the form as the
 * session's member (the API refuses anyone else), once confirmed. With JavaScript the site's dialog
 * asks first and the fetcher posts `confirm=yes`; a card's plain POST (no JavaScript) comes back
 * as the page asking "Delete <title>?", whose Delete posts the confirmation. The list is the
 * loader's again afterwards, so a card goes only when the API really deleted its tip.
 */
export async function deleteOwnTipAction({ request, context }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const form = await formOf(request);
  const id = String(form.get('id') ?? '');
  if (form.get('confirm') !== 'yes') return data<OwnTipAnswer>({ confirm: id });
  const deleted = await deleteTip(apiFor(context), id).then(
    ({ deletedCount }) => deletedCount > 0,
    () => false,
  );
  // The dialog that follows says it in the reader's language: its words by code, read here.
  const i18n = serverI18n(context.get(languageContext));
  const codes = deleted
    ? ['messages.deletedTitle', 'messages.deletedText', 'messages.deletedTextDashboard']
    : ['messages.deleteErrorTitle', 'messages.deleteErrorText'];
  const words = Object.fromEntries(codes.map((code) => [code, i18n._(code)]));
  return done<OwnTipAnswer>(request, { deleted, words });
}
