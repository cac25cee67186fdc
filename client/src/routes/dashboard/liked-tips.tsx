import { LIMITS } from '@green-circle/contract/constants';
import { useLoaderData } from 'react-router';
import { EmptyState } from '#app/components/ui/empty-state';
import { PageTitle } from '#app/components/ui/page-title';
import { paths } from '#app/config/paths';
import { requireUser } from '#app/features/auth/require-user';
import { LikedTipsList } from '#app/features/dashboard/components/liked-tips-list';
import { listTips } from '#app/lib/list-tips';
import { LoadMore } from '#app/features/tips/components/load-more';
import { useTipPages } from '#app/features/tips/lib/use-tip-pages';
import { apiFor } from '#app/lib/api.server';
import { useT } from '#app/i18n/i18n';
import type { Route } from './+types/liked-tips';

/** The tips the member liked, most recently liked first. */
async function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  return { page: await listTips(apiFor(context), { liked: 'me', limit: LIMITS.pageMax }, request.signal) };
}

export default function Component() {
  const t = useT();
  const { page } = useLoaderData<typeof loader>();
  const pages = useTipPages(page);

  return (
    <section className="flex flex-col gap-4">
      <PageTitle title={t('dashboard.likedTips')} description={t('describe.home')} />
      <h1 className="text-2xl font-bold">{t('dashboard.likedTips')}</h1>
      {pages.tips.length === 0 ? (
        <EmptyState
          title={t('dashboard.noLikedTips')}
          hint={t('dashboard.likeHow')}
          to={paths.browseTips}
          action={t('dashboard.browseToLike')}
        />
      ) : (
        <LikedTipsList tips={pages.tips} />
      )}
      <LoadMore pages={pages} />
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/ui/route-error';

export { loader };
