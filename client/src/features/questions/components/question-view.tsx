import type { Answer, QuestionWithAnswers, Tip } from '@green-circle/contract';
import { FormProvider, getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, Link, useNavigation } from 'react-router';
import { FormField, FormMessage } from '../../../components/ui/form-field';
import { PhotoField } from '../../../components/ui/photo-field';
import { SafeImage } from '../../../components/ui/safe-image';
import { TipPlant } from '../../../components/ui/tip-plant';
import { memberSubmitted, useActionForm } from '../../../lib/form';
import { useT } from '../../../i18n/i18n';

/** The answer form's file part, for a plain POST. */
export const ANSWER_PHOTO_FILE = 'answerPhotoFile';

function Photo({ url, alt }: { url: string; alt: string }) {
  return (
    <figure className="flex flex-col gap-1">
      <SafeImage src={url} alt={alt} className="max-h-80 w-full rounded-box object-cover" width={640} height={480} />
      <figcaption className="text-sm opacity-80">{alt}</figcaption>
    </figure>
  );
}

/** A question with its photos and its answers (the accepted first, then helpful, then oldest: the API's order). */
export function QuestionView({
  question,
  member,
  verified,
  answerResult,
  tips,
  tipq,
  confirming = null,
}: {
  question: QuestionWithAnswers;
  member: boolean;
  verified: boolean;
  answerResult?: SubmissionResult<string[]>;
  tips: Array<Pick<Tip, '_id' | 'title'>>;
  tipq: string;
  /** What a Delete asks about, from the page's address (?delete=): 'question' or an answer's id. */
  confirming?: string | null;
}) {
  const t = useT();
  const page = `/questions/${question._id}`;
  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{question.title}</h1>
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
        </p>
      </header>
      <p className="whitespace-pre-line">{question.details}</p>
      {question.photos.length > 0 && (
        <div className="grid gap-4 sm:grid-cols-2">
          {question.photos.map((photo) => (
            <Photo key={photo.url} {...photo} />
          ))}
        </div>
      )}
      <OwnOrReport
        mine={question.mine === true}
        member={member}
        page={page}
        target={{ kind: 'question', id: question._id }}
        confirming={confirming === 'question'}
        deleteKey="question"
        words={{
          remove: t('questions.deleteQuestion'),
          confirm: t('questions.deleteQuestionConfirm'),
          report: t('questions.reportQuestion'),
        }}
      />
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
              asker={question.mine === true}
              member={member}
              verified={verified}
              page={page}
              confirming={confirming === answer._id}
            />
          ))}
        </ol>
      </section>
      {member ? (
        verified ? (
          <AnswerForm lastResult={answerResult} tips={tips} tipq={tipq} />
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

/**
 * The member's own question or answer: Delete, which asks first on the page (?delete=, so it
 * works without JavaScript too) and posts only on "Delete". Anyone else's: Report (the report page).
 */
function OwnOrReport({
  mine,
  member,
  page,
  target,
  confirming,
  deleteKey,
  answerId,
  words,
}: {
  mine: boolean;
  member: boolean;
  page: string;
  target: { kind: 'question' | 'answer'; id: string };
  confirming: boolean;
  deleteKey: string;
  answerId?: string;
  words: { remove: string; confirm: string; report: string };
}) {
  const t = useT();
  if (!member) return null;
  if (!mine)
    return (
      <p>
        <Link
          to={`/reports?kind=${target.kind}&id=${target.id}&back=${encodeURIComponent(page)}`}
          className="link text-sm"
          aria-label={words.report}
        >
          {t('questions.report')}
        </Link>
      </p>
    );
  if (!confirming)
    return (
      <p>
        <Link
          to={`?delete=${encodeURIComponent(deleteKey)}`}
          preventScrollReset
          className="btn btn-ghost btn-sm text-error"
        >
          {words.remove}
        </Link>
      </p>
    );
  return (
    <div role="group" aria-label={words.remove} className="alert alert-warning flex flex-wrap items-center gap-3">
      <p>{words.confirm}</p>
      <Form method="post" action={page} className="flex gap-2">
        {answerId && <input type="hidden" name="answerId" value={answerId} />}
        <button
          type="submit"
          name="intent"
          value={target.kind === 'question' ? 'delete-question' : 'delete-answer'}
          className="btn btn-error btn-sm"
        >
          {t('questions.deleteYes')}
        </button>
        <Link to={page} preventScrollReset className="btn btn-ghost btn-sm">
          {t('questions.deleteNo')}
        </Link>
      </Form>
    </div>
  );
}

function AnswerItem({
  answer,
  asker,
  member,
  verified,
  page,
  confirming,
}: {
  answer: Answer;
  asker: boolean;
  member: boolean;
  verified: boolean;
  page: string;
  confirming: boolean;
}) {
  const t = useT();
  return (
    <li
      id={`answer-${answer._id}`}
      className={`card border bg-base-100 p-4 ${answer.accepted ? 'border-success' : 'border-base-300'}`}
      data-testid="answer"
    >
      {answer.accepted && <p className="badge badge-success mb-2">{t('questions.acceptedBadge')}</p>}
      <p className="mb-1 text-sm font-medium">{answer.displayName}</p>
      <p className="whitespace-pre-line">{answer.body}</p>
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
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <span className="text-sm opacity-80">{t('questions.helpfulCount', { count: answer.helpfulCount })}</span>
        {verified && !answer.mine && (
          <Form method="post">
            <input type="hidden" name="answerId" value={answer._id} />
            <button
              type="submit"
              name="intent"
              value={answer.helpfulByMe ? 'unhelpful' : 'helpful'}
              className="btn btn-sm"
              aria-pressed={answer.helpfulByMe === true}
            >
              {t('questions.helpful')}
            </button>
          </Form>
        )}
        {asker && verified && (
          <Form method="post">
            <input type="hidden" name="answerId" value={answer._id} />
            <button
              type="submit"
              name="intent"
              value={answer.accepted ? 'unaccept' : 'accept'}
              className="btn btn-sm btn-success"
            >
              {t(answer.accepted ? 'questions.unaccept' : 'questions.accept')}
            </button>
          </Form>
        )}
      </div>
      <div className="mt-2">
        <OwnOrReport
          mine={answer.mine === true}
          member={member}
          page={page}
          target={{ kind: 'answer', id: answer._id }}
          confirming={confirming}
          deleteKey={answer._id}
          answerId={answer._id}
          words={{
            remove: t('questions.deleteAnswer'),
            confirm: t('questions.deleteAnswerConfirm'),
            report: t('questions.reportAnswer'),
          }}
        />
      </div>
    </li>
  );
}

interface AnswerValues {
  body: string;
  tipId: string;
  photo: { url: string; alt: string };
}

function AnswerForm({
  lastResult,
  tips,
  tipq,
}: {
  lastResult?: SubmissionResult<string[]>;
  tips: Array<Pick<Tip, '_id' | 'title'>>;
  tipq: string;
}) {
  const t = useT();
  const [form] = useActionForm<AnswerValues>({ id: 'answer-form', lastResult });
  const pending = useNavigation().state === 'submitting';
  return (
    <section aria-labelledby="answer-heading" className="card border border-base-300 bg-base-100 p-4">
      <h2 id="answer-heading" className="mb-3 text-xl font-semibold">
        {t('questions.yourAnswer')}
      </h2>
      {/* Finding a tip to link: a plain GET that reads the page again with the tips whose title matches. */}
      <Form method="get" className="mb-3 flex flex-wrap items-end gap-2" role="search" preventScrollReset>
        <label className="flex flex-col gap-1">
          <span className="text-sm">{t('questions.findTip')}</span>
          <input type="search" name="tipq" defaultValue={tipq} className="input" />
        </label>
        <button type="submit" className="btn btn-sm">
          {t('questions.filter')}
        </button>
      </Form>
      <FormProvider context={form.context}>
        <Form
          method="post"
          encType="multipart/form-data"
          {...getFormProps(form)}
          onSubmit={(event) => (memberSubmitted(event) ? form.onSubmit(event) : form.onSubmit(event))}
          className="flex flex-col gap-3"
        >
          <input type="hidden" name="intent" value="answer" />
          <FormMessage errors={form.errors} />
          <FormField name="body" label={t('questions.answerBody')} multiline />
          <FormField
            name="tipId"
            label={t('questions.linkTip')}
            options={tips.map((tip) => tip._id)}
            optionLabel={(id) => tips.find((tip) => tip._id === id)?.title ?? id}
            emptyOption={t('questions.noTip')}
            required={false}
          />
          <PhotoField
            name="photo.url"
            legend={t('questions.answerPhoto')}
            id="answer-photo"
            previewAlt={t('tipForm.previewAlt')}
            withAddress={false}
            fileName={ANSWER_PHOTO_FILE}
          />
          <FormField name="photo.alt" label={t('questions.photoAlt')} required={false} />
          <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending}>
            {t('questions.answerSubmit')}
          </button>
        </Form>
      </FormProvider>
    </section>
  );
}
