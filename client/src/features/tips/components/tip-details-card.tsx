import type { Tip } from '@green-circle/contract';
import { MONTH_NAMES } from '@green-circle/contract/seasons';
import type { ReactNode } from 'react';
import { PageTitle } from '#app/components/ui/page-title';
import { TipImage } from '#app/components/ui/tip-image';
import { BackLink } from './back-link';
import { LikeButton, useLike } from './like-button';
import { ShareButton } from './share-button';
import { paths } from '#app/config/paths';
import { TipFacts } from './tip-facts';
import { TipPhotoGallery } from './tip-photo-gallery';
import { TipAuthor } from './tip-author';
import { useLanguage, useT, type Translate } from '#app/i18n/i18n';
import { monthName } from '#app/i18n/dates';
import type { Language } from '#app/i18n/languages';

export const DETAILS_CARD = 'card mx-auto w-full max-w-3xl overflow-hidden bg-base-100 shadow-md';
// A phone gets the seed pictures' own 4:3 shape; wider screens a fixed height, letterboxed.
export const PICTURE_BOX = 'mt-3 aspect-[4/3] bg-base-200 sm:aspect-auto sm:h-96';
/** How wide the picture is shown (also what the route's loader preloads it for). */
export const DETAILS_IMAGE_SIZES = '100vw';

/**
 * "November 24, 2026" ("24 de noviembre de 2026"), the day in UTC: the server renders the page
 * and the browser takes it over, so both must write the same day (the reader's time zone is the
 * browser's alone). English without Intl: its first date format costs a phone tens of
 * milliseconds while the page is taken over; another language names its month by Intl.
 */
const shareDate = (iso: string, language: Language, t: Translate) => {
  const date = new Date(iso);
  const month = language === 'en' ? MONTH_NAMES[date.getUTCMonth()]! : monthName(language, date.getUTCMonth() + 1);
  return t('tip.date', { month, day: date.getUTCDate(), year: date.getUTCFullYear() });
};

/** The full tip: a way back, the whole picture, who shared it and when, facts, description and the like. */
export function TipDetailsCard({
  tip,
  likeBlocked,
  children,
  notice,
  menu,
}: {
  tip: Tip;
  /** Why the member cannot like yet (an address not verified), shown by a disabled Like. */
  likeBlocked?: string | null;
  /** More about the tip from other features (its season), under the description. */
  children?: ReactNode;
  /** A notice above the title (to its author: moderators hid it). */
  notice?: ReactNode;
  /** The tip's menu (Report), at the end of its actions. */
  menu?: ReactNode;
}) {
  const like = useLike(tip);
  const t = useT();
  const language = useLanguage();

  return (
    <article className={DETAILS_CARD}>
      <PageTitle title={tip.title} description={tip.description} />
      <div className="px-4 pt-4 sm:px-6">
        <BackLink />
      </div>
      {/* The whole picture, letterboxed rather than cropped to a strip; a fixed shape, so the
          loading skeleton matches it. Several photos (issue 57): a gallery in the same box. */}
      {(tip.photos?.length ?? 0) > 1 ? (
        <TipPhotoGallery photos={tip.photos!} title={tip.title} sizes={DETAILS_IMAGE_SIZES} className={PICTURE_BOX} />
      ) : (
        <figure className={PICTURE_BOX}>
          <TipImage
            tip={tip}
            loading="eager"
            fetchPriority="high"
            sizes={DETAILS_IMAGE_SIZES}
            width={800}
            height={600}
            className="h-full w-full object-contain"
          />
        </figure>
      )}
      <div className="card-body min-w-0 gap-4 px-4 sm:px-6">
        {notice}
        {/* The tip's own words (title, description) are never translated, and claim no language
            (tips carry none yet): a screen reader does not read English words as Spanish. */}
        <h1 className="card-title text-2xl [overflow-wrap:anywhere] sm:text-3xl" lang="">
          {tip.title}
        </h1>
        <p className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
          <TipAuthor tip={tip} className="font-medium" />
          <span>
            {t('tip.sharedOn')} <time dateTime={tip.createdAt}>{shareDate(tip.createdAt, language, t)}</time>
          </span>
        </p>
        <TipFacts tip={tip} availability plantTestId="plant-link">
          <dt className="font-semibold">{t('tip.likes')}</dt>
          <dd aria-live="polite" data-testid="tip-likes">
            {like.likes}
          </dd>
          <dt className="font-semibold">{t('tip.comments')}</dt>
          <dd data-testid="tip-comment-count">{tip.commentCount ?? 0}</dd>
        </TipFacts>
        <p className="whitespace-pre-line [overflow-wrap:anywhere]" lang="">
          {tip.description}
        </p>
        {children}
        <div className="card-actions">
          {/* The member's own like comes drawn by the server, and the button answers from the first paint. */}
          <LikeButton liked={like.liked} likes={like.likes} onLike={like.like} blockedReason={likeBlocked} />
          <ShareButton title={tip.title} path={paths.tipDetails(tip._id)} />
          {menu}
        </div>
      </div>
    </article>
  );
}
