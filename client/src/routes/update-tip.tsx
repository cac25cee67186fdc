import type { Tip } from '@green-circle/contract';
import { Link, useActionData, useLoaderData } from 'react-router';
import { paths } from '../config/paths';
import { requireUser } from '../features/auth/require-user';
import { getTip } from '../features/tips/api/get-tip';
import { setResultWeeks } from '../features/tips/api/result-weeks';
import { updateTip } from '../features/tips/api/update-tip';
import { TipForm, TipFormPage, type TipFormInitial, type TipFormResult } from '../features/tips/components/tip-form';
import { authorOf } from '../features/tips/lib/author';
import { readTipForm, tipRefusal } from '../features/tips/lib/tip-submission.server';
import { toRouteError } from '../features/tips/lib/route-error';
import { refuseCrossSite } from '../lib/action.server';
import { ApiError } from '../lib/api-client';
import { refusal } from '../lib/form';
import { doneWithToast, redirectWithToast } from '../lib/toast.server';
import { draftKey } from '../lib/use-draft';
import { apiFor } from '../lib/api.server';
import { serverI18n } from '../i18n/catalogue.server';
import { useT } from '../i18n/i18n';
import { languageContext } from '../i18n/language.server';
import type { Route } from './+types/update-tip';

/** The tip's own fields as the form's values (not its likes, author or dates). */
const formValuesOf = (tip: Tip): TipFormInitial => {
  const { title, plantType, difficulty, category, description, image, availability } = tip;
  const fields = { title, plantType, difficulty, category, description, image, availability };
  // The months are kept, so an update that does not touch them does not clear them.
  return {
    ...fields,
    imageAlt: tip.imageAlt ?? '',
    ...(tip.months ? { months: tip.months } : {}),
    // Its photos (issue 57): the ones after the cover fill the form's extra photo slots.
    ...(tip.photos ? { photos: tip.photos } : {}),
    ...(tip.resultWeeks === undefined ? {} : { resultWeeks: tip.resultWeeks }),
  };
};

async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const tip = await getTip(apiFor(context), params.id ?? '', request.signal).catch(toRouteError);
  // The API says whether the caller wrote the tip; it never sends the author's uid.
  return { tip, author: authorOf(user), isMine: tip.mine === true, draft: draftKey(user.uid, `update:${tip._id}`) };
}

/**
 * POST: the edit (multipart, as Share's), checked with the contract's schema on the server and
 * saved as the session's member, the weeks its result takes with it; the member is sent on to the tip with the spec's words (a toast
 * from the flash cookie), or stays with "No changes to save." A refusal is the form again with
 * every error beside its field and what was typed kept.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  refuseCrossSite(request);
  const user = requireUser(request, context);
  const id = params.id ?? '';
  // The action's own words in the request's language (the contract's texts are read by their code in the page).
  const i18n = serverI18n(context.get(languageContext));
  const { submission, refused } = await readTipForm(request, apiFor(context), i18n);
  if (refused) return refused;
  const { resultWeeks, ...tip } = submission.value;
  const api = apiFor(context);
  try {
    // The weeks its result takes go first (only the author may; a stranger hears the same 403),
    // and only when changed: the form shows the tip's own (the API's default until the author says).
    const weeksChanged =
      resultWeeks !== undefined && resultWeeks !== (await getTip(api, id, request.signal)).resultWeeks;
    if (weeksChanged) await setResultWeeks(api, id, resultWeeks);
    // No months chosen is all year: the PUT without them clears any the tip had.
    const { modifiedCount } = await updateTip(api, id, { ...tip, ...authorOf(user) });
    if (modifiedCount === 0 && !weeksChanged)
      return doneWithToast(request, {}, { kind: 'info', message: i18n._('tipForm.noChanges') });
    return redirectWithToast(paths.tipDetails(id), { kind: 'success', message: 'messages.tipUpdated' });
  } catch (error) {
    // A 403 naming no field is another member's tip; one naming a photo is a photo not theirs, said beside its slot.
    if (error instanceof ApiError && error.status === 403 && !error.problem?.errors?.length)
      return refusal(submission, i18n._('tipForm.notYours'));
    return tipRefusal(submission, error, error instanceof ApiError ? error.said : i18n._('tipForm.unreachable'));
  }
}

export default function Component() {
  const { tip, author, isMine, draft } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const t = useT();
  return (
    <TipFormPage title={t('tipForm.updateTitle')} heading={t('tipForm.updateHeading')}>
      {isMine ? (
        <TipForm
          initial={formValuesOf(tip)}
          author={author}
          submitLabel={t('tipForm.update')}
          lastResult={(answer as TipFormResult | undefined)?.result}
          draftKey={draft}
        />
      ) : (
        <div role="alert" className="flex flex-col items-center gap-4 text-center">
          <p>{t('tipForm.notYours')}</p>
          <Link to={paths.myTips} className="btn btn-primary">
            {t('tipForm.goToMyTips')}
          </Link>
        </div>
      )}
    </TipFormPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';

export { loader };
