import type { PlantSummary } from '@green-circle/contract';
import { LIMITS } from '@green-circle/contract/constants';
import { plantWords } from '@green-circle/contract/plants';
import { Form, Link, useLoaderData } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { SearchField } from '../components/ui/search-field';
import { paths } from '../config/paths';
import { listPlants } from '../features/plants/api/plants';
import { plantNameBy, usePlantNames } from '../i18n/plant-name';
import { serverI18n } from '../i18n/catalogue.server';
import { useT } from '../i18n/i18n';
import { languageContext } from '../i18n/language.server';
import { apiFor } from '../lib/api.server';
import type { Route } from './+types/plants';

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';

/**
 * The plants gardeners have shared tips about, searchable by any of their names (?q=). The API
 * knows the English names; a reader of another language also finds a plant by its name in their
 * language ("tomate"), matched here against the catalogue's names of the plants with tips.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, LIMITS.queryMax);
  const api = apiFor(context);
  const language = context.get(languageContext);
  if (!q || language === 'en') return { q, plants: await listPlants(api, q, request.signal) };
  const [matched, all] = await Promise.all([listPlants(api, q, request.signal), listPlants(api, '', request.signal)]);
  const i18n = serverI18n(language);
  // Folded as search folds (case, accents, a plural's s): "tomates" finds Tomate.
  const words = (text: string) => plantWords(text).join(' ');
  const wanted = words(q);
  const byName = new Set(all.filter((plant) => words(plantNameBy(i18n, plant)).includes(wanted)).map((p) => p.slug));
  const found = new Set(matched.map((plant) => plant.slug));
  const plants: PlantSummary[] = all.filter((plant) => found.has(plant.slug) || byName.has(plant.slug));
  return { q, plants };
}

export default function Component() {
  const { q, plants } = useLoaderData<typeof loader>();
  const t = useT();
  const names = usePlantNames();
  return (
    <section className="mx-auto max-w-5xl space-y-8 px-4 py-10">
      <PageTitle title={t('plants.title')} description={t('plants.description')} />
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{t('plants.title')}</h1>
        <p>{t('plants.intro')}</p>
      </header>
      <Form method="get" role="search" className="max-w-xl">
        <SearchField
          label={t('plants.searchLabel')}
          labelHidden
          value={q}
          maxLength={LIMITS.queryMax}
          placeholder={t('plants.searchPlaceholder')}
        >
          {t('plants.search')}
        </SearchField>
      </Form>
      {plants.length === 0 ? (
        <p>
          {q ? t('plants.noMatch', { q }) : t('plants.none')}{' '}
          <Link to={paths.shareTip} className="link">
            {t('plants.shareTip')}
          </Link>{' '}
          {t('plants.or')}{' '}
          <Link to={paths.plants} className="link">
            {t('plants.seeAll')}
          </Link>
          .
        </p>
      ) : (
        <ul aria-label={t('plants.title')} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {plants.map((plant) => (
            <li key={plant.slug}>
              <Link
                to={paths.plant(plant.slug)}
                className="card border border-base-300 bg-base-100 p-4 shadow-sm transition hover:border-primary"
              >
                <span className="text-lg font-semibold">{names.name(plant)}</span>
                <span className="text-sm opacity-80">
                  <i lang="la">{plant.botanicalName}</i> · {names.kind(plant.kind)}
                </span>
                <span className="text-sm">{t('plants.tipCount', { n: plant.tips })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
