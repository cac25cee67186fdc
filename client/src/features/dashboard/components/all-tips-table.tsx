import type { Tip } from '@green-circle/contract';
import { Link } from 'react-router';
import { SafeImage } from '../../../components/ui/safe-image';
import { paths } from '../../../config/paths';

/** Old records spell the author's e-mail `userEmail`; ours say `email`. */
type ListedTip = Tip & { userEmail?: string };

/** Every tip a member may see, in a 700 px scrolling area with the spec's fallbacks. */
export function AllTipsTable({ tips }: { tips: ListedTip[] }) {
  return (
    <div className="h-[700px] overflow-auto rounded-box border border-base-300" role="region" tabIndex={0} aria-label="All garden tips">
      <table className="table table-pin-rows">
        <thead className="text-base-content">
          <tr>
            <th scope="col">Image</th>
            <th scope="col">Title</th>
            <th scope="col">Category</th>
            <th scope="col">Likes</th>
            <th scope="col">User</th>
            <th scope="col">
              <span className="sr-only">Details</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tips.map((tip) => (
            <tr key={tip._id}>
              <td>
                <SafeImage
                  src={tip.image}
                  alt={tip.imageAlt || tip.title}
                  sizes="48px"
                  width={48}
                  height={48}
                  className="h-12 w-12 rounded object-cover"
                />
              </td>
              <td className="max-w-56 break-words font-medium">{tip.title}</td>
              <td>{tip.category || 'N/A'}</td>
              <td>{tip.likes ?? 0}</td>
              <td className="break-all">{tip.userEmail || tip.email}</td>
              <td>
                <Link to={paths.tipDetails(tip._id)} className="btn btn-primary btn-xs" aria-label={`View ${tip.title}`}>
                  View
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
