import type { Tip } from '@green-circle/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#app/config/paths';
import { LineIcon } from './line-icons';
import { TipImage, type TipImageProps } from './tip-image';
import { useT } from '#app/i18n/i18n';

interface TipTeaserProps {
  tip: Pick<Tip, '_id' | 'title' | 'likes'> & TipImageProps['tip'];
  /** Drawn over the picture (Trending's 'Tip #1'). */
  badge?: ReactNode;
  /** Between the title and the likes (a description, the badges). */
  children: ReactNode;
}

/** A tip on the home page (Trending Tips, In season now): picture, title, likes and 'Read tip'. */
export function TipTeaser({ tip, badge, children }: TipTeaserProps) {
  const t = useT();
  return (
    <article className="card h-full border border-base-300 bg-base-100 shadow-sm">
      <figure className="relative">
        <TipImage
          tip={tip}
          width={800}
          height={600}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="h-44 w-full object-cover"
        />
        {badge}
      </figure>
      <div className="card-body gap-2 p-5">
        <h3 className="card-title text-lg [overflow-wrap:anywhere]" lang="">
          {tip.title}
        </h3>
        {children}
        <div className="card-actions mt-auto items-center justify-between pt-2">
          <span className="flex items-center gap-1 text-sm font-semibold">
            <LineIcon name="heart" className="h-4 w-4 fill-red-600 text-red-600 dark:fill-red-400 dark:text-red-400" />
            {t('card.likesCount', { n: tip.likes })}
          </span>
          <Link to={paths.tipDetails(tip._id)} className="link font-semibold text-green-800 dark:text-green-300">
            {t('card.readTip')}
            <span className="sr-only" lang="">
              : {tip.title}
            </span>
          </Link>
        </div>
      </div>
    </article>
  );
}
