import type { Tip } from '@green-circle/contract';
import { useGarden } from '../lib/use-garden';
import { MonthStrip } from './month-strip';
import { ReminderButton } from './reminder-button';

/** Tip details' season block: the twelve-month strip in the reader's garden and the reminder toggle. */
export function TipSeason({ tip }: { tip: Tip }) {
  const { hemisphere } = useGarden();
  return (
    <section aria-label="Season" className="flex flex-col gap-3">
      <MonthStrip months={tip.months} authorHemisphere={tip.hemisphere} reader={hemisphere} />
      <div>
        <ReminderButton tipId={tip._id} />
      </div>
    </section>
  );
}
