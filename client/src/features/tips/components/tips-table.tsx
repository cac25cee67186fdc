import type { Tip } from '@green-circle/contract';
import { Link } from 'react-router';
import { SafeImage } from '../../../components/ui/safe-image';
import { paths } from '../../../config/paths';

/** Public tips as a table: Title, Category, Image and a 'See More' link to the details. */
export function TipsTable({ tips }: { tips: Tip[] }) {
  return (
    // The table scrolls inside its own box on narrow screens, never the page.
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table table-sm sm:table-md">
        <thead className="text-base-content">
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Category</th>
            <th scope="col">Image</th>
            <th scope="col">
              <span className="sr-only">Details</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tips.map((tip) => (
            <tr key={tip._id} className="hover:bg-base-200">
              <td className="min-w-28 font-medium">{tip.title}</td>
              <td>{tip.category}</td>
              <td>
                {tip.image ? (
                  <SafeImage src={tip.image} alt={tip.title} className="h-10 w-12 rounded object-cover sm:h-12 sm:w-16" />
                ) : (
                  <span className="inline-flex h-10 w-12 items-center sm:h-12 sm:w-16 justify-center rounded bg-base-200 text-center text-xs">
                    No Image
                  </span>
                )}
              </td>
              <td>
                <Link
                  to={paths.tipDetails(tip._id)}
                  className="btn btn-sm btn-primary whitespace-nowrap"
                >
                  {/* The visible text stays; the link's name says which tip it opens. */}
                  See More<span className="sr-only">: {tip.title}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
