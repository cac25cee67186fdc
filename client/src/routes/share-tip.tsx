import { tipInputSchema } from '@green-circle/contract';
import { MESSAGES } from '@green-circle/contract/messages';
import { useEffect, useState } from 'react';
import {
  useFetcher,
  useLoaderData,
  useSearchParams,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { requireUser } from '../features/auth/require-user';
import { createTip } from '../features/tips/api/create-tip';
import { TipForm, TipFormPage, type TipFormResult } from '../features/tips/components/tip-form';
import { authorOf } from '../features/tips/lib/author';
import { ApiError } from '../lib/api-client';
import { notify } from '../lib/notify';
import { asVerifiedMember } from '../lib/verified-member';
import { draftKey } from '../lib/use-draft';
import { SHARED_QUERY, takeSharedPhoto } from '../lib/shared-photo';
import { browserApi, requireBrowserUser } from '../lib/browser-api';

async function loader({ request, context }: LoaderFunctionArgs) {
  const user = requireUser(request, context);
  return { author: authorOf(user), draft: draftKey(user.uid, 'share') };
}

/** POST: shares the tip the form checked, and tells the member how it went. */
export async function clientAction({ request }: ActionFunctionArgs): Promise<TipFormResult> {
  const user = await requireBrowserUser(request);
  const input = tipInputSchema.parse(await request.json());
  try {
    const { insertedId } = await asVerifiedMember(() => createTip(browserApi, { ...input, ...authorOf(user) }));
    if (!insertedId) {
      notify.error(MESSAGES.tipSubmitFailed);
      return {};
    }
    notify.success(MESSAGES.tipSubmitted);
    return { tipId: insertedId };
  } catch (error) {
    // 403 with MESSAGES.emailNotVerified: the member has not verified the address yet.
    notify.error(error instanceof ApiError && error.status === 403 ? error.message : MESSAGES.tipSubmitError);
    return {};
  }
}

export default function Component() {
  const { author, draft } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof clientAction>();
  // Opened from the phone's share sheet with a photo (the manifest's share_target): it goes in the picker.
  const [searchParams] = useSearchParams();
  const shared = searchParams.has(SHARED_QUERY);
  const [sharedPhoto, setSharedPhoto] = useState<File | null>(null);
  useEffect(() => {
    if (shared) void takeSharedPhoto().then(setSharedPhoto);
  }, [shared]);
  return (
    <TipFormPage title="Share a Tip" heading="Share a Garden Tip">
      <TipForm
        author={author}
        submitLabel="Submit Tip"
        savedText="Your tip is shared."
        fetcher={fetcher}
        method="post"
        clearOnSave
        draftKey={draft}
        sharedPhoto={sharedPhoto}
      />
    </TipFormPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';

export { loader };
