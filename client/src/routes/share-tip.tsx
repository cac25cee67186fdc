import type { TipInput } from '@green-circle/contract';
import { MESSAGES } from '@green-circle/contract/messages';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { requireUser } from '../features/auth/require-user';
import { createTip } from '../features/tips/api/create-tip';
import { TipForm } from '../features/tips/components/tip-form';
import { authorOf } from '../features/tips/lib/author';
import { ApiError } from '../lib/api-client';
import { notify } from '../lib/notify';

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { author: authorOf(user) };
}

export function Component() {
  const { author } = useLoaderData<typeof loader>();

  async function share(input: TipInput) {
    try {
      const result = await createTip({ ...input, ...author });
      if (!result.insertedId) {
        notify.error(MESSAGES.tipSubmitFailed);
        return false;
      }
      notify.success(MESSAGES.tipSubmitted);
      return true;
    } catch (error) {
      // 403 with MESSAGES.emailNotVerified: the member has not verified the address yet.
      notify.error(error instanceof ApiError && error.status === 403 ? error.message : MESSAGES.tipSubmitError);
      return false;
    }
  }

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8">
      <PageTitle title="Share a Tip" />
      <h1 className="mb-6 text-center text-3xl font-bold">Share a Garden Tip</h1>
      <div className="card bg-base-100 p-4 shadow-md sm:p-8">
        <TipForm author={author} submitLabel="Submit Tip" onSubmit={share} />
      </div>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';
