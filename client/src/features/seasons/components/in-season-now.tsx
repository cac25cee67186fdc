import type { Tip } from '@green-circle/contract';
import { MESSAGES, SEASON_MESSAGES } from '@green-circle/contract/messages';
import { HEMISPHERES, MONTH_NAMES, currentMonth, type Hemisphere } from '@green-circle/contract/seasons';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { SafeImage } from '../../../components/ui/safe-image';
import { paths } from '../../../config/paths';
import { listInSeasonNow } from '../api/in-season';
import { storedHemisphere, storeHemisphere } from '../../../lib/hemisphere-store';

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
    listInSeasonNow(month, hemisphere, controller.signal)
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
        <div className="mb-8 flex flex-col items-center gap-3 text-center">
          <h2 id="in-season-now" className="text-3xl font-bold md:text-4xl">
            {SEASON_MESSAGES.inSeasonNow}
          </h2>
          <p>
            {MONTH_NAMES[month - 1]}: {SEASON_MESSAGES.inSeasonNowIntro}
          </p>
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
        {state.status === 'failed' && <p className="py-8 text-center">Could not load the tips in season. Please try again later.</p>}
        {state.status === 'ready' && state.tips.length === 0 && <p className="text-center">{SEASON_MESSAGES.noTipsInSeason}</p>}
        {state.status === 'ready' && state.tips.length > 0 && (
          <ol className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {state.tips.map((tip) => (
              <li key={tip._id}>
                <article className="card h-full border border-base-300 bg-base-100 shadow-sm">
                  <figure>
                    <SafeImage src={tip.image} alt={tip.title} className="h-40 w-full object-cover" />
                  </figure>
                  <div className="card-body gap-2 p-5">
                    <h3 className="card-title text-lg">{tip.title}</h3>
                    <p className="text-sm">
                      {tip.category} · {tip.likes} {tip.likes === 1 ? 'like' : 'likes'}
                    </p>
                    <div className="card-actions mt-auto justify-end">
                      <Link to={paths.tipDetails(tip._id)} className="link font-semibold text-green-800 dark:text-green-300">
                        Read tip<span className="sr-only">: {tip.title}</span>
                      </Link>
                    </div>
                  </div>
                </article>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
