import { Form, Link, useLoaderData } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { paths } from '../config/paths';
import { getGardener } from '../features/people/api/get-gardener';
import { listQuestions } from '../features/questions/api/questions';
import { QuestionList } from '../features/questions/components/question-list';
import { FilterInput } from '../features/questions/components/filter-input';
import { readGarden } from '../features/seasons/api/garden';
import { apiFor } from '../lib/api.server';
import { memberContext } from '../lib/request-context';
import { useT } from '../i18n/i18n';
import type { Route } from './+types/questions';

const STATUSES = ['open', 'answered'] as const;
/** A gardener's public id (never a uid or an e-mail). */
const AUTHOR_ID = /^[0-9a-f]{24}$/;

/**
 * /questions: open questions and answered ones, by plant, searchable; a plain GET form filters,
 * with or without JavaScript. A member reads those asked near their garden (its zone band and
 * hemisphere) first, a visitor the newest first. ?author= (the questions a gardener asked) and
 * ?solvedBy= (those their answers solved), by public id, are a gardener's whole list, from the
 * "See all" of their page. Older pages by the API's cursor (?cursor=), links that need no JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiFor(context);
  const search = new URL(request.url).searchParams;
  const plant = search.get('plant') ?? '';
  const q = search.get('q') ?? '';
  const cursor = search.get('cursor') ?? '';
  const by = (['author', 'solvedBy'] as const)
    .map((key) => ({ key, id: search.get(key) ?? '' }))
    .find(({ id }) => AUTHOR_ID.test(id));
  // A gardener's whole list is every status; the site's, open ones unless answered ones are asked for.
  const status = by ? undefined : (STATUSES.find((s) => s === search.get('status')) ?? 'open');
  const member = Boolean(context.get(memberContext)?.email);
  const [garden, gardener] = await Promise.all([
    member ? readGarden(api).catch(() => null) : null,
    by ? getGardener(api, by.id, request.signal).catch(() => null) : null,
  ]);
  const near = member && garden !== null;
  const page = await listQuestions(api, {
    status,
    plant: plant || undefined,
    q: q || undefined,
    ...(by ? { [by.key]: by.id } : {}),
    ...(near ? { sort: 'near' as const } : {}),
    cursor: cursor || undefined,
  }).catch(() => ({ questions: [], total: 0, next: null }));
  // This page's address with another cursor (or none: the newest).
  const pageAt = (next: string | null) => {
    const at = new URLSearchParams(search);
    if (next === null) at.delete('cursor');
    else at.set('cursor', decodeURIComponent(next));
    return `/questions?${at}`;
  };
  return {
    ...page,
    status,
    plant,
    q,
    near,
    member,
    by: by ? { ...by, name: gardener?.displayName ?? null } : null,
    older: page.next === null ? null : pageAt(page.next),
    newest: cursor ? pageAt(null) : null,
  };
}

export default function Component() {
  const { questions, total, status, plant, q, near, member, by, older, newest } = useLoaderData<typeof loader>();
  const t = useT();
  const title = by
    ? by.name === null
      ? t('questions.ofAGardener')
      : t(by.key === 'author' ? 'questions.byAuthor' : 'questions.solvedByAuthor', { name: by.name })
    : t('questions.listTitle');
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8">
      <PageTitle title={title} />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold [overflow-wrap:anywhere]">{title}</h1>
        <Link to={member ? '/ask' : '/auth/login?from=%2Fask'} className="btn btn-primary">
          {t('questions.ask')}
        </Link>
      </div>
      {by ? (
        by.name !== null && (
          <p className="mb-4">
            <Link to={paths.gardener(by.id)} className="link">
              {t('questions.backToGardener', { name: by.name })}
            </Link>
          </p>
        )
      ) : (
        <>
          <nav aria-label={t('questions.listTitle')} className="tabs tabs-box mb-4 w-fit">
            {STATUSES.map((s) => (
              <Link
                key={s}
                to={`/questions?status=${s}${plant ? `&plant=${encodeURIComponent(plant)}` : ''}`}
                // daisyUI draws an inactive tab at half strength: 3:1 on the page, under WCAG's 4.5:1 (Lighthouse).
                className={`tab ${s === status ? 'tab-active' : 'text-base-content/80'}`}
                aria-current={s === status ? 'page' : undefined}
              >
                {t(s === 'open' ? 'questions.openNearMe' : 'questions.answered')}
              </Link>
            ))}
          </nav>
          <Form method="get" className="mb-4 flex flex-wrap items-end gap-2" role="search">
            <input type="hidden" name="status" value={status} />
            <FilterInput label={t('questions.search')} name="q" value={q} type="search" />
            <FilterInput label={t('questions.plantFilter')} name="plant" value={plant} type="text" />
            <button type="submit" className="btn">
              {t('questions.filter')}
            </button>
          </Form>
        </>
      )}
      {near && <p className="mb-2 text-sm opacity-80">{t('questions.nearNote')}</p>}
      <p className="mb-2 text-sm opacity-80">{t('questions.total', { count: total })}</p>
      <QuestionList questions={questions} empty={t('questions.none')} />
      {(older || newest) && (
        <nav aria-label={t('questions.pagesNav')} className="mt-4 flex flex-wrap justify-between gap-2">
          {newest && (
            <Link to={newest} className="btn btn-ghost btn-sm">
              {t('questions.newestPage')}
            </Link>
          )}
          {older && (
            <Link to={older} className="btn btn-sm ml-auto">
              {t('questions.olderPage')}
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';
