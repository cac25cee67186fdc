import { answerInputSchema } from '@green-circle/contract';
import { data, redirect, useActionData, useLoaderData } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { requireUser } from '../features/auth/require-user';
import {
  acceptAnswer,
  answerQuestion,
  deleteAnswer,
  deleteQuestion,
  getQuestion,
  markHelpful,
} from '../features/questions/api/questions';
import { ANSWER_PHOTO_FILE, QuestionView } from '../features/questions/components/question-view';
import { questionJsonLd } from '../features/questions/lib/question-json-ld';
import { toRouteError } from '../features/tips/lib/route-error';
import { failure, refuseCrossSite } from '../lib/action.server';
import { apiFor } from '../lib/api.server';
import { listTips } from '../lib/list-tips';
import { parseForm } from '../lib/parse-form';
import { photoWords, readPhotoPost } from '../lib/photo-post.server';
import { memberContext } from '../lib/request-context';
import { redirectWithToast } from '../lib/toast.server';
import { serverI18n } from '../i18n/catalogue.server';
import { useT } from '../i18n/i18n';
import { languageContext } from '../i18n/language.server';
import { env } from '../config/env';
import type { Route } from './+types/question';

/**
 * /questions/:id: the question and its answers, drawn on the server (a visitor reads it whole);
 * a member answers (text, a photo, a tip found by its title), marks answers helpful, and the asker
 * marks the one that solved it; each deletes their own (asked first, on the page: ?delete=) and
 * reports another's. Every form works without JavaScript.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = apiFor(context);
  const member = context.get(memberContext);
  const question = await getQuestion(api, params.id ?? '').catch(toRouteError);
  const search = new URL(request.url).searchParams;
  const tipq = search.get('tipq') ?? '';
  // A Delete asks first, on the page itself: ?delete=question, or ?delete=<an answer's id>.
  const confirming = member?.email ? (search.get('delete') ?? null) : null;
  const tips = member?.email
    ? await listTips(api, { q: tipq || question.plantType, limit: 20 })
        .then((page) => page.tips.map((tip) => ({ _id: tip._id, title: tip.title })))
        .catch(() => [])
    : [];
  const site = env.PUBLIC_SITE_URL ?? new URL(request.url).origin;
  const url = `${site.replace(/\/+$/, '')}/questions/${question._id}`;
  return {
    question,
    tips,
    tipq,
    confirming,
    member: Boolean(member?.email),
    verified: member?.emailVerified === true,
    jsonLd: question.answers.length > 0 ? questionJsonLd(question, url) : null,
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data?.jsonLd ? [{ 'script:ld+json': data.jsonLd }] : []);

export async function action({ request, params, context }: Route.ActionArgs) {
  refuseCrossSite(request);
  requireUser(request, context);
  const api = apiFor(context);
  const id = params.id ?? '';
  const page = `/questions/${id}`;
  const { formData, photoRefused } = await readPhotoPost(request, api, { [ANSWER_PHOTO_FILE]: 'photo.url' });
  const intent = formData.get('intent');
  const answerId = String(formData.get('answerId') ?? '');
  try {
    if (intent === 'helpful' || intent === 'unhelpful') {
      await markHelpful(api, id, answerId, intent === 'helpful');
      // A helpful mark needs no toast: the count beside it says it.
      return redirect(`${page}#answer-${answerId}`, 303);
    }
    if (intent === 'delete-question') {
      await deleteQuestion(api, id);
      return redirectWithToast('/questions', { kind: 'success', message: 'question.deleted' });
    }
    if (intent === 'delete-answer') {
      await deleteAnswer(api, id, answerId);
      return redirectWithToast(page, { kind: 'success', message: 'question.answerDeleted' });
    }
    if (intent === 'accept' || intent === 'unaccept') {
      await acceptAnswer(api, id, intent === 'accept' ? answerId : null);
      return redirectWithToast(page, { kind: 'success', message: 'question.accepted' });
    }
  } catch (error) {
    return redirectWithToast(page, { kind: 'error', message: failure(error, 'question.failed') });
  }
  // The answer form.
  if (String(formData.get('photo.url') ?? '') === '' && String(formData.get('photo.alt') ?? '').trim() === '') {
    formData.delete('photo.url');
    formData.delete('photo.alt');
  }
  if (formData.get('tipId') === '') formData.delete('tipId');
  formData.delete('intent');
  formData.delete('answerId');
  const submission = parseForm(formData, answerInputSchema);
  if (submission.status !== 'success' || photoRefused) {
    const i18n = serverI18n(context.get(languageContext));
    const fieldErrors = photoRefused ? { [photoRefused.field]: [photoWords(i18n, photoRefused)] } : undefined;
    return data({ result: submission.reply({ fieldErrors }) }, { status: 400 });
  }
  try {
    const answer = await answerQuestion(api, id, submission.value);
    return redirectWithToast(`${page}#answer-${answer._id}`, { kind: 'success', message: 'question.answered' });
  } catch (error) {
    return data({ result: submission.reply({ formErrors: [failure(error, 'question.failed')] }) }, { status: 400 });
  }
}

export default function Component() {
  const { question, tips, tipq, confirming, member, verified } = useLoaderData<typeof loader>();
  const answerResult = useActionData<typeof action>()?.result;
  const t = useT();
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8">
      <PageTitle title={question.title} raw />
      <p className="mb-4">
        <a href="/questions" className="link">
          {t('questions.backToList')}
        </a>
      </p>
      <QuestionView
        question={question}
        member={member}
        verified={verified}
        answerResult={answerResult}
        tips={tips}
        tipq={tipq}
        confirming={confirming}
      />
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';
