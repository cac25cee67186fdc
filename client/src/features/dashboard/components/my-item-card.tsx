import type { Tip } from '@green-circle/contract';
import { Link } from 'react-router';
import { SafeImage } from '../../../components/ui/safe-image';
import { paths } from '../../../config/paths';

interface MyItemCardProps {
  tip: Tip;
  deleting: boolean;
  onDelete: (tip: Tip) => void;
}

/** One of the member's tips on the dashboard: view, edit and delete. */
export function MyItemCard({ tip, deleting, onDelete }: MyItemCardProps) {
  return (
    <li className="card min-w-0 bg-base-100 shadow-md">
      <figure>
        <SafeImage src={tip.image} alt={tip.title} className="h-40 w-full object-cover" />
      </figure>
      <div className="card-body min-w-0 gap-2 p-4">
        <h2 className="card-title text-lg [overflow-wrap:anywhere]">{tip.title}</h2>
        <p className="flex-none text-sm">
          <span className="font-semibold">Category:</span> {tip.category || 'N/A'}
        </p>
        <p className="flex-none text-sm">
          <span className="font-semibold">Likes:</span> {tip.likes ?? 0}
        </p>
        <div className="card-actions mt-auto flex-wrap justify-end">
          <Link to={paths.tipDetails(tip._id)} className="btn btn-outline btn-sm" aria-label={`View ${tip.title}`}>
            View
          </Link>
          <Link to={paths.updateTip(tip._id)} className="btn btn-primary btn-sm" aria-label={`Edit ${tip.title}`}>
            Edit
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
