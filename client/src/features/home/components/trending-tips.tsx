import type { TopTip } from '@green-circle/contract';
import { Suspense } from 'react';
import { Await } from 'react-router';
import { TipTeaser } from '#app/components/ui/tip-teaser';
import { SectionError } from './section-error';
import { HomeSection } from '#app/components/ui/home-section';
import { useT } from '#app/i18n/i18n';

/** The tips in the order the API ranked them (most liked first), numbered by position. */
export function TrendingTipList({ tips }: { tips: TopTip[] }) {
  const t = useT();
  if (tips.length === 0) return <p className="text-center">{t('messages.noTips')}</p>;
  return (
    <ol className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
      {tips.map((tip, index) => (
        <li key={tip._id}>
          <TipTeaser
            tip={tip}
            badge={
              <span className="badge badge-success absolute left-3 top-3 font-bold">
                {t('home.tipNumber', { n: index + 1 })}
              </span>
            }
          >
            {tip.description ? (
              <p className="line-clamp-3 text-sm" lang="">
                {tip.description}
              </p>
            ) : (
              <p className="line-clamp-3 text-sm">{t('messages.noDescription')}</p>
            )}
          </TipTeaser>
        </li>
      ))}
    </ol>
  );
}

export function TrendingTips({ tips }: { tips: Promise<TopTip[]> | TopTip[] }) {
  const t = useT();
  return (
    <HomeSection id="trending-tips" titleKey="home.trendingTitle" introKey="home.trendingIntro" className="bg-base-200">
      <Suspense
        fallback={
          <p className="py-8 text-center" role="status">
            {t('messages.loadingTips')}
          </p>
        }
      >
        <Await resolve={tips} errorElement={<SectionError what={t('home.whatTrending')} />}>
          {(list) => <TrendingTipList tips={list} />}
        </Await>
      </Suspense>
    </HomeSection>
  );
}
