import { MESSAGES } from '@green-circle/contract/messages';
import { useEffect, useState } from 'react';
import {
  useActionData,
  useFetcher,
  useLoaderData,
  useSearchParams,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { requireUser } from '../features/auth/require-user';
import { createTip } from '../features/tips/api/create-tip';
import { TipForm, TipFormPage } from '../features/tips/components/tip-form';
import { authorOf } from '../features/tips/lib/author';
import { readTipForm } from '../features/tips/lib/tip-submission';
import { paths } from '../config/paths';
import { done, refuseCrossSite } from '../lib/action.server';
import { ApiError } from '../lib/api-client';
import { refusedForm } from '../lib/form';
import { draftKey } from '../lib/use-draft';
import { SHARED_QUERY, takeSharedPhoto } from '../lib/shared-photo';
import { apiFor } from '../lib/api.server';
import { useT } from '../i18n/i18n';

async function loader({ request, context }: LoaderFunctionArgs) {
  const user = requireUser(request, context);
  return { author: authorOf(user), draft: draftKey(user.uid, 'share') };
}

/**
 * POST: the form, checked with the contract's schema on the server; a valid tip is shared as the
 * session's member. A plain POST (no JavaScript yet) is sent on to the new tip; a fetcher hears
 * its id and the spec's toast. A refusal is the page again with its errors beside the fields.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const user = requireUser(request, context);
  const { submission, refused } = await readTipForm(request);
  if (refused) return refused;
  try {
    const { insertedId } = await createTip(apiFor(context), { ...submission.value, ...authorOf(user) });
    if (!insertedId) return refusedForm(submission, MESSAGES.tipSubmitFailed);
    return done(
      request,
      { tipId: insertedId, toast: { kind: 'success' as const, message: MESSAGES.tipSubmitted } },
      paths.tipDetails(insertedId),
    );
  } catch (error) {
    // 403 with MESSAGES.emailNotVerified: the member has not verified the address yet.
    return refusedForm(
      submission,
      error instanceof ApiError && error.status === 403 ? error.message : MESSAGES.tipSubmitError,
    );
  }
}

export default function Component() {
  const { author, draft } = useLoaderData<typeof loader>();
  const t = useT();
  const fetcher = useFetcher<typeof action>();
  const answer = useActionData<typeof action>();
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
        savedText={t('tipForm.sharedText')}
        fetcher={fetcher}
        answer={answer}
        clearOnSave
        draftKey={draft}
        sharedPhoto={sharedPhoto}
      />
    </TipFormPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';

export { loader };
