import type { ComponentProps, ReactNode } from 'react';
import { HEMISPHERES, type Hemisphere } from '@green-circle/contract/seasons';
import { LIMITS } from '@green-circle/contract/constants';
import { Link, redirect, useLoaderData } from 'react-router';
import { PageTitle, SITE_NAME } from '../components/ui/page-title';
import { TitledSection } from '../components/ui/titled-section';
import { paths } from '../config/paths';
import { siteUrl } from '../config/site-url';
import { canonicalLink } from '../i18n/canonical';
import { requireUser } from '../features/auth/require-user';
import { getGarden } from '../features/seasons/api/garden';
import { getPlant, setMyPlant } from '../features/plants/api/plants';
import { MyPlantButton } from '../features/plants/components/my-plant-button';
import { PlantEvidence } from '../features/plants/components/plant-evidence';
import { PlantGrowers } from '../features/plants/components/plant-growers';
import { PlantMonthStrip } from '../features/plants/components/plant-month-strip';
import { plantJsonLd } from '../features/plants/lib/plant-json-ld';
import { plantNameBy, usePlantNames } from '../i18n/plant-name';
import { serverI18n } from '../i18n/catalogue.server';
import { useLanguage, useT } from '../i18n/i18n';
import { languageContext } from '../i18n/language.server';
import { LoadMore } from '../features/tips/components/load-more';
import { TipCardGrid } from '../features/tips/components/tip-card-grid';
import { listPlan } from '../features/plan/api/plan';
import type { AddToPlan as AddToPlanNow } from '../features/plan/components/add-to-plan';
import { isPlanIntent, planAction } from '../features/plan/lib/plan-action.server';
import { toRouteError } from '../features/tips/lib/route-error';
import { useTipPages } from '../features/tips/lib/use-tip-pages';
import { listQuestions } from '../features/questions/api/questions';
import { QuestionList } from '../features/questions/components/question-list';
import { listTips } from '../lib/list-tips';
import { onDemand } from '../lib/on-demand';
import { memberContext } from '../lib/request-context';
import { apiFor } from '../lib/api.server';
import { formOf, refuseCrossSite } from '../lib/action.server';
import type { Route } from './+types/plant';

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';

// Issue 54 (no page larger than at b6b276e): "Add to my plan" is a member's (a visitor's cards
// have none), so its code is loaded when one is drawn; the server's HTML holds it whole (a plain
// POST until then, and without JavaScript).
const AddToPlan = onDemand<ComponentProps<typeof AddToPlanNow>>(
  () => import('../features/plan/components/add-to-plan').then((module) => module.AddToPlan),
  null,
  { eager: false },
);

/**
 * A plant's page, public and drawn on the server: its facts, its tips best evidence first, when
 * gardeners do it as a month strip in the reader's hemisphere (?hemisphere=, else the member's
 * garden, else north), how "I tried this" went by zone band, and who grows it.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const slug = params.slug ?? '';
  const url = new URL(request.url);
  const member = context.get(memberContext);
  const asked = url.searchParams.get('hemisphere');
  const api = apiFor(context);
  const [plant, firstPage, garden, plan] = await Promise.all([
    getPlant(api, slug, request.signal).catch(toRouteError),
    listTips(api, { plant: slug, sort: 'tried', availability: 'Public', limit: LIMITS.pageDefault }, request.signal),
    member && !asked ? getGarden(api, request.signal).catch(() => null) : null,
    // The member's plan (issue 58): each tip not in it has "Add to my plan".
    member ? listPlan(api, request.signal).catch(() => []) : null,
  ]);
  // Questions about the plant (issue 57): the answered first, then the open ones; a member reads
  // those asked near their garden first in each (the API's sort=near), a visitor the newest.
  const questions = await Promise.all(
    (['answered', 'open'] as const).map((status) =>
      listQuestions(api, { plant: slug, status, limit: 5, ...(member ? { sort: 'near' as const } : {}) }).then(
        (page) => page.questions,
        () => [],
      ),
    ),
  ).then((lists) => lists.flat());
  const reader: Hemisphere = HEMISPHERES.includes(asked as Hemisphere)
    ? (asked as Hemisphere)
    : (garden?.hemisphere ?? 'north');
  // The preview tags are drawn from the loader's data (meta has no hooks): their words in the request's language.
  const i18n = serverI18n(context.get(languageContext));
  const name = plantNameBy(i18n, plant.plant);
  const words = {
    name,
    title: i18n._('plant.pageTitle', { name }),
    description: i18n._('plant.description', {
      name,
      botanical: plant.plant.botanicalName,
      n: plant.counts.tips,
    }),
  };
  const planned = plan?.map((item) => item.tipId) ?? null;
  return {
    plant,
    firstPage,
    reader,
    signedIn: Boolean(member),
    month: new Date().getMonth() + 1,
    words,
    questions,
    planned,
  };
}

/** Add or remove the plant from the member's plants: the page's form, with or without JavaScript. */
export async function action({ request, params, context }: Route.ActionArgs) {
  refuseCrossSite(request);
  requireUser(request, context);
  const form = await formOf(request);
  const intent = form.get('intent');
  if (isPlanIntent(intent)) return planAction(apiFor(context), request, intent, form);
  if (intent === 'add' || intent === 'remove')
    await setMyPlant(apiFor(context), params.slug ?? '', intent === 'add').catch(toRouteError);
  const url = new URL(request.url);
  return redirect(url.pathname + url.search, 303);
}

/**
 * What a shared link and a search engine read, in the HTML the server sends (crawlers run no
 * JavaScript): preview tags and JSON-LD, every address on the site's configured public address.
 */
export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [];
  const { plant } = data.plant;
  const url = siteUrl(paths.plant(plant.slug));
  const image = siteUrl(data.firstPage.tips[0]?.image ?? '/images/logo.svg');
  const title = `${data.words.name} | ${SITE_NAME}`;
  const { description } = data.words;
  return [
    canonicalLink(url, matches),
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

function PlantTips({
  firstPage,
  planned,
}: {
  firstPage: ReturnType<typeof useLoaderData<typeof loader>>['firstPage'];
  /** The member's planned tips (null for a visitor: no "Add to my plan"). */
  planned: string[] | null;
}) {
  const pages = useTipPages(firstPage);
  const t = useT();
  if (pages.tips.length === 0) {
    return (
      <p>
        {t('plant.noTips')}{' '}
        <Link to={paths.shareTip} className="link">
          {t('plant.shareFirst')}
        </Link>
        .
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <TipCardGrid
        tips={pages.tips}
        action={
          planned === null
            ? undefined
            : (tip) => (planned.includes(tip._id) ? null : <AddToPlan tipId={tip._id} item={null} compact />)
        }
      />
      <LoadMore pages={pages} />
    </div>
  );
}

/** One of the page's parts below its header, named by its heading. */
function PlantSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledSection title={title} className="space-y-3" headingClassName="text-xl font-semibold">
      {children}
    </TitledSection>
  );
}

export default function Component() {
  const { plant: page, firstPage, reader, signedIn, month, words, questions, planned } = useLoaderData<typeof loader>();
  const { plant, counts, months, evidence, growers } = page;
  const t = useT();
  const english = useLanguage() === 'en';
  const names = usePlantNames();
  const name = names.name(plant);
  const other = reader === 'north' ? 'south' : 'north';
  const here = paths.plant(plant.slug);
  return (
    <section className="mx-auto max-w-5xl space-y-10 px-4 py-10">
      <PageTitle title={words.title} description={words.description} />
      <header className="space-y-3">
        <p className="text-sm">
          <Link to={paths.plants} className="link">
            {t('plants.title')}
          </Link>{' '}
          › {name}
        </p>
        <h1 className="text-3xl font-bold">{name}</h1>
        <p className="opacity-80">
          <i lang="la">{plant.botanicalName}</i> · <span lang="la">{plant.family}</span> · {names.kind(plant.kind)}
          {english && plant.otherNames.length > 0 && (
            <> · {t('plant.alsoCalled', { names: plant.otherNames.slice(0, 4).join(', ') })}</>
          )}
          {/* Tips are mostly written with the English name: a reader of another language sees it too. */}
          {!english && (
            <>
              {' '}
              · {t('plant.inEnglish')} <span lang="en">{plant.name}</span>
            </>
          )}
        </p>
        <p>{t('plant.counts', { tips: counts.tips, reports: counts.reports, growers: counts.growers })}</p>
        <MyPlantButton name={name} mine={page.mine ?? false} signedIn={signedIn} here={here} />
      </header>

      <PlantSection title={t('plant.whenHeading', { hemisphere: reader })}>
        <PlantMonthStrip counts={months[reader].counts} allYear={months[reader].allYear} reader={reader} now={month} />
        <Link to={`${here}?hemisphere=${other}`} className="link text-sm" preventScrollReset>
          {t('plant.showOther', { hemisphere: other })}
        </Link>
      </PlantSection>

      <PlantSection title={t('plant.tipsHeading')}>
        <PlantTips firstPage={firstPage} planned={planned} />
      </PlantSection>

      <section aria-labelledby="plant-questions" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="plant-questions" className="text-xl font-semibold">
            {t('questions.aboutPlant', { plant: name })}
          </h2>
          <Link to={`/ask?plant=${encodeURIComponent(plant.name)}`} className="btn btn-sm btn-primary">
            {t('questions.askAbout', { plant: name })}
          </Link>
        </div>
        <QuestionList questions={questions} empty={t('questions.none')} />
      </section>

      <PlantSection title={t('plant.evidenceHeading')}>
        <PlantEvidence evidence={evidence} />
      </PlantSection>

      <PlantSection title={t('plant.growersHeading')}>
        <PlantGrowers growers={growers} total={counts.growers} />
      </PlantSection>
    </section>
  );
}
