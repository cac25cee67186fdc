import { useActionData, useLoaderData } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { requireUser } from '../features/auth/require-user';
import { askQuestion } from '../features/questions/api/questions';
import { QuestionForm } from '../features/questions/components/question-form';
import { readQuestionForm } from '../features/questions/lib/question-submission.server';
import { readGarden } from '../features/seasons/api/garden';
import { refuseCrossSite } from '../lib/action.server';
import { apiFor } from '../lib/api.server';
import { failure } from '../lib/action.server';
import { refusal } from '../lib/form';
import { redirectWithToast } from '../lib/toast.server';
import { serverI18n } from '../i18n/catalogue.server';
import { useT } from '../i18n/i18n';
import { languageContext } from '../i18n/language.server';
import type { Route } from './+types/ask';

/** /ask: the member's garden fills the zone and hemisphere; ?plant= names the plant (from a plant or tip page). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  const garden = await readGarden(apiFor(context)).catch(() => null);
  return {
    garden: { hemisphere: garden?.hemisphere ?? ('north' as const), zone: garden?.zone ?? null },
    plantType: new URL(request.url).searchParams.get('plant') ?? '',
  };
}

/** POST: the question, checked with the contract's schema; asked, the member goes on to it with a toast. */
export async function action({ request, context }: Route.ActionArgs) {
  refuseCrossSite(request);
  requireUser(request, context);
  const api = apiFor(context);
  const { submission, refused } = await readQuestionForm(request, api, serverI18n(context.get(languageContext)));
  if (refused) return refused;
  try {
    const asked = await askQuestion(api, submission.value);
    return redirectWithToast(`/questions/${asked._id}`, { kind: 'success', message: 'question.asked' });
  } catch (error) {
    return refusal(submission, failure(error, 'question.failed'));
  }
}

export default function Component() {
  const { garden, plantType } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  const t = useT();
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8">
      <PageTitle title={t('questions.askTitle')} />
      <h1 className="mb-2 text-center text-3xl font-bold">{t('questions.askTitle')}</h1>
      <p className="mb-6 text-center opacity-80">{t('questions.askIntro')}</p>
      <div className="card border border-base-300 bg-base-100 p-4 shadow-md sm:p-8">
        <QuestionForm initial={{ ...garden, title: '', details: '', plantType, photos: [] }} lastResult={lastResult} />
      </div>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';
