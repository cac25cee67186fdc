import type { Tip } from '@green-circle/contract';
import { MESSAGES } from '@green-circle/contract/messages';
import type { FormEvent } from 'react';
import { Link, type FetcherWithComponents } from 'react-router';
import { confirmDelete } from '../../../components/ui/dialogs';
import { TipImage } from '../../../components/ui/tip-image';
import { paths } from '../../../config/paths';
import { LineIcon } from '../../../components/ui/line-icons';

interface OwnTipCardProps {
  tip: Tip;
  /** The dashboard's My Items: likes and a View link; My Tips: difficulty and the description. */
  dashboard: boolean;
  /** The list's delete fetcher (its answer is the list's to show). */
  deleting: FetcherWithComponents<unknown>;
}

/** Public or Hidden, in words (the colour only repeats them). */
function AvailabilityBadge({ availability }: { availability: Tip['availability'] }) {
  return (
    <span className={`badge badge-sm ${availability === 'Public' ? 'badge-success' : 'badge-neutral'}`}>
      {availability}
    </span>
  );
}

/**
 * One of the member's own tips, with its edit link and Delete: a form posted to the route's action
 * (a plain POST deletes before the page's JavaScript runs); once it runs, the dialog asks first.
 */
export function OwnTipCard({ tip, dashboard, deleting }: OwnTipCardProps) {
  const busy = deleting.state !== 'idle' && deleting.formData?.get('id') === tip._id;

  async function remove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (await confirmDelete({ dashboard, title: tip.title })) await deleting.submit(form);
  }

  const details = dashboard ? (
    <>
      <p className="flex-none text-sm">
        <span className="font-semibold">Category:</span> {tip.category || 'N/A'}
      </p>
      <p className="flex-none text-sm">
        <span className="font-semibold">Likes:</span> {tip.likes ?? 0}
      </p>
    </>
  ) : (
    <>
      <p className="flex flex-none flex-wrap items-center gap-2 text-sm">
        <AvailabilityBadge availability={tip.availability} />
        <span className="inline-flex items-center gap-1">
          <LineIcon name="heart" filled className="h-4 w-4" />
          {tip.likes === 1 ? '1 like' : `${tip.likes ?? 0} likes`}
        </span>
      </p>
      <p className="flex-none text-sm">
        <span className="font-semibold">Category:</span> {tip.category}
        <span aria-hidden="true"> · </span>
        <span className="font-semibold">Difficulty:</span> {tip.difficulty}
      </p>
      {/* flex-none: daisyUI lets a card's paragraphs grow, which showed part of a fourth line. */}
      <p className="line-clamp-3 max-h-[4.5em] flex-none leading-normal [overflow-wrap:anywhere]">
        {tip.description?.trim() || MESSAGES.noDescription}
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
          <Link to={paths.tipDetails(tip._id)} className="link-hover">
            {tip.title}
          </Link>
        </h2>
        {details}
        <div className="card-actions mt-auto flex-wrap justify-end">
          {dashboard && (
            <Link to={paths.tipDetails(tip._id)} className="btn btn-outline btn-sm" aria-label={`View ${tip.title}`}>
              View
            </Link>
          )}
          <Link
            to={paths.updateTip(tip._id)}
            className="btn btn-primary btn-sm"
            aria-label={`${dashboard ? 'Edit' : 'Update'} ${tip.title}`}
          >
            {dashboard ? 'Edit' : 'Update'}
          </Link>
          <form method="post" onSubmit={(event) => void remove(event)}>
            <input type="hidden" name="id" value={tip._id} />
            <button type="submit" className="btn btn-error btn-sm" disabled={busy} aria-label={`Delete ${tip.title}`}>
              Delete
            </button>
          </form>
        </div>
      </div>
    </li>
  );
}
