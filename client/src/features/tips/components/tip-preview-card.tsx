import { Link, useLocation } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { TipImage } from '../../../components/ui/tip-image';
import { loginPath, paths } from '../../../config/paths';
import type { SharePreview } from '../lib/share-preview';
import { DETAILS_CARD, PICTURE_BOX } from './tip-details-card';
import { useT } from '../../../i18n/i18n';

/**
 * A Public tip as a visitor sees its address (a link shared into a chat): its title, picture and
 * opening words, and the way in. The whole tip, its likes and reminders are for members.
 */
export function TipPreviewCard({ preview }: { preview: SharePreview }) {
  const { pathname, search } = useLocation();
  const t = useT();
  return (
    <article className={DETAILS_CARD}>
      <PageTitle title={preview.title} description={preview.description} />
      <figure className={PICTURE_BOX}>
        <TipImage
          tip={{ image: preview.picture, title: preview.title }}
          loading="eager"
          fetchPriority="high"
          width={800}
          height={600}
          sizes="100vw"
          className="h-full w-full object-contain"
        />
      </figure>
      <div className="card-body gap-4 px-4 sm:px-6">
        <h1 className="card-title text-2xl [overflow-wrap:anywhere] sm:text-3xl" lang="">
          {preview.title}
        </h1>
        <p className="[overflow-wrap:anywhere]" lang="">
          {preview.description}
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
