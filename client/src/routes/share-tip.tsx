import { useEffect, useState } from 'react';
import { useActionData, useLoaderData, useSearchParams } from 'react-router';
import { requireUser } from '../features/auth/require-user';
import { createTip } from '../features/tips/api/create-tip';
import { setResultWeeks } from '../features/tips/api/result-weeks';
import { TipForm, TipFormPage } from '../features/tips/components/tip-form';
import { authorOf } from '../features/tips/lib/author';
import { readTipForm, tipRefusal } from '../features/tips/lib/tip-submission.server';
import { paths } from '../config/paths';
import { refuseCrossSite } from '../lib/action.server';
import { refusal } from '../lib/form';
import { redirectWithToast } from '../lib/toast.server';
import { draftKey } from '../lib/use-draft';
import { SHARED_QUERY, takeSharedPhoto } from '../lib/shared-photo';
import { apiFor } from '../lib/api.server';
import { serverI18n } from '../i18n/catalogue.server';
import { useT } from '../i18n/i18n';
import { languageContext } from '../i18n/language.server';
import type { Route } from './+types/share-tip';

async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  return { author: authorOf(user), draft: draftKey(user.uid, 'share') };
}

/**
 * POST: the form (multipart: a photo from the device is uploaded on the way), checked with the
 * contract's schema on the server; a valid tip is shared as the session's member (then the weeks
 * its result takes, when the author gave them) and the member
 * is sent on to it with the spec's toast (post/redirect/get, with or without JavaScript). A
 * refusal is the form again with every error beside its field and what was typed kept.
 */
export async function action({ request, context }: Route.ActionArgs) {
  refuseCrossSite(request);
  const user = requireUser(request, context);
  const i18n = serverI18n(context.get(languageContext));
  const { submission, refused } = await readTipForm(request, apiFor(context), i18n);
  if (refused) return refused;
  const { resultWeeks, ...tip } = submission.value;
  try {
    const { insertedId } = await createTip(apiFor(context), { ...tip, ...authorOf(user) });
    if (!insertedId) return refusal(submission, 'messages.tipSubmitFailed');
    // The tip is shared: a failure to keep its weeks sends the member on to it all the same, told so.
    const weeksKept =
      resultWeeks === undefined ||
      (await setResultWeeks(apiFor(context), insertedId, resultWeeks).then(
        () => true,
        () => false,
      ));
    return redirectWithToast(
      paths.tipDetails(insertedId),
      weeksKept
        ? { kind: 'success', message: 'messages.tipSubmitted' }
        : { kind: 'error', message: 'tipForm.resultWeeksFailed' },
    );
  } catch (error) {
    // The API's refusal by its code (403 'messages.emailNotVerified': the address is not verified yet;
    // a photo that is not the member's beside its slot), else the spec's words.
    return tipRefusal(submission, error, 'messages.tipSubmitError');
  }
}

export default function Component() {
  const { author, draft } = useLoaderData<typeof loader>();
  const t = useT();
  const lastResult = useActionData<typeof action>()?.result;
  // Opened from the phone's share sheet with a photo (the manifest's share_target): it goes in the picker.
  const [searchParams] = useSearchParams();
  const shared = searchParams.has(SHARED_QUERY);
  const [sharedPhoto, setSharedPhoto] = useState<File | null>(null);
  useEffect(() => {
    if (shared) void takeSharedPhoto().then(setSharedPhoto);
  }, [shared]);
  return (
    <TipFormPage title={t('tipForm.shareTitle')} heading={t('tipForm.shareHeading')}>
      <TipForm
        author={author}
        submitLabel={t('tipForm.submit')}
        lastResult={lastResult}
        draftKey={draft}
        sharedPhoto={sharedPhoto}
      />
    </TipFormPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';

export { loader };
