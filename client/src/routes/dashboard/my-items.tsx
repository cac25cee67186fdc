import { useLoaderData } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { OwnTipsList } from '../../features/tips/components/own-tips-list';
import { deleteOwnTipAction } from '../../features/tips/lib/own-tips.server';
import type { loader } from '../my-tips';

// The same list as My Tips, in the dashboard's frame and wording.
export { loader } from '../my-tips';
export const action = deleteOwnTipAction;

export default function Component() {
  const { tips } = useLoaderData<typeof loader>();
  return (
    <section className="flex flex-col gap-4">
      <PageTitle title="My Items" />
      <h1 className="text-2xl font-bold">My Items</h1>
      <OwnTipsList tips={tips} dashboard />
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/ui/route-error';
