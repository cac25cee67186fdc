import type { Answer, QuestionWithAnswers, Tip } from '@green-circle/contract';
import type { SubmissionResult } from '@conform-to/react';
import { useEffect, type ComponentProps, type ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { SafeImage } from '#app/components/ui/safe-image';
import { TipPlant } from '#app/components/ui/tip-plant';
import { useT } from '#app/i18n/i18n';
import { onDemand } from '#app/lib/on-demand';
import { ANSWER_FORM, answerEditFormId, QUESTION_EDIT_FORM, type QuestionPageAnswer } from '../lib/forms';
import type { AnswerEditForm as AnswerEditFormNow, AnswerForm as AnswerFormNow } from './answer-form';
import { OwnOrReport } from './own-or-report';
import type { QuestionEdit as QuestionEditNow } from './question-edit';

// Issue 57: a question's page no heavier than a tip's. Its forms (conform, the photo pickers, the
// plant list) are drawn only for a member (the answer form) or on ?edit=, so their code is loaded
// when one is drawn, not with the page: the server's HTML holds the form whole (a plain POST
// without JavaScript, and until its code has come), and a visitor's page never loads it.
const AnswerForm = onDemand<ComponentProps<typeof AnswerFormNow>>(
  () => import('./answer-form').then((module) => module.AnswerForm),
  null,
  { eager: false },
);
const AnswerEditForm = onDemand<ComponentProps<typeof AnswerEditFormNow>>(
  () => import('./answer-form').then((module) => module.AnswerEditForm),
  null,
  { eager: false },
);
const QuestionEdit = onDemand<ComponentProps<typeof QuestionEditNow>>(
  () => import('./question-edit').then((module) => module.QuestionEdit),
  null,
  { eager: false },
);

/** Two a row from 640 px (the grid below), one on a phone: the browser picks its width from the srcset. */
const QUESTION_PHOTO_SIZES = '(min-width: 640px) 50vw, 100vw';

/** The question's first photo is the page's largest paint: fetched at once, at high priority (issue 57's Lighthouse run). */
function Photo({ url, alt, first = false }: { url: string; alt: string; first?: boolean }) {
  return (
    <figure className="flex flex-col gap-1">
      <SafeImage
        src={url}
        alt={alt}
        className="max-h-80 w-full rounded-box object-cover"
        width={640}
        height={480}
        sizes={QUESTION_PHOTO_SIZES}
        {...(first ? { loading: 'eager', fetchPriority: 'high' } : {})}
      />
      <figcaption className="text-sm opacity-80">{alt}</figcaption>
    </figure>
  );
}

/**
 * A question with its photos and its answers (the accepted first, then helpful, then oldest: the
 * API's order). Its author edits it in place (?edit=question, until it has an answer) and each
 * answer's author theirs (?edit=<the answer's id>).
 */
export function QuestionView({
  question,
  member,
  verified,
  answered,
  tips,
  tipq,
  confirming = null,
  editing = null,
}: {
  question: QuestionWithAnswers;
  member: boolean;
  verified: boolean;
  /** The action's answer to the last post of one of the page's forms (a refusal), if any. */
  answered?: QuestionPageAnswer;
  tips: Array<Pick<Tip, '_id' | 'title'>>;
  tipq: string;
  /** What a Delete asks about, from the page's address (?delete=): 'question' or an answer's id. */
  confirming?: string | null;
  /** What is being edited, from the page's address (?edit=): 'question' or an answer's id. */
  editing?: string | null;
}) {
  const t = useT();
  const page = `/questions/${question._id}`;
  const resultOf = (form: string) => (answered?.form === form ? answered.result : undefined);
  const mine = question.mine === true;
  const editable = mine && question.answerCount === 0;
  // The member wrote one of the answers: its Edit is offered.
  const wroteOne = question.answers.some((answer) => answer.mine === true);
  // Who may open an edit form has its code fetched beside the page, so Edit opens it at once.
  useEffect(() => {
    if (editable) QuestionEdit.preload();
  }, [editable]);
  useEffect(() => {
    if (wroteOne) AnswerEditForm.preload();
  }, [wroteOne]);
  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold [overflow-wrap:anywhere]">{question.title}</h1>
        <p className="text-sm opacity-80">
          {[
            question.displayName,
            question.zone ? t('questions.zoneShort', { zone: question.zone }) : null,
            t(question.hemisphere === 'south' ? 'season.hemisphereSouth' : 'season.hemisphereNorth'),
          ]
            .filter(Boolean)
            .join(' · ')}
          {' · '}
          {/* A plant the list knows, in the reader's language and linked; a free-text one as asked. */}
          <TipPlant tip={question} />
          {question.editedAt && <span className="badge badge-ghost badge-sm ml-2">{t('questions.edited')}</span>}
        </p>
      </header>
      {/* Answered while the asker edited: the form stays, with the refusal that says why. */}
      {mine && editing === 'question' && (editable || answered?.form === QUESTION_EDIT_FORM) ? (
        <QuestionEdit question={question} page={page} lastResult={resultOf(QUESTION_EDIT_FORM)} />
      ) : (
        <>
          <p className="whitespace-pre-line [overflow-wrap:anywhere]">{question.details}</p>
          {question.photos.length > 0 && (
            <div className="grid gap-4 sm:grid-cols-2">
              {question.photos.map((photo, index) => (
                <Photo key={photo.url} {...photo} first={index === 0} />
              ))}
            </div>
          )}
          <OwnOrReport
            mine={mine}
            member={member}
            page={page}
            target={{ kind: 'question', id: question._id }}
            confirming={confirming === 'question'}
            pageKey="question"
            editable={editable}
            words={{
              edit: t('questions.editQuestion'),
              remove: t('questions.deleteQuestion'),
              confirm: t('questions.deleteQuestionConfirm'),
              report: t('questions.reportQuestion'),
            }}
          />
        </>
      )}
      <section aria-labelledby="answers-heading" className="flex flex-col gap-4">
        <h2 id="answers-heading" className="text-2xl font-semibold">
          {t('questions.answers', { count: question.answers.length })}
        </h2>
        {question.answers.length === 0 && <p className="opacity-80">{t('questions.noAnswers')}</p>}
        <ol className="flex flex-col gap-4">
          {question.answers.map((answer) => (
            <AnswerItem
              key={answer._id}
              answer={answer}
              asker={mine}
              member={member}
              verified={verified}
              page={page}
              confirming={confirming === answer._id}
              edit={
                answer.mine === true && editing === answer._id
                  ? { tips, lastResult: resultOf(answerEditFormId(answer._id)) }
                  : null
              }
            />
          ))}
        </ol>
      </section>
      {member ? (
        verified ? (
          <AnswerForm lastResult={resultOf(ANSWER_FORM)} tips={tips} tipq={tipq} />
        ) : (
          <p className="alert">{t('questions.verifyToAnswer')}</p>
        )
      ) : (
        <p>
          <Link to={`/auth/login?from=${encodeURIComponent(`/questions/${question._id}`)}`} className="link">
            {t('questions.signInToAnswer')}
          </Link>
        </p>
      )}
    </article>
  );
}

/** One button's post about an answer (helpful, the solution): a form of its own, with or without JavaScript. */
function AnswerAction({
  answerId,
  intent,
  className,
  pressed,
  children,
}: {
  answerId: string;
  intent: string;
  className: string;
  /** A toggle's state, for a screen reader. */
  pressed?: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="answerId" value={answerId} />
      <button type="submit" name="intent" value={intent} className={className} aria-pressed={pressed}>
        {children}
      </button>
    </Form>
  );
}

function AnswerItem({
  answer,
  asker,
  member,
  verified,
  page,
  confirming,
  edit,
}: {
  answer: Answer;
  asker: boolean;
  member: boolean;
  verified: boolean;
  page: string;
  confirming: boolean;
  /** Its author is editing it: the tips to link and the action's answer to the last edit. */
  edit: { tips: Array<Pick<Tip, '_id' | 'title'>>; lastResult?: SubmissionResult<string[]> } | null;
}) {
  const t = useT();
  return (
    <li
      id={`answer-${answer._id}`}
      className={`card border bg-base-100 p-4 ${answer.accepted ? 'border-success' : 'border-base-300'}`}
      data-testid="answer"
    >
      {answer.accepted && <p className="badge badge-success mb-2">{t('questions.acceptedBadge')}</p>}
      <p className="mb-1 text-sm font-medium">
        {answer.displayName}
        {answer.editedAt && <span className="badge badge-ghost badge-sm ml-2">{t('questions.edited')}</span>}
      </p>
      {edit ? (
        <AnswerEditForm answer={answer} tips={edit.tips} lastResult={edit.lastResult} page={page} />
      ) : (
        <>
          <p className="whitespace-pre-line [overflow-wrap:anywhere]">{answer.body}</p>
          {answer.photo && (
            <div className="mt-2 max-w-md">
              <Photo {...answer.photo} />
            </div>
          )}
          {answer.tip && (
            <p className="mt-2">
              {t('questions.seeTip')}{' '}
              <Link to={`/tipDetails/${answer.tip._id}`} className="link">
                {answer.tip.title}
              </Link>
            </p>
          )}
        </>
      )}
      {/* While its author edits it, the form is the answer's whole card. */}
      {!edit && (
        <>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <span className="text-sm opacity-80">{t('questions.helpfulCount', { count: answer.helpfulCount })}</span>
            {verified && !answer.mine && (
              <AnswerAction
                answerId={answer._id}
                intent={answer.helpfulByMe ? 'unhelpful' : 'helpful'}
                className="btn btn-sm"
                pressed={answer.helpfulByMe === true}
              >
                {t('questions.helpful')}
              </AnswerAction>
            )}
            {asker && verified && (
              <AnswerAction
                answerId={answer._id}
                intent={answer.accepted ? 'unaccept' : 'accept'}
                className="btn btn-sm btn-success"
              >
                {t(answer.accepted ? 'questions.unaccept' : 'questions.accept')}
              </AnswerAction>
            )}
          </div>
          <div className="mt-2">
            <OwnOrReport
              mine={answer.mine === true}
              member={member}
              page={page}
              target={{ kind: 'answer', id: answer._id }}
              confirming={confirming}
              pageKey={answer._id}
              editable
              words={{
                edit: t('questions.editAnswer'),
                remove: t('questions.deleteAnswer'),
                confirm: t('questions.deleteAnswerConfirm'),
                report: t('questions.reportAnswer'),
              }}
            />
          </div>
        </>
      )}
    </li>
  );
}
