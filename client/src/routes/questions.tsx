import { Form, Link, useLoaderData } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { listQuestions } from '../features/questions/api/questions';
import { QuestionList } from '../features/questions/components/question-list';
import { readGarden } from '../features/seasons/api/garden';
import { apiFor } from '../lib/api.server';
import { memberContext } from '../lib/request-context';
import { useT } from '../i18n/i18n';
import type { Route } from './+types/questions';

const STATUSES = ['open', 'answered'] as const;

/**
 * /questions: open questions near me (my garden's zone band and hemisphere), answered ones, by
 * plant, searchable; a plain GET form filters, with or without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiFor(context);
  const search = new URL(request.url).searchParams;
  const status = STATUSES.find((s) => s === search.get('status')) ?? 'open';
  const plant = search.get('plant') ?? '';
  const q = search.get('q') ?? '';
  const member = Boolean(context.get(memberContext)?.email);
  const garden = member ? await readGarden(api).catch(() => null) : null;
  const near = status === 'open' && garden !== null && search.get('near') !== 'any';
  const { questions, total } = await listQuestions(api, {
    status,
    plant: plant || undefined,
    q: q || undefined,
    ...(near ? { hemisphere: garden!.hemisphere, zone: garden!.zone ?? undefined } : {}),
  }).catch(() => ({ questions: [], total: 0 }));
  return { questions, total, status, plant, q, near, member };
}

export default function Component() {
  const { questions, total, status, plant, q, near, member } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8">
      <PageTitle title={t('questions.listTitle')} />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{t('questions.listTitle')}</h1>
        <Link to={member ? '/ask' : '/auth/login?from=%2Fask'} className="btn btn-primary">
          {t('questions.ask')}
        </Link>
      </div>
      <nav aria-label={t('questions.listTitle')} className="tabs tabs-box mb-4 w-fit">
        {STATUSES.map((s) => (
          <Link
            key={s}
            to={`/questions?status=${s}${plant ? `&plant=${encodeURIComponent(plant)}` : ''}`}
            className={`tab ${s === status ? 'tab-active' : ''}`}
            aria-current={s === status ? 'page' : undefined}
          >
            {t(s === 'open' ? 'questions.openNearMe' : 'questions.answered')}
          </Link>
        ))}
      </nav>
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-2" role="search">
        <input type="hidden" name="status" value={status} />
        <label className="flex flex-col gap-1">
          <span className="text-sm">{t('questions.search')}</span>
          <input type="search" name="q" defaultValue={q} className="input" />
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-sm">{t('questions.plantFilter')}</span>
          <input type="text" name="plant" defaultValue={plant} className="input" />
        </label>
        <button type="submit" className="btn">
          {t('questions.filter')}
        </button>
      </Form>
      {near && <p className="mb-2 text-sm opacity-80">{t('questions.nearNote')}</p>}
      <p className="mb-2 text-sm opacity-80">{t('questions.total', { count: total })}</p>
      <QuestionList questions={questions} empty={t('questions.none')} />
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';
