import type { Tip } from '@green-circle/contract';
import { MESSAGES } from '@green-circle/contract/messages';
import { Link } from 'react-router';
import { SafeImage } from '../../../components/ui/safe-image';
import { paths } from '../../../config/paths';

interface MyTipCardProps {
  tip: Tip;
  deleting: boolean;
  onDelete: (tip: Tip) => void;
}

/** One of the member's own tips on My Tips, with its Update link and Delete button. */
export function MyTipCard({ tip, deleting, onDelete }: MyTipCardProps) {
  return (
    <li className="card min-w-0 bg-base-100 shadow-md">
      <figure>
        <SafeImage src={tip.image} alt={tip.title} className="h-48 w-full object-cover" />
      </figure>
      <div className="card-body min-w-0">
        <h2 className="card-title [overflow-wrap:anywhere]">{tip.title}</h2>
        <p className="flex-none text-sm">
          <span className="font-semibold">Category:</span> {tip.category}
          <span aria-hidden="true"> · </span>
          <span className="font-semibold">Difficulty:</span> {tip.difficulty}
        </p>
        {/* flex-none: daisyUI lets a card's paragraphs grow, which showed part of a fourth line. */}
        <p className="line-clamp-3 max-h-[4.5em] flex-none leading-normal [overflow-wrap:anywhere]">{tip.description?.trim() || MESSAGES.noDescription}</p>
        <div className="card-actions mt-auto justify-end">
          <Link
            to={paths.updateTip(tip._id)}
            className="btn btn-primary btn-sm"
            aria-label={`Update ${tip.title}`}
          >
            Update
          </Link>
          <button
            type="button"
            className="btn btn-error btn-sm"
            onClick={() => onDelete(tip)}
            disabled={deleting}
            aria-label={`Delete ${tip.title}`}
          >
            Delete
          </button>
        </div>
      </div>
    </li>
  );
}
