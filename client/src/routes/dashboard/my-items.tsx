import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { requireUser } from '../../features/auth/require-user';
import { listMyTips } from '../../features/tips/api/list-my-tips';
import { OwnTipsList } from '../../features/tips/components/own-tips-list';
import { deleteOwnTipAction } from '../../features/tips/lib/own-tips';

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { tips: await listMyTips(user.email ?? '', request.signal) };
}

export const action = deleteOwnTipAction({ dashboard: true });

export function Component() {
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
