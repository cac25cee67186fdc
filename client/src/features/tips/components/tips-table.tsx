import type { Tip } from '@green-circle/server/contract';
import { Link } from 'react-router';
import { SafeImage } from '../../../components/ui/safe-image';
import { paths } from '../../../config/paths';

/** Public tips as a table: Title, Category, Image and a 'See More' link to the details. */
export function TipsTable({ tips }: { tips: Tip[] }) {
  return (
    // The table scrolls inside its own box on narrow screens, never the page.
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table">
        <thead>
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
              <td className="min-w-36 font-medium">{tip.title}</td>
              <td className="whitespace-nowrap">{tip.category}</td>
              <td>
                {tip.image ? (
                  <SafeImage src={tip.image} alt={tip.title} className="h-12 w-16 rounded object-cover" />
                ) : (
                  <span className="inline-flex h-12 w-16 items-center justify-center rounded bg-base-200 text-center text-xs">
                    No Image
                  </span>
                )}
              </td>
              <td>
                <Link
                  to={paths.tipDetails(tip._id)}
                  className="btn btn-sm btn-primary whitespace-nowrap"
                >
                  See More
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
