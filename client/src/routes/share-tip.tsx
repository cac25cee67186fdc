import { tipInputSchema, type TipInput } from '@green-circle/contract';
import { MESSAGES } from '@green-circle/contract/messages';
import { useFetcher, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { requireUser } from '../features/auth/require-user';
import { createTip } from '../features/tips/api/create-tip';
import { TipForm, type TipFormResult } from '../features/tips/components/tip-form';
import { authorOf } from '../features/tips/lib/author';
import { notify } from '../lib/notify';

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { author: authorOf(user) };
}

/** POST: shares the tip the form checked, and tells the member how it went. */
export async function action({ request }: ActionFunctionArgs): Promise<TipFormResult> {
  const user = await requireUser(request);
  const input = tipInputSchema.parse(await request.json());
  try {
    const { insertedId } = await createTip({ ...input, ...authorOf(user) });
    if (!insertedId) {
      notify.error(MESSAGES.tipSubmitFailed);
      return {};
    }
    notify.success(MESSAGES.tipSubmitted);
    return { tipId: insertedId };
  } catch {
    notify.error(MESSAGES.tipSubmitError);
    return {};
  }
}

export function Component() {
  const { author } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof action>();
  const share = (input: TipInput) => fetcher.submit(input, { method: 'post', encType: 'application/json' });

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8">
      <PageTitle title="Share a Tip" />
      <h1 className="mb-6 text-center text-3xl font-bold">Share a Garden Tip</h1>
      <div className="card bg-base-100 p-4 shadow-md sm:p-8">
        {/* A shared tip gets a fresh, empty form (the spec's reset). */}
        <TipForm
          key={fetcher.data?.tipId ?? 'new'}
          author={author}
          submitLabel="Submit Tip"
          onSubmit={share}
          pending={fetcher.state !== 'idle'}
          result={fetcher.data}
          savedText="Your tip is shared."
        />
      </div>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';
