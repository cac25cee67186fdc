import { LIMITS } from '@green-circle/contract/constants';
import { currentMonth } from '@green-circle/contract/seasons';
import { useLoaderData, useLocation, useNavigation } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { preloadImage } from '../components/ui/safe-image';
import { Spinner } from '../components/ui/spinner';
import { listTips } from '../lib/list-tips';
import { requireUser } from '../features/auth/require-user';
import { BrowseFilters } from '../features/tips/components/browse-filters';
import { BrowseResults } from '../features/tips/components/browse-results';
import { readGarden } from '../features/seasons/api/garden';
import { NeedsZone } from '../features/seasons/components/needs-zone';
import { CARD_IMAGE_SIZES } from '../features/tips/components/tip-card-grid';
import { browseFiltersFrom } from '../features/tips/components/browse-search-params';
import { storedHemisphere } from '../lib/hemisphere-store';
import { apiFor } from '../lib/api.server';
import { useT } from '../i18n/i18n';
import type { Route } from './+types/browse-tips';

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';

async function loader({ request, context }: Route.LoaderArgs) {
  const filters = browseFiltersFrom(new URL(request.url).searchParams);
  // "Worked near me" reads the member's garden and whom one follows is a member's to ask: a
  // visitor is sent to log in (on the server, before anything is drawn).
  const api = apiFor(context);
  if (filters.workedNearMe || filters.following || filters.myPlants) requireUser(request, context);
  // Always Public: a signed-in member would otherwise see Hidden tips here too.
  const [firstPage, garden] = await Promise.all([
    listTips(
      api,
      {
        availability: 'Public',
        difficulty: filters.difficulty || undefined,
        category: filters.category || undefined,
        q: filters.q || undefined,
        // This month where the reader gardens (the API reads a member's garden when none is remembered).
        ...(filters.inSeason ? { month: currentMonth(), hemisphere: storedHemisphere() ?? undefined } : {}),
        sort: filters.sort === 'newest' ? undefined : filters.sort,
        workedNearMe: filters.workedNearMe ? '1' : undefined,
        following: filters.following ? '1' : undefined,
        plant: filters.plant || undefined,
        myPlants: filters.myPlants ? '1' : undefined,
        limit: LIMITS.pageDefault,
      },
      request.signal,
    ),
    // "Worked near me" compares zones: without one the page asks for it.
    filters.workedNearMe ? readGarden(api, request.signal) : null,
  ]);
  const needsZone = garden !== null && (!garden.zone || garden.zone === 'not sure');
  // The first card's photo is a phone's largest paint: fetch it now, not after the cards render.
  preloadImage(firstPage.tips[0]?.image, CARD_IMAGE_SIZES);
  return { filters, firstPage, needsZone };
}

export default function Component() {
  const { filters, firstPage, needsZone } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const updating = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const t = useT();

  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <PageTitle title={t('browse.title')} description={t('describe.browseTips')} />
      <h1 className="mb-2 text-center text-3xl font-bold md:text-4xl">{t('browse.heading')}</h1>
      <p className="mx-auto mb-8 max-w-2xl text-center">{t('browse.intro')}</p>
      <BrowseFilters filters={filters} />
      <div className="relative mt-6" aria-busy={updating}>
        {updating && (
          <div className="absolute inset-0 z-10 flex items-start justify-center bg-base-100/60 pt-10">
            <Spinner label={t('browse.loading')} />
          </div>
        )}
        {needsZone && <NeedsZone />}
        <BrowseResults
          key={location.search}
          firstPage={firstPage}
          difficultyChosen={!!filters.difficulty}
          quietWhenEmpty={needsZone}
        />
      </div>
    </section>
  );
}

export { loader };
