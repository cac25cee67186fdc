import { DIFFICULTIES, LIMITS, type Difficulty } from '@green-circle/contract/constants';
import { useLoaderData, useSearchParams } from 'react-router';
import { PageTitle } from '#app/components/ui/page-title';
import { requireUser } from '#app/features/auth/require-user';
import { AllTipsTable } from '#app/features/dashboard/components/all-tips-table';
import { DifficultyFilter } from '#app/features/dashboard/components/difficulty-filter';
import { listTips } from '#app/lib/list-tips';
import { LoadMore } from '#app/features/tips/components/load-more';
import { useTipPages } from '#app/features/tips/lib/use-tip-pages';
import { apiFor } from '#app/lib/api.server';
import { useT } from '#app/i18n/i18n';
import type { Route } from './+types/all-tips';

const difficultyOf = (search: URLSearchParams) => {
  const value = search.get('difficulty');
  return DIFFICULTIES.includes(value as Difficulty) ? (value as Difficulty) : null;
};

/** Every tip a member may see, Hidden ones included, 100 a page. */
async function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  const difficulty = difficultyOf(new URL(request.url).searchParams) ?? undefined;
  return { page: await listTips(apiFor(context), { limit: LIMITS.pageMax, difficulty }, request.signal) };
}

export default function Component() {
  const t = useT();
  const { page } = useLoaderData<typeof loader>();
  const [search, setSearch] = useSearchParams();
  const pages = useTipPages(page);

  return (
    <section className="flex flex-col gap-4">
      <PageTitle title={t('dashboard.allTips')} description={t('describe.home')} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('dashboard.allTips')}</h1>
        <DifficultyFilter
          value={difficultyOf(search)}
          onChange={(difficulty) => setSearch(difficulty ? { difficulty } : {})}
        />
      </div>
      {pages.tips.length === 0 ? (
        <p className="py-10 text-center text-lg">{t('messages.noItemsForDifficulty')}</p>
      ) : (
        <AllTipsTable tips={pages.tips} />
      )}
      <LoadMore pages={pages} />
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/ui/route-error';

export { loader };
