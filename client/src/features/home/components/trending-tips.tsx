import type { TopTip } from '@green-circle/contract';
import { MESSAGES } from '@green-circle/contract/messages';
import { Suspense } from 'react';
import { Await, Link } from 'react-router';
import { SafeImage } from '../../../components/ui/safe-image';
import { paths } from '../../../config/paths';
import { LineIcon } from '../../../components/ui/line-icons';
import { SectionError } from './section-error';
import { SectionHeading } from '../../../components/ui/section-heading';

/** The tips in the order the API ranked them (most liked first), numbered by position. */
export function TrendingTipList({ tips }: { tips: TopTip[] }) {
  if (tips.length === 0) return <p className="text-center">{MESSAGES.noTips}</p>;
  return (
    <ol className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
      {tips.map((tip, index) => (
        <li key={tip._id}>
          <article className="card h-full border border-base-300 bg-base-100 shadow-sm">
            <figure className="relative">
              <SafeImage
                src={tip.image}
                alt={tip.title}
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                width={800}
                height={600}
                className="h-44 w-full object-cover"
              />
              <span className="badge badge-success absolute left-3 top-3 font-bold">Tip #{index + 1}</span>
            </figure>
            <div className="card-body gap-2 p-5">
              <h3 className="card-title text-lg">{tip.title}</h3>
              <p className="line-clamp-3 text-sm">{tip.description || MESSAGES.noDescription}</p>
              <div className="card-actions mt-auto items-center justify-between pt-2">
                <span className="flex items-center gap-1 text-sm font-semibold">
                  <LineIcon name="heart" className="h-4 w-4 fill-red-600 text-red-600 dark:fill-red-400 dark:text-red-400" />
                  {tip.likes} {tip.likes === 1 ? 'like' : 'likes'}
                </span>
                <Link to={paths.tipDetails(tip._id)} className="link font-semibold text-green-800 dark:text-green-300">
                  Read tip<span className="sr-only">: {tip.title}</span>
                </Link>
              </div>
            </div>
          </article>
        </li>
      ))}
    </ol>
  );
}

export function TrendingTips({ tips }: { tips: Promise<TopTip[]> }) {
  return (
    <section aria-labelledby="trending-tips" className="bg-base-200 px-4 py-16">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="trending-tips" title="Trending Tips">
          The tips our community liked the most.
        </SectionHeading>
        <Suspense fallback={<p className="py-8 text-center" role="status">{MESSAGES.loadingTips}</p>}>
          <Await resolve={tips} errorElement={<SectionError what="the trending tips" />}>
            {(list) => <TrendingTipList tips={list} />}
          </Await>
        </Suspense>
      </div>
    </section>
  );
}
