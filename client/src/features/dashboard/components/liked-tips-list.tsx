import type { Tip } from '@green-circle/contract';
import { Link } from 'react-router';
import { SafeImage } from '../../../components/ui/safe-image';
import { paths } from '../../../config/paths';

/** The tips the member liked, each a link to its details. */
export function LikedTipsList({ tips }: { tips: Tip[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {tips.map((tip) => (
        <li key={tip._id}>
          <Link
            to={paths.tipDetails(tip._id)}
            className="flex items-center gap-4 rounded-box bg-base-100 p-3 shadow-sm hover:bg-base-200 focus-visible:outline-2 focus-visible:outline-primary"
          >
            {/* The title is the link's text; the photo adds what the member said it shows, if anything. */}
            <SafeImage
              src={tip.image}
              alt={tip.imageAlt ?? ''}
              sizes="56px"
              width={56}
              height={56}
              className="h-14 w-14 shrink-0 rounded object-cover"
            />
            <span className="flex min-w-0 flex-col">
              <span className="font-semibold break-words">{tip.title}</span>
              <span className="text-sm">
                {tip.category} · {tip.difficulty} · {tip.likes} {tip.likes === 1 ? 'like' : 'likes'}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
