import { tipInputSchema, type Tip, type TipInput } from '@green-circle/contract';
import { MESSAGES } from '@green-circle/contract/messages';
import { Link, useFetcher, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { showSuccess } from '../components/ui/dialogs';
import { paths } from '../config/paths';
import { requireUser } from '../features/auth/require-user';
import { getTip } from '../features/tips/api/get-tip';
import { updateTip } from '../features/tips/api/update-tip';
import { TipForm, TipFormPage, type TipFormResult } from '../features/tips/components/tip-form';
import { authorOf } from '../features/tips/lib/author';
import { toRouteError } from '../features/tips/lib/route-error';
import { ApiError } from '../lib/api-client';
import { notify } from '../lib/notify';
import { draftKey } from '../lib/use-draft';
import { apiFor } from '../lib/api.server';
import { browserApi, requireBrowserUser } from '../lib/browser-api';

const NOT_YOURS = 'This tip belongs to another member, so only its author can update it.';

const formValuesOf = ({
  title,
  plantType,
  difficulty,
  category,
  description,
  image,
  imageAlt,
  availability,
  months,
}: Tip): TipInput => ({
  title,
  plantType,
  difficulty,
  category,
  description,
  image,
  imageAlt: imageAlt ?? '',
  availability,
  // Kept, so an update that does not touch the months does not clear them.
  ...(months ? { months } : {}),
});

async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = requireUser(request, context);
  const tip = await getTip(apiFor(context), params.id ?? '', request.signal).catch(toRouteError);
  // The API says whether the caller wrote the tip; it never sends the author's uid.
  return { tip, author: authorOf(user), isMine: tip.mine === true, draft: draftKey(user.uid, `update:${tip._id}`) };
}

/** PUT: saves the edit, then the spec's 1.5 s dialog; the loader reads the saved tip again. */
export async function clientAction({ request, params }: ActionFunctionArgs): Promise<TipFormResult> {
  const user = await requireBrowserUser(request);
  const id = params.id ?? '';
  const input = tipInputSchema.parse(await request.json());
  try {
    const { modifiedCount } = await updateTip(browserApi, id, { ...input, ...authorOf(user) });
    if (modifiedCount === 0) {
      notify.info('No changes to save.');
      return {};
    }
    await showSuccess(MESSAGES.tipUpdated);
    return { tipId: id };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) notify.error(NOT_YOURS);
    else notify.error(error instanceof ApiError ? error.message : 'Could not reach the server. Please try again.');
    return {};
  }
}

export default function Component() {
  const { tip, author, isMine, draft } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof clientAction>();
  return (
    <TipFormPage title="Update Tip" heading="Update Garden Tip">
      {isMine ? (
        <TipForm
          initial={formValuesOf(tip)}
          author={author}
          submitLabel="Update"
          savedText="Your changes are saved."
          fetcher={fetcher}
          method="put"
          draftKey={draft}
        />
      ) : (
        <div role="alert" className="flex flex-col items-center gap-4 text-center">
          <p>{NOT_YOURS}</p>
          <Link to={paths.myTips} className="btn btn-primary">
            Go to My Tips
          </Link>
        </div>
      )}
    </TipFormPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';

export { loader };
