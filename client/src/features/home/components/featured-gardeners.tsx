import type { Gardener } from '@green-circle/contract';
import { Suspense, type ReactNode } from 'react';
import { Await, Link } from 'react-router';
import { paths } from '../../../config/paths';
import { SectionError } from './section-error';
import { SectionHeading } from '../../../components/ui/section-heading';

/** The home page's gardeners section; the route hands in how the list is shown (the gardeners feature's grid). */
export function FeaturedGardeners({
  gardeners,
  children,
}: {
  gardeners: Promise<Gardener[]> | Gardener[];
  children: (list: Gardener[]) => ReactNode;
}) {
  return (
    <section aria-labelledby="featured-gardeners" className="mx-auto max-w-7xl px-4 py-16">
      <SectionHeading id="featured-gardeners" title="Featured Gardeners">
        Active members who share the most with the community.
      </SectionHeading>
      <Suspense fallback={<p className="py-8 text-center">Loading gardeners...</p>}>
        <Await resolve={gardeners} errorElement={<SectionError what="the featured gardeners" />}>
          {children}
        </Await>
      </Suspense>
      <div className="mt-10 text-center">
        <Link to={paths.explore} className="btn btn-primary">
          Meet all our gardeners
        </Link>
      </div>
    </section>
  );
}
