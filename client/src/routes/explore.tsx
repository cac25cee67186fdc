import { useLoaderData } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { listAllGardeners } from '../features/gardeners/api/list-all-gardeners';
import { GardenerGrid } from '../features/gardeners/components/gardener-grid';
import { GardenerSearch, nameMatches } from '../features/gardeners/components/gardener-search';
import { apiFor } from '../lib/api.server';
import { useT } from '../i18n/i18n';
import type { Route } from './+types/explore';

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';

/** `?q=` finds gardeners by name: a GET form, so the loader reads it and the result is a link. */
async function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 60);
  const gardeners = await listAllGardeners(apiFor(context), request.signal);
  return { q, gardeners: q ? gardeners.filter((gardener) => nameMatches(gardener.name, q)) : gardeners };
}

export default function Component() {
  const { q, gardeners } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <PageTitle title={t('explore.title')} description={t('describe.explore')} />
      <h1 className="mb-2 text-center text-3xl font-bold md:text-4xl">{t('explore.heading')}</h1>
      <p className="mx-auto mb-6 max-w-2xl text-center sm:mb-8">{t('explore.intro')}</p>
      <GardenerSearch q={q} found={gardeners.length} />
      {q && gardeners.length === 0 ? (
        <p className="py-8 text-center opacity-90">
          {t('messages.noGardeners')} {t('explore.noName', { q })}
        </p>
      ) : (
        <GardenerGrid gardeners={gardeners} headingLevel={2} />
      )}
    </section>
  );
}

export { loader };
