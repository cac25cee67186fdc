import { Form, Link } from 'react-router';
import { useT } from '#app/i18n/i18n';

/**
 * The member's own question or answer: Edit, which opens its form on the page (?edit=), and
 * Delete, which asks first on the page (?delete=) and posts only on "Delete": both links, so they
 * work without JavaScript too. Anyone else's: Report (the report page). A visitor: nothing.
 */
export function OwnOrReport({
  mine,
  member,
  page,
  target,
  confirming,
  pageKey,
  editable,
  words,
}: {
  mine: boolean;
  member: boolean;
  page: string;
  target: { kind: 'question' | 'answer'; id: string };
  confirming: boolean;
  /** What ?edit= and ?delete= name for it: 'question', or the answer's id. */
  pageKey: string;
  /** It may still be edited (a question with no answer yet; an answer always). */
  editable: boolean;
  words: { edit: string; remove: string; confirm: string; report: string };
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
      <p className="flex flex-wrap gap-2">
        {editable && (
          <Link to={`?edit=${encodeURIComponent(pageKey)}`} preventScrollReset className="btn btn-ghost btn-sm">
            {words.edit}
          </Link>
        )}
        <Link
          to={`?delete=${encodeURIComponent(pageKey)}`}
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
        {target.kind === 'answer' && <input type="hidden" name="answerId" value={target.id} />}
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
