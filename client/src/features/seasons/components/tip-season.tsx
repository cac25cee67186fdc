import type { Tip } from '@green-circle/contract';
import type { Hemisphere } from '@green-circle/contract/seasons';
import { Suspense } from 'react';
import { Await } from 'react-router';
import { useT } from '../../../i18n/i18n';
import { browserHemisphere } from '../api/garden';
import { MonthStrip } from './month-strip';
import { ReminderButton } from './reminder-button';

/**
 * Tip details' season block: the twelve-month strip in the reader's garden (`hemisphere`, read
 * by the loader; null when unreadable) and the reminder toggle.
 */
export function TipSeason({
  tip,
  reminded,
  hemisphere,
  remindBlocked,
}: {
  tip: Tip;
  /** Why the member cannot set reminders yet (an address not verified), shown by a disabled button. */
  remindBlocked?: string | null;
  reminded: Promise<boolean>;
  hemisphere: Promise<Hemisphere | null>;
}) {
  const t = useT();
  const strip = (reader: Hemisphere | null) => (
    <MonthStrip months={tip.months} authorHemisphere={tip.hemisphere} reader={reader ?? browserHemisphere()} />
  );
  return (
    <section aria-label={t('season.sectionLabel')} className="flex flex-col gap-3">
      <Suspense fallback={strip(null)}>
        <Await resolve={hemisphere}>{strip}</Await>
      </Suspense>
      <div>
        <Suspense fallback={<ReminderButton reminded={null} blockedReason={remindBlocked} />}>
          <Await resolve={reminded}>{(set) => <ReminderButton reminded={set} blockedReason={remindBlocked} />}</Await>
        </Suspense>
      </div>
    </section>
  );
}
