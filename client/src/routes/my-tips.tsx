import type { Tip } from '@green-circle/contract';
import { MESSAGES } from '@green-circle/contract/messages';
import { useRef, useState } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { paths } from '../config/paths';
import { requireUser } from '../features/auth/require-user';
import { listMyTips } from '../features/tips/api/list-my-tips';
import { MyTipCard } from '../features/tips/components/my-tip-card';
import { confirmAndDeleteTip } from '../features/tips/lib/delete-tip-flow';
import { useOwnTips } from '../features/tips/lib/use-own-tips';

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { tips: await listMyTips(user.email ?? '', request.signal) };
}

export function Component() {
  const { tips: loaded } = useLoaderData<typeof loader>();
  const { tips, remove } = useOwnTips(loaded);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  async function handleDelete(tip: Tip) {
    if (deletingId) return;
    if (
      await confirmAndDeleteTip(tip._id, {
        onConfirmed: () => setDeletingId(tip._id),
        // The card and its button are gone: focus goes to the page's heading, not the void.
        focusAfter: () => heading.current?.focus(),
      })
    ) {
      remove(tip._id);
    }
    setDeletingId(null);
  }

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <PageTitle title={tips.length > 0 ? 'My Tips' : 'No Tips'} raw />
      <h1 ref={heading} tabIndex={-1} className="mb-6 text-center text-3xl font-bold [overflow-wrap:anywhere] focus:outline-none">My Gardening Tips</h1>
      {tips.length === 0 ? (
        <div className="flex flex-col items-center gap-3 py-10 text-center">
          <p className="text-lg">{MESSAGES.noTips}</p>
          <p>{MESSAGES.noTipsYet}</p>
          <Link to={paths.shareTip} className="btn btn-primary">
            {MESSAGES.shareFirstTip}
          </Link>
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {tips.map((tip) => (
            <MyTipCard key={tip._id} tip={tip} deleting={deletingId === tip._id} onDelete={handleDelete} />
          ))}
        </ul>
      )}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';
