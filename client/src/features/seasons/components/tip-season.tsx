import type { Tip } from '@green-circle/contract';
import type { Hemisphere } from '@green-circle/contract/seasons';
import { Suspense } from 'react';
import { Await } from 'react-router';
import { useT } from '#app/i18n/i18n';
import { browserHemisphere } from '../api/garden';
import { MonthStrip } from './month-strip';

/**
 * Tip details' season block: the twelve-month strip in the reader's garden (`hemisphere`, read
 * by the loader; null when unreadable). "Add to my plan" sits beside it (features/plan), drawn by
 * the server so it works without JavaScript.
 */
export function TipSeason({ tip, hemisphere }: { tip: Tip; hemisphere: Promise<Hemisphere | null> }) {
  const t = useT();
  const strip = (reader: Hemisphere | null) => (
    <MonthStrip months={tip.months} authorHemisphere={tip.hemisphere} reader={reader ?? browserHemisphere()} />
  );
  return (
    <section aria-label={t('season.sectionLabel')} className="flex flex-col gap-3">
      <Suspense fallback={strip(null)}>
        <Await resolve={hemisphere}>{strip}</Await>
      </Suspense>
    </section>
  );
}
