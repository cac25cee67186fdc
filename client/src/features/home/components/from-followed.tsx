import type { Tip } from '@green-circle/contract';
import { Suspense, type ReactNode } from 'react';
import { Await, Link } from 'react-router';
import { NOTHING } from '#app/components/ui/nothing';
import { HomeSection } from '#app/components/ui/home-section';
import { useT } from '#app/i18n/i18n';

/**
 * "From gardeners you follow": the newest tips of whom a signed-in member follows, read by the
 * home page's loader for the session's member (null for a visitor) without holding the page.
 * Nothing at all for a visitor, a member who follows nobody (whose list is empty), or a failed read.
 */
export function FromFollowed({
  tips,
  moreHref,
  renderTips,
}: {
  tips: Promise<Tip[]> | null;
  moreHref: string;
  renderTips: (tips: Tip[]) => ReactNode;
}) {
  const t = useT();
  if (!tips) return null;
  return (
    <Suspense fallback={null}>
      <Await resolve={tips} errorElement={NOTHING}>
        {(list) =>
          list.length === 0 ? null : (
            <HomeSection id="from-followed" titleKey="people.fromFollowed">
              {renderTips(list)}
              <p className="mt-6 text-center">
                <Link to={moreHref} className="btn btn-outline btn-primary btn-sm">
                  {t('home.seeAll')}
                </Link>
              </p>
            </HomeSection>
          )
        }
      </Await>
    </Suspense>
  );
}
