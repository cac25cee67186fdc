import type { Tip } from '@green-circle/contract';
import { MESSAGES, SEASON_MESSAGES } from '@green-circle/contract/messages';
import { HEMISPHERES, MONTH_NAMES, currentMonth, type Hemisphere } from '@green-circle/contract/seasons';
import { useEffect, useState } from 'react';
import { TipTeaser } from '../../../components/ui/tip-teaser';
import { SectionHeading } from '../../../components/ui/section-heading';
import { listInSeasonNow } from '../api/in-season';
import { storedHemisphere, storeHemisphere } from '../../../lib/hemisphere-store';
import { browserApi } from '../../../lib/browser-api';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; tips: Tip[] };

/**
 * The home page's "In season now": the six most liked Public tips for this month where the
 * visitor gardens. The hemisphere is the one this browser remembers (a member's garden is
 * remembered when they save it or open a page that reads it); a visitor can switch it here.
 */
export function InSeasonNow({ now = new Date() }: { now?: Date }) {
  const month = currentMonth(now);
  const [hemisphere, setHemisphere] = useState<Hemisphere | null>(storedHemisphere);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    listInSeasonNow(browserApi, month, hemisphere, controller.signal)
      .then((page) => setState({ status: 'ready', tips: page.tips }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [month, hemisphere]);

  const choose = (value: Hemisphere) => {
    if (value === (hemisphere ?? 'north') && hemisphere !== null) return;
    storeHemisphere(value);
    setState({ status: 'loading' });
    setHemisphere(value);
  };

  return (
    <section aria-labelledby="in-season-now" className="px-4 py-16" data-testid="in-season-now">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="in-season-now" title={SEASON_MESSAGES.inSeasonNow}>
          {MONTH_NAMES[month - 1]}: {SEASON_MESSAGES.inSeasonNowIntro}
        </SectionHeading>
        <div className="-mt-6 mb-8 flex justify-center">
          <div className="join" role="group" aria-label={SEASON_MESSAGES.hemisphereLabel}>
            {HEMISPHERES.map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={(hemisphere ?? 'north') === value}
                onClick={() => choose(value)}
                className={`btn btn-sm join-item ${(hemisphere ?? 'north') === value ? 'btn-success' : 'btn-outline'}`}
              >
                {value === 'north' ? SEASON_MESSAGES.hemisphereNorth : SEASON_MESSAGES.hemisphereSouth}
              </button>
            ))}
          </div>
        </div>
        {state.status === 'loading' && (
          <p className="py-8 text-center" role="status">
            {MESSAGES.loadingTips}
          </p>
        )}
        {state.status === 'failed' && (
          <p className="py-8 text-center">Could not load the tips in season. Please try again later.</p>
        )}
        {state.status === 'ready' && state.tips.length === 0 && (
          <p className="text-center">{SEASON_MESSAGES.noTipsInSeason}</p>
        )}
        {state.status === 'ready' && state.tips.length > 0 && (
          <ol className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {state.tips.map((tip) => (
              <li key={tip._id}>
                {/* The same card as Trending Tips, so the home page reads as one. */}
                <TipTeaser tip={tip}>
                  <p className="flex flex-wrap gap-2 text-xs">
                    <span className="badge badge-outline">{tip.category}</span>
                    <span className="badge badge-ghost">{tip.difficulty}</span>
                  </p>
                </TipTeaser>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
