import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { BIO_MAX } from '@green-circle/contract/constants';
import { Suspense, useId, useState } from 'react';
import { Await, Link } from 'react-router';
import { useFormAnswer } from '#app/lib/form-answer';
import { ERROR_TEXT } from '#app/components/ui/error-text';
import { FormMessage } from '#app/components/ui/form-field';
import { SubmitButton } from '#app/components/ui/submit-button';
import { paths } from '#app/config/paths';
import { checkRequired } from '#app/lib/form';
import { useSay, useT } from '#app/i18n/i18n';
import type { PublicPageFields } from '../api/public-page';

/** What the profile page's action answers "Your gardener page": the checked form, the page as saved. */
export interface PublicPageSaved {
  intent: 'public-page';
  result?: SubmissionResult<string[]>;
  saved?: PublicPageFields;
}

/** The member's gardener page: a short bio and whether the garden shows, with a link to see it. */
export function PublicPagePanel({ page }: { page: Promise<PublicPageFields | null> }) {
  return (
    <Suspense fallback={<PublicPageForm page={undefined} />}>
      <Await resolve={page} errorElement={<PublicPageForm page={null} />}>
        {(read) => <PublicPageForm page={read} />}
      </Await>
    </Suspense>
  );
}

/** `page` undefined: still loading (the form waits); null: it could not be read (it may still be saved). */
function PublicPageForm({ page }: { page: PublicPageFields | null | undefined }) {
  const t = useT();
  const say = useSay();
  const bioId = useId();
  const { fetcher, answer } = useFormAnswer<PublicPageSaved>('public-page');
  const [form, fields] = useForm({
    id: 'public-page',
    lastResult: answer?.result,
    defaultValue: { bio: page?.bio ?? '', showGarden: page?.showGarden ? 'on' : '' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: checkRequired<{ bio: string; showGarden: boolean }>,
  });
  const [length, setLength] = useState((page?.bio ?? '').length);
  const saving = fetcher.state !== 'idle';
  const authorId = answer?.saved?.authorId ?? page?.authorId;
  const bioError = fields.bio.errors?.[0] && say(fields.bio.errors[0]);

  return (
    <fetcher.Form
      method="post"
      action={paths.dashboardProfile}
      {...getFormProps(form)}
      className="card mx-auto w-full max-w-lg border border-base-300 bg-base-100 shadow-md"
    >
      <input type="hidden" name="intent" value="public-page" />
      <div className="card-body gap-3">
        <h2 className="card-title">{t('people.gardenerPageHeading')}</h2>
        {/* A refusal of a valid form is said above it, with or without JavaScript (no toast). */}
        <FormMessage errors={form.errors} />
        <label htmlFor={bioId} className="text-sm font-semibold">
          {t('people.bioLabel')}
        </label>
        <textarea
          key={`${fields.bio.key}-${String(page === undefined)}`}
          id={bioId}
          name={fields.bio.name}
          className="textarea w-full"
          // The member's own words, as written.
          lang=""
          rows={3}
          maxLength={BIO_MAX}
          defaultValue={fields.bio.initialValue ?? ''}
          onChange={(event) => setLength(event.target.value.length)}
          disabled={page === undefined}
          aria-invalid={bioError ? true : undefined}
          aria-describedby={bioError ? fields.bio.errorId : undefined}
        />
        {bioError && (
          <p id={fields.bio.errorId} className={ERROR_TEXT}>
            {bioError}
          </p>
        )}
        <p className="text-right text-xs opacity-80">
          {length}/{BIO_MAX}
        </p>
        <label className="flex cursor-pointer items-start gap-3">
          <input
            key={`${fields.showGarden.key}-${String(page === undefined)}`}
            type="checkbox"
            name={fields.showGarden.name}
            className="checkbox checkbox-primary checkbox-sm"
            defaultChecked={page?.showGarden ?? false}
            disabled={page === undefined}
          />
          {t('people.showGardenLabel')}
        </label>
        <div className="card-actions items-center justify-between">
          {authorId ? (
            <Link to={paths.gardener(authorId)} className="link link-primary">
              {t('people.viewMyPage')}
            </Link>
          ) : (
            <span />
          )}
          <SubmitButton busy={saving} disabled={page === undefined} className="btn btn-primary btn-sm">
            {t('people.saveGardenerPage')}
          </SubmitButton>
        </div>
      </div>
    </fetcher.Form>
  );
}
