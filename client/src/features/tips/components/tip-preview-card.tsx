import type { Tip } from '@green-circle/contract';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '#app/components/ui/page-title';
import { TipImage } from '#app/components/ui/tip-image';
import { loginPath, paths } from '#app/config/paths';
import { useT } from '#app/i18n/i18n';
import type { SharePreview } from '../lib/share-preview';
import { DETAILS_CARD, PICTURE_BOX } from './tip-details-card';
import { TipFacts } from './tip-facts';
import { TipAuthor } from './tip-author';

/** What a visitor is shown of a Public tip: all but the description's rest (its opening words only). */
export type TipTeaser = Pick<
  Tip,
  | '_id'
  | 'title'
  | 'image'
  | 'imageAlt'
  | 'plantType'
  | 'plantSlug'
  | 'months'
  | 'hemisphere'
  | 'difficulty'
  | 'category'
  | 'likes'
  | 'displayName'
  | 'authorId'
  | 'authorPhotoURL'
  | 'description'
>;

/**
 * A Public tip as a visitor (or a search engine) sees its address: its picture and title, who
 * shared it (their page), its plant (the plant's page), when it applies where the reader gardens,
 * difficulty, category and likes, the description's first sentences, and the way in. The whole
 * description, the conversation, likes and reminders are for members.
 */
export function TipPreviewCard({
  tip,
  preview,
  season,
}: {
  tip: TipTeaser;
  preview: SharePreview;
  /** When it applies where the reader gardens (the seasons feature's strip, composed by the route). */
  season: ReactNode;
}) {
  const { pathname, search } = useLocation();
  const t = useT();
  return (
    <article className={DETAILS_CARD}>
      <PageTitle title={preview.title} description={preview.description} />
      <figure className={PICTURE_BOX}>
        <TipImage
          tip={tip}
          loading="eager"
          fetchPriority="high"
          width={800}
          height={600}
          sizes="100vw"
          className="h-full w-full object-contain"
        />
      </figure>
      <div className="card-body min-w-0 gap-4 px-4 sm:px-6">
        {/* The tip's own words claim no language (tips carry none). */}
        <h1 className="card-title text-2xl [overflow-wrap:anywhere] sm:text-3xl" lang="">
          {tip.title}
        </h1>
        <TipAuthor tip={tip} className="text-sm font-medium" />
        <TipFacts tip={tip}>
          <dt className="font-semibold">{t('tip.likes')}</dt>
          <dd data-testid="tip-likes">{tip.likes}</dd>
        </TipFacts>
        {season}
        <p className="[overflow-wrap:anywhere]" lang="" data-testid="tip-teaser">
          {tip.description}
        </p>
        <p className="font-medium">{t('tip.previewSignIn')}</p>
        <div className="card-actions">
          <Link to={loginPath(pathname + search)} className="btn btn-primary">
            {t('tip.signIn')}
          </Link>
          <Link to={paths.signUp} className="btn btn-outline">
            {t('tip.join')}
          </Link>
        </div>
      </div>
    </article>
  );
}
