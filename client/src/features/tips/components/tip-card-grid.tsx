import type { Tip } from '@green-circle/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TipImage } from '#app/components/ui/tip-image';
import { paths } from '#app/config/paths';
import { LineIcon } from '#app/components/ui/line-icons';
import { TIP_ICONS } from '#app/components/ui/line-icons-tips';
import { TipAuthor } from './tip-author';
import { TipPlant } from '#app/components/ui/tip-plant';
import { useT } from '#app/i18n/i18n';

/**
 * Public tips as cards (people browse by picture): image, title, category, difficulty,
 * likes and author, and a 'See More' link whose name says which tip it opens.
 * One column on a phone, up to three on a wide screen; nothing scrolls sideways.
 * The first row's photos load at once (the first one, a phone's largest paint, before
 * anything else); the rest wait until they are scrolled near.
 */
const FIRST_ROW = 3;
/** How wide a card's photo is shown (also what Browse's loader preloads the first one for). */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

export function TipCardGrid({ tips, action }: { tips: Tip[]; action?: (tip: Tip) => ReactNode }) {
  const t = useT();
  return (
    <ul aria-label={t('card.tips')} className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {tips.map((tip, index) => (
        <li key={tip._id} className="card min-w-0 overflow-hidden border border-base-300 bg-base-100 shadow-sm">
          <figure className="aspect-[16/9] bg-base-200 sm:aspect-[4/3]">
            {tip.image ? (
              <TipImage
                tip={tip}
                width={640}
                height={480}
                sizes={CARD_IMAGE_SIZES}
                className="h-full w-full object-cover"
                loading={index < FIRST_ROW ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
              />
            ) : (
              <span className="flex h-full w-full items-center justify-center text-sm">{t('card.noImage')}</span>
            )}
          </figure>
          <div className="card-body min-w-0 gap-3 p-4">
            <div className="flex flex-wrap gap-2 text-xs">
              <span className="badge badge-outline">{t(`category.${tip.category}`)}</span>
              <span className="badge badge-ghost">{t(`difficulty.${tip.difficulty}`)}</span>
              {/* A plant the list knows, named in the reader's language (as on the tip's page). */}
              {tip.plantSlug && <TipPlant tip={tip} className="badge badge-success badge-outline" />}
            </div>
            <h2 className="card-title text-lg leading-snug [overflow-wrap:anywhere]" lang="">
              {tip.title}
            </h2>
            <div className="mt-auto flex items-center justify-between gap-3 text-sm">
              <TipAuthor tip={tip} />
              <span className="flex shrink-0 items-center gap-3">
                <span className="flex items-center gap-1">
                  <LineIcon name="heart" className="h-4 w-4 text-secondary" />
                  {tip.likes}
                  <span className="sr-only">{t('card.likes', { n: tip.likes })}</span>
                </span>
                <span className="flex items-center gap-1" data-testid="card-comment-count">
                  <LineIcon name={TIP_ICONS.comment} className="h-4 w-4" />
                  {tip.commentCount ?? 0}
                  <span className="sr-only">{t('card.comments', { n: tip.commentCount ?? 0 })}</span>
                </span>
              </span>
            </div>
            {/* The title is in the link's text too (visually hidden), not only its name: search
                engines (and Lighthouse's link-text) read the text, and "See More" alone says nothing. */}
            <Link
              to={paths.tipDetails(tip._id)}
              className="btn btn-primary btn-sm"
              aria-label={t('card.seeMoreOf', { title: tip.title })}
            >
              {t('card.seeMore')}
              <span className="sr-only" lang="">
                : {tip.title}
              </span>
            </Link>
            {action?.(tip)}
          </div>
        </li>
      ))}
    </ul>
  );
}
