import { MESSAGES } from '@green-circle/contract/messages';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { requireUser } from '../../features/auth/require-user';
import { isDifficulty, listAllTips } from '../../features/dashboard/api/list-all-tips';
import { AllTipsTable } from '../../features/dashboard/components/all-tips-table';
import { DifficultyFilter } from '../../features/dashboard/components/difficulty-filter';
import { LoadMoreButton } from '../../features/dashboard/components/load-more-button';
import { usePagedTips } from '../../features/dashboard/lib/use-paged-tips';

const difficultyOf = (search: URLSearchParams) => {
  const value = search.get('difficulty');
  return isDifficulty(value) ? value : null;
};

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const difficulty = difficultyOf(new URL(request.url).searchParams);
  return { page: await listAllTips(difficulty, request.signal) };
}

export function Component() {
  const { page } = useLoaderData<typeof loader>();
  const [search, setSearch] = useSearchParams();
  const { tips, hasMore, loading, loadMore } = usePagedTips(page);

  return (
    <section className="flex flex-col gap-4">
      <PageTitle title="All Garden Tips" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">All Garden Tips</h1>
        <DifficultyFilter
          value={difficultyOf(search)}
          onChange={(difficulty) => setSearch(difficulty ? { difficulty } : {})}
        />
      </div>
      {tips.length === 0 ? (
        <p className="py-10 text-center text-lg">{MESSAGES.noItemsForDifficulty}</p>
      ) : (
        <AllTipsTable tips={tips} />
      )}
      {hasMore && <LoadMoreButton loading={loading} onClick={loadMore} />}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/ui/route-error';
