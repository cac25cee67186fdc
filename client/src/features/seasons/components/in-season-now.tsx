import { HEMISPHERES, currentMonth, type Hemisphere } from '@green-circle/contract/seasons';
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { TipTeaser } from '#app/components/ui/tip-teaser';
import { HomeSection } from '#app/components/ui/home-section';
import { paths } from '#app/config/paths';
import { storedHemisphere, storeHemisphere } from '#app/lib/hemisphere-store';
import type { InSeason } from '../api/in-season';
import { monthName } from '#app/i18n/dates';
import { useLanguage, useT } from '#app/i18n/i18n';

/**
 * The home page's "In season now": the six most liked Public tips for this month where the
 * visitor gardens. The hemisphere is the one this browser remembers (a member's garden is
 * remembered when they save it or open a page that reads it); a visitor can switch it here.
 * Read through the site's resource route, by a fetcher, once the page knows the reader's month.
 */
export function InSeasonNow({ now = new Date() }: { now?: Date }) {
  const month = currentMonth(now);
  const t = useT();
  const language = useLanguage();
  const [hemisphere, setHemisphere] = useState<Hemisphere | null>(storedHemisphere);
  const fetcher = useFetcher<InSeason>();
  const { load } = fetcher;
  useEffect(() => {
    void load(paths.inSeason(month, hemisphere));
  }, [month, hemisphere, load]);
  const tips = fetcher.state === 'idle' ? fetcher.data?.tips : undefined;
  const state = tips === undefined ? ('loading' as const) : tips === null ? ('failed' as const) : ('ready' as const);

  const choose = (value: Hemisphere) => {
    if (value === (hemisphere ?? 'north') && hemisphere !== null) return;
    storeHemisphere(value);
    setHemisphere(value);
  };

  return (
    <HomeSection
      id="in-season-now"
      titleKey="season.inSeasonNow"
      introKey="home.monthIntro"
      introValues={{ month: monthName(language, month), intro: t('season.inSeasonNowIntro') }}
      testId="in-season-now"
    >
      <div className="-mt-6 mb-8 flex justify-center">
        <div className="join" role="group" aria-label={t('season.hemisphereLabel')}>
          {HEMISPHERES.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={(hemisphere ?? 'north') === value}
              onClick={() => choose(value)}
              className={`btn btn-sm join-item ${(hemisphere ?? 'north') === value ? 'btn-success' : 'btn-outline'}`}
            >
              {t(value === 'north' ? 'season.hemisphereNorth' : 'season.hemisphereSouth')}
            </button>
          ))}
        </div>
      </div>
      {state === 'loading' && (
        <p className="py-8 text-center" role="status">
          {t('messages.loadingTips')}
        </p>
      )}
      {state === 'failed' && <p className="py-8 text-center">{t('home.inSeasonFailed')}</p>}
      {tips && tips.length === 0 && <p className="text-center">{t('season.noTipsInSeason')}</p>}
      {tips && tips.length > 0 && (
        <ol className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {tips.map((tip) => (
            <li key={tip._id}>
              {/* The same card as Trending Tips, so the home page reads as one. */}
              <TipTeaser tip={tip}>
                <p className="flex flex-wrap gap-2 text-xs">
                  <span className="badge badge-outline">{t(`category.${tip.category}`)}</span>
                  <span className="badge badge-ghost">{t(`difficulty.${tip.difficulty}`)}</span>
                </p>
              </TipTeaser>
            </li>
          ))}
        </ol>
      )}
    </HomeSection>
  );
}
