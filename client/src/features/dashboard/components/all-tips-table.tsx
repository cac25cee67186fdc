import type { Tip } from '@green-circle/contract';
import { Link } from 'react-router';
import { SafeImage } from '../../../components/ui/safe-image';
import { paths } from '../../../config/paths';
import { AuthorChip } from '../../../components/ui/author-chip';

/**
 * Every tip a member may see, in a 700 px scrolling area with the spec's fallbacks. The User
 * column names the author: the API never sends another member's e-mail.
 */
export function AllTipsTable({ tips }: { tips: Tip[] }) {
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
              <td>
                <AuthorChip name={tip.displayName} photoURL={tip.authorPhotoURL} />
              </td>
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
