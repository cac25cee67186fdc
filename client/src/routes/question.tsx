import { data, redirect, useActionData, useLoaderData } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { requireUser } from '../features/auth/require-user';
import {
  acceptAnswer,
  answerQuestion,
  deleteAnswer,
  deleteQuestion,
  editAnswer,
  editQuestion,
  getQuestion,
  markHelpful,
} from '../features/questions/api/questions';
import { QuestionView } from '../features/questions/components/question-view';
import {
  ANSWER_FIELDS,
  ANSWER_FORM,
  ANSWER_PHOTO_FILE,
  answerEditFormId,
  QUESTION_EDIT_FORM,
  QUESTION_FIELDS,
  type QuestionPageAnswer,
} from '../features/questions/lib/forms';
import { answerSubmission } from '../features/questions/lib/answer-submission.server';
import { QUESTION_PHOTO_FILES, questionSubmission } from '../features/questions/lib/question-submission.server';
import { questionJsonLd } from '../features/questions/lib/question-json-ld';
import { toRouteError } from '../features/tips/lib/route-error';
import { failure, refusalErrors, refuseCrossSite } from '../lib/action.server';
import { apiFor } from '../lib/api.server';
import { listTips } from '../lib/list-tips';
import { readPhotoPost } from '../lib/photo-post.server';
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
 * marks the one that solved it; each edits their own in its place (?edit=; a question until it has
 * an answer), deletes it (asked first, on the page: ?delete=) and reports another's. Every form
 * works without JavaScript.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = apiFor(context);
  const member = context.get(memberContext);
  const question = await getQuestion(api, params.id ?? '').catch(toRouteError);
  const search = new URL(request.url).searchParams;
  const tipq = search.get('tipq') ?? '';
  // A Delete asks first, on the page itself: ?delete=question, or ?delete=<an answer's id>; an
  // Edit opens the form in its place: ?edit=question, or ?edit=<an answer's id>.
  const confirming = member?.email ? (search.get('delete') ?? null) : null;
  const editing = member?.email ? (search.get('edit') ?? null) : null;
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
    editing,
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
  const i18n = serverI18n(context.get(languageContext));
  // Each form's photo files (the answer's, the question's four), uploaded on the way without JavaScript.
  const post = await readPhotoPost(request, api, { [ANSWER_PHOTO_FILE]: 'photo.url', ...QUESTION_PHOTO_FILES });
  const intent = post.formData.get('intent');
  const answerId = String(post.formData.get('answerId') ?? '');
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
  // A refusal is the form as sent, with each error beside its field (the API's too) or above it.
  const refused = (form: string, result: QuestionPageAnswer['result']) =>
    data({ form, result } satisfies QuestionPageAnswer, { status: 400 });
  if (intent === 'edit-question') {
    const { submission, result } = questionSubmission(post, i18n);
    if (result) return refused(QUESTION_EDIT_FORM, result);
    try {
      // Every field as the form holds it; a zone left unset is no zone.
      await editQuestion(api, id, { ...submission.value, zone: submission.value.zone ?? null });
      return redirectWithToast(page, { kind: 'success', message: 'questions.questionSaved' });
    } catch (error) {
      const errors = refusalErrors(error, failure(error, 'question.failed'), QUESTION_FIELDS);
      return refused(QUESTION_EDIT_FORM, submission.reply(errors));
    }
  }
  // The answer form, new or edited.
  const editing = intent === 'edit-answer';
  const form = editing ? answerEditFormId(answerId) : ANSWER_FORM;
  const { submission, result } = answerSubmission(post, i18n);
  if (result) return refused(form, result);
  try {
    if (editing) {
      const { body, tipId, photo } = submission.value;
      await editAnswer(api, id, answerId, { body, tipId: tipId ?? null, photo: photo ?? null });
      return redirectWithToast(`${page}#answer-${answerId}`, { kind: 'success', message: 'questions.answerSaved' });
    }
    const answer = await answerQuestion(api, id, submission.value);
    return redirectWithToast(`${page}#answer-${answer._id}`, { kind: 'success', message: 'question.answered' });
  } catch (error) {
    return refused(form, submission.reply(refusalErrors(error, failure(error, 'question.failed'), ANSWER_FIELDS)));
  }
}

export default function Component() {
  const { question, tips, tipq, confirming, editing, member, verified } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
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
        answered={answered}
        tips={tips}
        tipq={tipq}
        confirming={confirming}
        editing={editing}
      />
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';
