import { getFormProps } from '@conform-to/react';
import type { ModerationQueueEntry } from '@green-circle/contract';
import { Link, useActionData, useFetcher } from 'react-router';
import { DateTime } from '#app/components/ui/date-time';
import { FieldError } from '#app/components/ui/field-error';
import { FormMessage } from '#app/components/ui/form-field';
import { useActionForm } from '#app/lib/form';
import { moderationFormId, type ModerationAnswer } from '../lib/moderation-form';
import { paths } from '#app/config/paths';
import { REASON_LABELS } from './report-form';
import { useT } from '#app/i18n/i18n';

/** One reported thing: what it says, who wrote it, why members reported it, and what a moderator can do. */
function QueueEntry({ entry }: { entry: ModerationQueueEntry }) {
  const t = useT();
  const fetcher = useFetcher<ModerationAnswer>();
  const busy = fetcher.state !== 'idle';
  const formId = moderationFormId(entry.target.kind, entry.target.id);
  // A plain POST (no JavaScript) the action refused: the page comes back with this entry's errors.
  const posted = useActionData<ModerationAnswer>();
  // The action's answer is the form's state (decision 0016): errors beside the reason and the days
  // with what was typed kept, or an emptied form once done.
  const [form, fields] = useActionForm<{ reason: string; days: string }>({
    id: formId,
    lastResult: fetcher.data?.result ?? (posted?.form === formId ? posted.result : undefined),
    defaultValue: { reason: '', days: '7' },
  });
  const reasonError = fields.reason.errors;
  const daysError = fields.days.errors;
  const content = entry.target.kind !== 'gardener';
  const kind = t('moderation.kind', { kind: entry.target.kind });
  const label = t('moderation.entryLabel', { kind, name: entry.author?.displayName ?? t('moderation.someone') });
  return (
    <li className="card bg-base-100 shadow-sm" data-testid="moderation-entry">
      <div className="card-body gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="badge badge-neutral capitalize">{kind}</span>
          <span className="font-semibold" lang="">
            {entry.author?.displayName}
          </span>
          <span>
            {t('moderation.reportsSince', { n: entry.count })} <DateTime iso={entry.firstReportedAt} />
          </span>
          {entry.hiddenAt && <span className="badge badge-warning">{t('moderation.hidden')}</span>}
          {entry.suspendedUntil && (
            <span className="badge badge-error">
              {t('moderation.suspendedUntil', { date: entry.suspendedUntil.slice(0, 10) })}
            </span>
          )}
        </div>
        {/* What was reported is the member's own words; "gone" is ours. */}
        <p
          className="whitespace-pre-line rounded-box bg-base-200 p-3 [overflow-wrap:anywhere]"
          lang={entry.preview ? '' : undefined}
        >
          {entry.preview || t('moderation.gone')}
        </p>
        {/* A comment is read in its thread; a tip nobody hid, on its page (a hidden one answers 404 to all but its author). */}
        {entry.tipId && (entry.target.kind === 'comment' || !entry.hiddenAt) && (
          <Link to={paths.tipDetails(entry.tipId)} className="link link-primary self-start text-sm">
            {entry.target.kind === 'comment' ? t('moderation.readInThread') : t('moderation.openTip')}
            <span className="sr-only"> ({label})</span>
          </Link>
        )}
        <p className="text-sm">
          <span className="font-semibold">{t('moderation.reasons')} </span>
          {entry.reasons.map((reason) => t(REASON_LABELS[reason])).join(', ')}
        </p>
        {entry.notes.length > 0 && (
          <ul className="list-inside list-disc text-sm">
            {entry.notes.map((note, index) => (
              <li key={index} className="[overflow-wrap:anywhere]">
                {note}
              </li>
            ))}
          </ul>
        )}
        <fetcher.Form
          method="post"
          {...getFormProps(form)}
          className="flex flex-col gap-2"
          aria-label={t('moderation.actOn', { label })}
        >
          <FormMessage errors={form.errors} />
          <input type="hidden" name="intent" value="act" />
          <input type="hidden" name="kind" value={entry.target.kind} />
          <input type="hidden" name="id" value={entry.target.id} />
          <input type="hidden" name="authorId" value={entry.author?.authorId ?? ''} />
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-semibold">{t('moderation.reasonForAction')}</span>
            <input
              key={fields.reason.key}
              id={fields.reason.id}
              name={fields.reason.name}
              defaultValue={fields.reason.initialValue}
              className="input input-sm w-full"
              required
              maxLength={500}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? fields.reason.errorId : undefined}
            />
          </label>
          <FieldError id={fields.reason.errorId} errors={reasonError} />
          <div className="flex flex-wrap items-end gap-2">
            {content && !entry.hiddenAt && (
              <button className="btn btn-warning btn-sm" name="action" value="hide" disabled={busy}>
                {t('moderation.hide')}
              </button>
            )}
            {(entry.hiddenAt || entry.suspendedUntil) && (
              <button className="btn btn-success btn-sm" name="action" value="restore" disabled={busy}>
                {t('moderation.restore')}
              </button>
            )}
            {entry.status === 'open' && (
              <button className="btn btn-ghost btn-sm" name="action" value="dismiss" disabled={busy}>
                {t('moderation.dismiss')}
              </button>
            )}
            <label className="flex items-center gap-1 text-sm">
              <span>{t('moderation.daysLabel')}</span>
              <input
                key={fields.days.key}
                id={fields.days.id}
                name={fields.days.name}
                type="number"
                min={1}
                max={365}
                defaultValue={fields.days.initialValue}
                className="input input-sm w-20"
                aria-invalid={daysError ? true : undefined}
                aria-describedby={daysError ? fields.days.errorId : undefined}
              />
            </label>
            <FieldError id={fields.days.errorId} errors={daysError} />
            <button className="btn btn-error btn-sm" name="action" value="suspend" disabled={busy}>
              {content ? t('moderation.suspendAuthor') : t('moderation.suspendGardener')}
            </button>
          </div>
        </fetcher.Form>
      </div>
    </li>
  );
}

export function ModerationQueue({ entries, empty }: { entries: ModerationQueueEntry[]; empty: string }) {
  if (entries.length === 0) return <p className="text-base-content/70">{empty}</p>;
  return (
    <ul className="flex flex-col gap-4">
      {entries.map((entry) => (
        <QueueEntry key={`${entry.target.kind}:${entry.target.id}`} entry={entry} />
      ))}
    </ul>
  );
}
