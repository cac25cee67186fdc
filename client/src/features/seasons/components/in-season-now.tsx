import type { Tip } from '@green-circle/contract';
import { MESSAGES, SEASON_MESSAGES } from '@green-circle/contract/messages';
import { HEMISPHERES, MONTH_NAMES, currentMonth, type Hemisphere } from '@green-circle/contract/seasons';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { SafeImage } from '../../../components/ui/safe-image';
import { paths } from '../../../config/paths';
import { LineIcon } from '../../../components/ui/line-icons';
import { SectionHeading } from '../../../components/ui/section-heading';
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
        {state.status === 'failed' && <p className="py-8 text-center">Could not load the tips in season. Please try again later.</p>}
        {state.status === 'ready' && state.tips.length === 0 && <p className="text-center">{SEASON_MESSAGES.noTipsInSeason}</p>}
        {state.status === 'ready' && state.tips.length > 0 && (
          <ol className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {state.tips.map((tip) => (
              <li key={tip._id}>
                <article className="card h-full border border-base-300 bg-base-100 shadow-sm">
                  {/* The same card as Trending Tips, so the home page reads as one. */}
                  <figure>
                    <SafeImage
                      src={tip.image}
                      alt={tip.imageAlt || tip.title}
                      sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                      width={800}
                      height={600}
                      className="h-44 w-full object-cover"
                    />
                  </figure>
                  <div className="card-body gap-2 p-5">
                    <h3 className="card-title text-lg [overflow-wrap:anywhere]">{tip.title}</h3>
                    <p className="flex flex-wrap gap-2 text-xs">
                      <span className="badge badge-outline">{tip.category}</span>
                      <span className="badge badge-ghost">{tip.difficulty}</span>
                    </p>
                    <div className="card-actions mt-auto items-center justify-between pt-2">
                      <span className="flex items-center gap-1 text-sm font-semibold">
                        <LineIcon name="heart" className="h-4 w-4 fill-red-600 text-red-600 dark:fill-red-400 dark:text-red-400" />
                        {tip.likes} {tip.likes === 1 ? 'like' : 'likes'}
                      </span>
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
