import type { PlantPage } from '@green-circle/contract';
import { HEMISPHERES, type Hemisphere } from '@green-circle/contract/seasons';
import { LIMITS } from '@green-circle/contract/constants';
import {
  Link,
  redirect,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { PageTitle, SITE_NAME } from '../components/ui/page-title';
import { paths } from '../config/paths';
import { siteUrl } from '../config/site-url';
import { requireUser } from '../features/auth/require-user';
import { getGarden } from '../features/seasons/api/garden';
import { getPlant, setMyPlant } from '../features/plants/api/plants';
import { MyPlantButton } from '../features/plants/components/my-plant-button';
import { PlantEvidence } from '../features/plants/components/plant-evidence';
import { PlantGrowers } from '../features/plants/components/plant-growers';
import { PlantMonthStrip } from '../features/plants/components/plant-month-strip';
import { plantJsonLd } from '../features/plants/lib/plant-json-ld';
import { LoadMore } from '../features/tips/components/load-more';
import { TipCardGrid } from '../features/tips/components/tip-card-grid';
import { toRouteError } from '../features/tips/lib/route-error';
import { useTipPages } from '../features/tips/lib/use-tip-pages';
import { listTips } from '../lib/list-tips';
import { memberContext, sameOrigin } from '../lib/request-context';
import { apiFor } from '../lib/api.server';

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';

/**
 * A plant's page, public and drawn on the server: its facts, its tips best evidence first, when
 * gardeners do it as a month strip in the reader's hemisphere (?hemisphere=, else the member's
 * garden, else north), how "I tried this" went by zone band, and who grows it.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const url = new URL(request.url);
  const member = context.get(memberContext);
  const asked = url.searchParams.get('hemisphere');
  const api = apiFor(context);
  const [plant, firstPage, garden] = await Promise.all([
    getPlant(api, slug, request.signal).catch(toRouteError),
    listTips(api, { plant: slug, sort: 'tried', availability: 'Public', limit: LIMITS.pageDefault }, request.signal),
    member && !asked ? getGarden(api, request.signal).catch(() => null) : null,
  ]);
  const reader: Hemisphere = HEMISPHERES.includes(asked as Hemisphere)
    ? (asked as Hemisphere)
    : (garden?.hemisphere ?? 'north');
  return { plant, firstPage, reader, signedIn: Boolean(member), month: new Date().getMonth() + 1 };
}

/** Add or remove the plant from the member's plants: the page's form, with or without JavaScript. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (!sameOrigin(request)) throw new Response('Cross-site request refused', { status: 403 });
  requireUser(request, context);
  const intent = (await request.formData()).get('intent');
  if (intent === 'add' || intent === 'remove')
    await setMyPlant(apiFor(context), params.slug ?? '', intent === 'add').catch(toRouteError);
  const url = new URL(request.url);
  return redirect(url.pathname + url.search, 303);
}

const descriptionOf = ({ plant, counts }: PlantPage) =>
  `${plant.name} (${plant.botanicalName}): ${counts.tips} ${counts.tips === 1 ? 'tip' : 'tips'} from gardeners on Green Circle, when to do it where you garden, and how it went for them.`;

/**
 * What a shared link and a search engine read, in the HTML the server sends (crawlers run no
 * JavaScript): preview tags and JSON-LD, every address on the site's configured public address.
 */
export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [];
  const { plant } = data.plant;
  const url = siteUrl(paths.plant(plant.slug));
  const image = siteUrl(data.firstPage.tips[0]?.image ?? '/images/logo.svg');
  const title = `${plant.name} | ${SITE_NAME}`;
  const description = descriptionOf(data.plant);
  return [
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { 'script:ld+json': plantJsonLd(data.plant, data.firstPage.tips) },
  ];
};

function PlantTips({ firstPage }: { firstPage: ReturnType<typeof useLoaderData<typeof loader>>['firstPage'] }) {
  const pages = useTipPages(firstPage);
  if (pages.tips.length === 0) {
    return (
      <p>
        No tips about it yet.{' '}
        <Link to={paths.shareTip} className="link">
          Share the first one
        </Link>
        .
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <TipCardGrid tips={pages.tips} />
      <LoadMore pages={pages} />
    </div>
  );
}

export default function Component() {
  const { plant: page, firstPage, reader, signedIn, month } = useLoaderData<typeof loader>();
  const { plant, counts, months, evidence, growers } = page;
  const other = reader === 'north' ? 'south' : 'north';
  const here = paths.plant(plant.slug);
  return (
    <section className="mx-auto max-w-5xl space-y-10 px-4 py-10">
      <PageTitle title={`${plant.name} tips`} description={descriptionOf(page)} />
      <header className="space-y-3">
        <p className="text-sm">
          <Link to={paths.plants} className="link">
            Plants
          </Link>{' '}
          › {plant.name}
        </p>
        <h1 className="text-3xl font-bold">{plant.name}</h1>
        <p className="opacity-80">
          <i>{plant.botanicalName}</i> · {plant.family} · {plant.kind}
          {plant.otherNames.length > 0 && <> · also called {plant.otherNames.slice(0, 4).join(', ')}</>}
        </p>
        <p>
          {counts.tips} {counts.tips === 1 ? 'tip' : 'tips'} · {counts.reports} “I tried this”{' '}
          {counts.reports === 1 ? 'report' : 'reports'} · grown by {counts.growers}{' '}
          {counts.growers === 1 ? 'gardener' : 'gardeners'}
        </p>
        <MyPlantButton name={plant.name} mine={page.mine ?? false} signedIn={signedIn} here={here} />
      </header>

      <section aria-labelledby="plant-when" className="space-y-3">
        <h2 id="plant-when" className="text-xl font-semibold">
          When gardeners do it ({reader === 'south' ? 'southern' : 'northern'} hemisphere)
        </h2>
        <PlantMonthStrip counts={months[reader].counts} allYear={months[reader].allYear} reader={reader} now={month} />
        <Link to={`${here}?hemisphere=${other}`} className="link text-sm" preventScrollReset>
          Show the {other === 'south' ? 'southern' : 'northern'} hemisphere’s months
        </Link>
      </section>

      <section aria-labelledby="plant-tips" className="space-y-3">
        <h2 id="plant-tips" className="text-xl font-semibold">
          Tips, best evidence first
        </h2>
        <PlantTips firstPage={firstPage} />
      </section>

      <section aria-labelledby="plant-evidence" className="space-y-3">
        <h2 id="plant-evidence" className="text-xl font-semibold">
          How “I tried this” went
        </h2>
        <PlantEvidence evidence={evidence} />
      </section>

      <section aria-labelledby="plant-growers" className="space-y-3">
        <h2 id="plant-growers" className="text-xl font-semibold">
          Gardeners who grow it
        </h2>
        <PlantGrowers growers={growers} total={counts.growers} />
      </section>
    </section>
  );
}
