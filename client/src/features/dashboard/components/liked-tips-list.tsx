import type { Tip } from '@green-circle/contract';
import { Link } from 'react-router';
import { SafeImage } from '#app/components/ui/safe-image';
import { paths } from '#app/config/paths';
import { useT } from '#app/i18n/i18n';

/** The tips the member liked, each a link to its details. */
export function LikedTipsList({ tips }: { tips: Tip[] }) {
  const t = useT();
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
              <span className="font-semibold break-words" lang="">
                {tip.title}
              </span>
              <span className="text-sm">
                {t(`category.${tip.category}`)} · {t(`difficulty.${tip.difficulty}`)} ·{' '}
                {t('card.likesCount', { n: tip.likes ?? 0 })}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
