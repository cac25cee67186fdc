import type { Gardener } from '@green-circle/contract';
import { Suspense, type ReactNode } from 'react';
import { Await, Link } from 'react-router';
import { paths } from '#app/config/paths';
import { SectionError } from './section-error';
import { HomeSection } from '#app/components/ui/home-section';
import { useT } from '#app/i18n/i18n';

/** The home page's gardeners section; the route hands in how the list is shown (the gardeners feature's grid). */
export function FeaturedGardeners({
  gardeners,
  children,
}: {
  gardeners: Promise<Gardener[]> | Gardener[];
  children: (list: Gardener[]) => ReactNode;
}) {
  const t = useT();
  return (
    <HomeSection id="featured-gardeners" titleKey="home.gardenersTitle" introKey="home.gardenersIntro">
      <Suspense fallback={<p className="py-8 text-center">{t('home.loadingGardeners')}</p>}>
        <Await resolve={gardeners} errorElement={<SectionError what={t('home.whatGardeners')} />}>
          {children}
        </Await>
      </Suspense>
      <div className="mt-10 text-center">
        <Link to={paths.explore} className="btn btn-primary">
          {t('home.meetAll')}
        </Link>
      </div>
    </HomeSection>
  );
}
