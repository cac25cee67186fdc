import type { Tip } from '@green-circle/contract';
import { PageTitle } from '../../../components/ui/page-title';
import { SafeImage } from '../../../components/ui/safe-image';
import { LikeButton, useLike } from './like-button';

/** The full tip: image, facts, description and the member's like. */
export function TipDetailsCard({ tip }: { tip: Tip }) {
  const like = useLike(tip);

  const facts = [
    ['Plant Type', tip.plantType],
    ['Difficulty', tip.difficulty],
    ['Category', tip.category],
    ['Availability', tip.availability],
  ] as const;

  return (
    <article className="card bg-base-100 shadow-md lg:card-side">
      <PageTitle title={tip.title} description={tip.description} />
      <figure className="lg:w-2/5">
        <SafeImage src={tip.image} alt={tip.title} loading="eager" fetchPriority="high" className="h-64 w-full object-cover lg:h-full" />
      </figure>
      <div className="card-body min-w-0 gap-4">
        <h1 className="card-title text-2xl break-words sm:text-3xl">{tip.title}</h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
          <dt className="font-semibold">Likes</dt>
          <dd aria-live="polite" data-testid="tip-likes">
            {like.likes}
          </dd>
        </dl>
        <p className="whitespace-pre-line break-words">{tip.description}</p>
        <div className="card-actions">
          <LikeButton liked={like.liked} onLike={like.like} />
        </div>
      </div>
    </article>
  );
}
