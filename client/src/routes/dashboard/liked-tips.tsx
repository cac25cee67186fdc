import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { requireUser } from '../../features/auth/require-user';
import { listLikedTips } from '../../features/dashboard/api/list-liked-tips';
import { LikedTipsList } from '../../features/dashboard/components/liked-tips-list';
import { LoadMoreButton } from '../../features/dashboard/components/load-more-button';
import { DASHBOARD_MESSAGES } from '../../features/dashboard/lib/messages';
import { usePagedTips } from '../../features/dashboard/lib/use-paged-tips';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return { page: await listLikedTips(request.signal) };
}

export function Component() {
  const { page } = useLoaderData<typeof loader>();
  const { tips, hasMore, loading, loadMore } = usePagedTips(page);

  return (
    <section className="flex flex-col gap-4">
      <PageTitle title="Liked Tips" />
      <h1 className="text-2xl font-bold">Liked Tips</h1>
      {tips.length === 0 ? <p className="py-10 text-center text-lg">{DASHBOARD_MESSAGES.noLikedTips}</p> : <LikedTipsList tips={tips} />}
      {hasMore && <LoadMoreButton loading={loading} onClick={loadMore} />}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/ui/route-error';
