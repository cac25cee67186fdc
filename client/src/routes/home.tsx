import { lazy, Suspense } from 'react';
import { useLoaderData } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { ClientOnly } from '../lib/hydration';
import { listFeaturedGardeners } from '../features/gardeners/api/list-gardeners';
import { GardenerGrid } from '../features/gardeners/components/gardener-grid';
import { listTopLikedTips } from '../features/tips/api/top-liked';
import { Experts } from '../features/home/components/experts';
import { FromFollowed } from '../features/home/components/from-followed';
import { TipCardGrid } from '../features/tips/components/tip-card-grid';
import { paths } from '../config/paths';
import { FeaturedGardeners } from '../features/home/components/featured-gardeners';
import { Hero } from '../features/home/components/hero';
import { SeasonalGuide } from '../features/home/components/seasonal-guide';
import { TrendingTips } from '../features/home/components/trending-tips';
import { apiFor } from '../lib/api.server';
import { listTips } from '../lib/list-tips';
import { memberContext } from '../lib/request-context';
import { useT } from '../i18n/i18n';
import type { Route } from './+types/home';

/** How many of the followed gardeners' newest tips the home page shows. */
const FOLLOWED_SHOWN = 3;

// The counters (react-countup, intersection observer) sit at the bottom of the page: they load
// after the first paint instead of weighing on it.
// "In season now" calls the API after the first paint, so it loads then too.
const InSeasonNow = lazy(() =>
  import('../features/seasons/components/in-season-now').then((module) => ({ default: module.InSeasonNow })),
);
const Achievements = lazy(() =>
  import('../features/home/components/achievements').then((module) => ({ default: module.Achievements })),
);

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';

// Not awaited: the hero paints at once and each section streams in when its call answers.
// A failed call is shown by that section's <Await errorElement>; the no-op catch only keeps
// the rejection from being reported as unhandled before the section has rendered.
function loader({ request, context }: Route.LoaderArgs) {
  const api = apiFor(context);
  const gardeners = listFeaturedGardeners(api, request.signal);
  const topTips = listTopLikedTips(api, request.signal);
  // The newest tips of whom the member follows: theirs alone, read for a member only.
  const followed = context.get(memberContext)
    ? listTips(api, { following: '1', limit: FOLLOWED_SHOWN }, request.signal).then((page) => page.tips)
    : null;
  gardeners.catch(() => {});
  topTips.catch(() => {});
  followed?.catch(() => {});
  return { gardeners, topTips, followed };
}

export default function Component() {
  const { gardeners, topTips, followed } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <PageTitle title={t('home.title')} description={t('describe.home')} />
      <Hero />
      <FeaturedGardeners gardeners={gardeners}>{(list) => <GardenerGrid gardeners={list} />}</FeaturedGardeners>
      <FromFollowed
        tips={followed}
        moreHref={`${paths.browseTips}?following=1`}
        renderTips={(tips) => <TipCardGrid tips={tips} />}
      />
      <TrendingTips tips={topTips} />
      {/* The reader's month and hemisphere are the browser's to know: drawn after hydration. */}
      <ClientOnly fallback={<div className="h-96" aria-hidden="true" />}>
        <Suspense fallback={<div className="h-96" aria-hidden="true" />}>
          <InSeasonNow />
        </Suspense>
      </ClientOnly>
      <ClientOnly fallback={<div className="min-h-96" aria-hidden="true" />}>
        <SeasonalGuide />
      </ClientOnly>
      <Experts />
      <Suspense fallback={<div className="h-96 bg-green-800" aria-hidden="true" />}>
        <Achievements />
      </Suspense>
    </>
  );
}

export { loader };
