import type { Tip } from '@green-circle/contract';
import { Suspense } from 'react';
import { Await } from 'react-router';
import { useGarden } from '../lib/use-garden';
import { MonthStrip } from './month-strip';
import { ReminderButton } from './reminder-button';

/** Tip details' season block: the twelve-month strip in the reader's garden and the reminder toggle. */
export function TipSeason({ tip, reminded }: { tip: Tip; reminded: Promise<boolean> }) {
  const { hemisphere } = useGarden();
  return (
    <section aria-label="Season" className="flex flex-col gap-3">
      <MonthStrip months={tip.months} authorHemisphere={tip.hemisphere} reader={hemisphere} />
      <div>
        <Suspense fallback={<ReminderButton reminded={null} />}>
          <Await resolve={reminded}>{(set) => <ReminderButton reminded={set} />}</Await>
        </Suspense>
      </div>
    </section>
  );
}
