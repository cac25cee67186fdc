import { useId } from 'react';
import { useFetcher } from 'react-router';
import { BlockedReason } from '../../../components/ui/blocked-reason';
import { LineIcon } from '../../../components/ui/line-icons';
import { useNeedsConnection } from '../../../components/ui/offline-line';
import { useT } from '../../../i18n/i18n';
import type { ReminderAnswer, ReminderIntent } from '../lib/reminder-action';

/**
 * The member's yearly reminder of a tip, sent to the details route's action through a fetcher
 * (intent 'remind' / 'unremind'): while it is on its way the button shows the state asked for
 * (optimistic); the answer then wins, and a failure (its toast in the flash cookie) leaves the loader's state. A plain
 * POST (before the page's JavaScript) sets it too and the page comes back. `reminded` is null until the loader knows.
 */
export function ReminderButton({
  reminded,
  blockedReason,
}: {
  reminded: boolean | null;
  /** Why the member cannot set reminders (yet): the button is disabled with this beside it. */
  blockedReason?: string | null;
}) {
  const t = useT();
  const reasonId = useId();
  // Offline, greyed with the offline line as its reason: a reminder is kept by the API.
  const offline = useNeedsConnection();
  const fetcher = useFetcher<ReminderAnswer>();
  const busy = fetcher.state !== 'idle';
  const set = busy ? fetcher.formData?.get('intent') === 'remind' : (fetcher.data?.reminded ?? reminded);
  const intent: ReminderIntent = set ? 'unremind' : 'remind';

  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <button
        type="submit"
        name="intent"
        value={intent}
        className={`btn ${set ? 'btn-success' : 'btn-outline btn-success'}`}
        aria-pressed={set ?? false}
        disabled={set === null || busy || !!blockedReason || offline.disabled}
        aria-busy={busy}
        aria-describedby={blockedReason ? reasonId : offline['aria-describedby']}
        title={offline.title}
      >
        <LineIcon name="bell" className="h-4 w-4" />
        {t(set ? 'season.reminderSet' : 'season.remindMe')}
        {set && <span className="sr-only"> ({t('season.removeReminder')})</span>}
      </button>
      {blockedReason && <BlockedReason id={reasonId} reason={blockedReason} />}
    </fetcher.Form>
  );
}
