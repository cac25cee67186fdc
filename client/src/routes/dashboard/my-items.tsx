import type { Tip } from '@green-circle/contract';
import { MESSAGES } from '@green-circle/contract/messages';
import { useRef, useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { requireUser } from '../../features/auth/require-user';
import { MyItemCard } from '../../features/dashboard/components/my-item-card';
import { listMyTips } from '../../features/tips/api/list-my-tips';
import { confirmAndDeleteTip } from '../../features/tips/lib/delete-tip-flow';
import { useOwnTips } from '../../features/tips/lib/use-own-tips';

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
        dashboard: true, onConfirmed: () => setDeletingId(tip._id),
        // The card and its button are gone: focus goes to the page's heading, not the void.
        focusAfter: () => heading.current?.focus(),
      })
    ) {
      remove(tip._id);
    }
    setDeletingId(null);
  }

  return (
    <section className="flex flex-col gap-4">
      <PageTitle title="My Items" />
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">My Items</h1>
      {tips.length === 0 ? (
        <p className="py-10 text-center text-lg">{MESSAGES.noTips}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {tips.map((tip) => (
            <MyItemCard key={tip._id} tip={tip} deleting={deletingId === tip._id} onDelete={handleDelete} />
          ))}
        </ul>
      )}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/ui/route-error';
