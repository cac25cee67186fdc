import type { Tip } from '@green-circle/contract';
import type { FormEvent } from 'react';
import { Link, type FetcherWithComponents } from 'react-router';
import { confirmDelete } from '#app/components/ui/dialogs';
import { TipImage } from '#app/components/ui/tip-image';
import { ViewTipLink } from '#app/components/ui/view-tip-link';
import { paths } from '#app/config/paths';
import { LineIcon } from '#app/components/ui/line-icons';
import { useT } from '#app/i18n/i18n';

interface OwnTipCardProps {
  tip: Tip;
  /** The dashboard's My Items: likes and a View link; My Tips: difficulty and the description. */
  dashboard: boolean;
  /** The list's delete fetcher (its answer is the list's to show). */
  deleting: FetcherWithComponents<unknown>;
}

/** Public or Hidden, in words (the colour only repeats them). */
function AvailabilityBadge({ availability }: { availability: Tip['availability'] }) {
  const t = useT();
  return (
    <span className={`badge badge-sm ${availability === 'Public' ? 'badge-success' : 'badge-neutral'}`}>
      {t(`availability.${availability}`)}
    </span>
  );
}

/**
 * One of the member's own tips, with its edit link and Delete: a form posted to the route's action.
 * Once the page's JavaScript runs the site's dialog asks first; before, the action's page asks.
 */
export function OwnTipCard({ tip, dashboard, deleting }: OwnTipCardProps) {
  const t = useT();
  const busy = deleting.state !== 'idle' && deleting.formData?.get('id') === tip._id;

  async function remove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const quoted = t('myTips.quotedTitle', { title: tip.title });
    if (!(await confirmDelete({ t, dashboard, title: tip.title, quoted }))) return;
    // Asked and confirmed here: without the confirmation the action would ask again (a plain POST's page).
    const confirmed = new FormData(form);
    confirmed.set('confirm', 'yes');
    await deleting.submit(confirmed, { method: 'post' });
  }

  const details = dashboard ? (
    <>
      <p className="flex-none text-sm">
        <span className="font-semibold">{t('myTips.category')}</span>{' '}
        {tip.category ? t(`category.${tip.category}`) : t('myTips.notAvailable')}
      </p>
      <p className="flex-none text-sm">
        <span className="font-semibold">{t('myTips.likes')}</span> {tip.likes ?? 0}
      </p>
    </>
  ) : (
    <>
      <p className="flex flex-none flex-wrap items-center gap-2 text-sm">
        <AvailabilityBadge availability={tip.availability} />
        <span className="inline-flex items-center gap-1">
          <LineIcon name="heart" filled className="h-4 w-4" />
          {t('myTips.likesCount', { n: tip.likes ?? 0 })}
        </span>
      </p>
      <p className="flex-none text-sm">
        <span className="font-semibold">{t('myTips.category')}</span> {t(`category.${tip.category}`)}
        <span aria-hidden="true"> · </span>
        <span className="font-semibold">{t('myTips.difficulty')}</span> {t(`difficulty.${tip.difficulty}`)}
      </p>
      {/* flex-none: daisyUI lets a card's paragraphs grow, which showed part of a fourth line. */}
      <p className="line-clamp-3 max-h-[4.5em] flex-none leading-normal [overflow-wrap:anywhere]">
        {tip.description?.trim() || t('messages.noDescription')}
      </p>
    </>
  );

  return (
    <li className="card min-w-0 bg-base-100 shadow-md">
      <figure>
        <TipImage
          tip={tip}
          width={800}
          height={600}
          sizes="(min-width: 1280px) 25vw, (min-width: 640px) 50vw, 100vw"
          className={`${dashboard ? 'h-40' : 'h-48'} w-full object-cover`}
        />
      </figure>
      <div className={`card-body min-w-0 ${dashboard ? 'gap-2 p-4' : ''}`}>
        <h2 className={`card-title [overflow-wrap:anywhere] ${dashboard ? 'text-lg' : ''}`}>
          <Link to={paths.tipDetails(tip._id)} className="link-hover" lang="">
            {tip.title}
          </Link>
        </h2>
        {details}
        <div className="card-actions mt-auto flex-wrap justify-end">
          {dashboard && <ViewTipLink tip={tip} className="btn btn-outline btn-sm" />}
          <Link
            to={paths.updateTip(tip._id)}
            className="btn btn-primary btn-sm"
            aria-label={t(dashboard ? 'myTips.editTip' : 'myTips.updateTip', { title: tip.title })}
          >
            {t(dashboard ? 'myTips.edit' : 'myTips.update')}
          </Link>
          <form method="post" onSubmit={(event) => void remove(event)}>
            <input type="hidden" name="id" value={tip._id} />
            <button
              type="submit"
              className="btn btn-error btn-sm"
              disabled={busy}
              aria-label={t('myTips.deleteTip', { title: tip.title })}
            >
              {t('myTips.delete')}
            </button>
          </form>
        </div>
      </div>
    </li>
  );
}
