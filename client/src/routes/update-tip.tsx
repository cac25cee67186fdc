import type { Tip, TipInput } from '@green-circle/contract';
import { MESSAGES } from '@green-circle/contract/messages';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { showSuccess } from '../components/ui/dialogs';
import { PageTitle } from '../components/ui/page-title';
import { paths } from '../config/paths';
import { requireUser } from '../features/auth/require-user';
import { getTip } from '../features/tips/api/get-tip';
import { updateTip } from '../features/tips/api/update-tip';
import { TipForm } from '../features/tips/components/tip-form';
import { authorOf } from '../features/tips/lib/author';
import { toRouteError } from '../features/tips/lib/route-error';
import { ApiError } from '../lib/api-client';
import { notify } from '../lib/notify';

const NOT_YOURS = 'This tip belongs to another member, so only its author can update it.';

const formValuesOf = ({ title, plantType, difficulty, category, description, image, availability }: Tip): TipInput => ({
  title,
  plantType,
  difficulty,
  category,
  description,
  image,
  availability,
});

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const tip = await getTip(params.id ?? '', request.signal).catch(toRouteError);
  // The API says whether the caller wrote the tip; it never sends the author's uid.
  return { tip, author: authorOf(user), isMine: tip.mine === true };
}

export function Component() {
  const { tip, author, isMine } = useLoaderData<typeof loader>();

  async function save(input: TipInput) {
    try {
      const result = await updateTip(tip._id, { ...input, ...author });
      if (result.modifiedCount > 0) await showSuccess(MESSAGES.tipUpdated);
      else notify.info('No changes to save.');
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) notify.error(NOT_YOURS);
      else notify.error(error instanceof ApiError ? error.message : 'Could not reach the server. Please try again.');
    }
    return false;
  }

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8">
      <PageTitle title="Update Tip" />
      <h1 className="mb-6 text-center text-3xl font-bold">Update Garden Tip</h1>
      <div className="card bg-base-100 p-4 shadow-md sm:p-8">
        {isMine ? (
          <TipForm
            initial={formValuesOf(tip)}
            author={author}
            submitLabel="Update"
            onSubmit={save}
          />
        ) : (
          <div role="alert" className="flex flex-col items-center gap-4 text-center">
            <p>{NOT_YOURS}</p>
            <Link to={paths.myTips} className="btn btn-primary">
              Go to My Tips
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';

