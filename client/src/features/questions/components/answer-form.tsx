import type { Answer, Tip } from '@green-circle/contract';
import { FormProvider, getFormProps, type SubmissionResult } from '@conform-to/react';
import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { FormField, FormMessage } from '#app/components/ui/form-field';
import { PhotoField } from '#app/components/ui/photo-field';
import { SubmitButton } from '#app/components/ui/submit-button';
import { useActionForm } from '#app/lib/form';
import { useT } from '#app/i18n/i18n';
import { ANSWER_FORM, ANSWER_PHOTO_FILE, answerEditFormId } from '../lib/forms';
import { useFocusFirst } from '../lib/use-focus-first';
import { FilterInput } from './filter-input';

interface AnswerValues {
  body: string;
  tipId: string;
  photo: { url: string; alt: string };
}

type TipChoice = Pick<Tip, '_id' | 'title'>;

/**
 * An answer's form, new or edited: its text, a tip that answers it (chosen from `tips`), a photo
 * with what it shows. A real multipart form posted to the question's action, with or without
 * JavaScript; the action's answer (`lastResult`) is its state: a refusal keeps what was typed, each
 * error beside its field.
 */
function AnswerFields({
  id,
  intent,
  answerId,
  initial,
  tips,
  lastResult,
  submitLabel,
  bodyLabel,
  cancel,
}: {
  id: string;
  intent: 'answer' | 'edit-answer';
  answerId?: string;
  initial?: AnswerValues;
  tips: readonly TipChoice[];
  lastResult?: SubmissionResult<string[]>;
  submitLabel: string;
  bodyLabel: string;
  cancel?: ReactNode;
}) {
  const t = useT();
  const [form] = useActionForm<AnswerValues>({ id, lastResult, defaultValue: initial });
  const pending = useNavigation().state === 'submitting';
  return (
    <FormProvider context={form.context}>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="flex flex-col gap-3">
        <input type="hidden" name="intent" value={intent} />
        {answerId && <input type="hidden" name="answerId" value={answerId} />}
        <FormMessage errors={form.errors} />
        <FormField name="body" label={bodyLabel} multiline />
        <FormField
          name="tipId"
          label={t('questions.linkTip')}
          options={tips.map((tip) => tip._id)}
          optionLabel={(tipId) => tips.find((tip) => tip._id === tipId)?.title ?? tipId}
          emptyOption={t('questions.noTip')}
          required={false}
        />
        <PhotoField
          name="photo.url"
          legend={t('questions.answerPhoto')}
          id={`${id}-photo`}
          previewAlt={t('tipForm.previewAlt')}
          withAddress={false}
          fileName={ANSWER_PHOTO_FILE}
        />
        <FormField name="photo.alt" label={t('questions.photoAlt')} required={false} />
        <div className="flex flex-wrap items-center gap-2">
          <SubmitButton busy={pending} className={`btn btn-primary ${cancel ? '' : 'w-full'}`}>
            {submitLabel}
          </SubmitButton>
          {cancel}
        </div>
      </Form>
    </FormProvider>
  );
}

/** Answering: a tip found by its title (a plain GET that reads the page again), then the answer's form. */
export function AnswerForm({
  lastResult,
  tips,
  tipq,
}: {
  lastResult?: SubmissionResult<string[]>;
  tips: readonly TipChoice[];
  tipq: string;
}) {
  const t = useT();
  return (
    <section aria-labelledby="answer-heading" className="card border border-base-300 bg-base-100 p-4">
      <h2 id="answer-heading" className="mb-3 text-xl font-semibold">
        {t('questions.yourAnswer')}
      </h2>
      <Form method="get" className="mb-3 flex flex-wrap items-end gap-2" role="search" preventScrollReset>
        <FilterInput label={t('questions.findTip')} name="tipq" value={tipq} type="search" />
        <button type="submit" className="btn btn-sm">
          {t('questions.filter')}
        </button>
      </Form>
      <AnswerFields
        id={ANSWER_FORM}
        intent="answer"
        tips={tips}
        lastResult={lastResult}
        bodyLabel={t('questions.answerBody')}
        submitLabel={t('questions.answerSubmit')}
      />
    </section>
  );
}

/** Editing one's answer in its place: its text, tip and photo as saved; Save, or Cancel back to the page. */
export function AnswerEditForm({
  answer,
  tips,
  lastResult,
  page,
}: {
  answer: Answer;
  tips: readonly TipChoice[];
  lastResult?: SubmissionResult<string[]>;
  page: string;
}) {
  const t = useT();
  const id = answerEditFormId(answer._id);
  useFocusFirst(`${id}-body`);
  // Its own tip is a choice too, whatever the tip search found.
  const choices = answer.tip && !tips.some((tip) => tip._id === answer.tip?._id) ? [answer.tip, ...tips] : tips;
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-2">
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        {t('questions.editAnswerHeading')}
      </h3>
      <AnswerFields
        id={id}
        intent="edit-answer"
        answerId={answer._id}
        initial={{
          body: answer.body,
          tipId: answer.tip?._id ?? '',
          photo: { url: answer.photo?.url ?? '', alt: answer.photo?.alt ?? '' },
        }}
        tips={choices}
        lastResult={lastResult}
        bodyLabel={t('questions.answerBody')}
        submitLabel={t('questions.saveChanges')}
        cancel={
          <Link to={`${page}#answer-${answer._id}`} preventScrollReset className="btn btn-ghost">
            {t('questions.cancelEdit')}
          </Link>
        }
      />
    </section>
  );
}
