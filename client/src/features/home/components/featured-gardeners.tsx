import type { Gardener } from '@green-circle/contract';
import { Suspense } from 'react';
import { Await, Link } from 'react-router';
import { paths } from '../../../config/paths';
import { GardenerGrid } from '../../gardeners/components/gardener-grid';
import { SectionError } from './section-error';
import { SectionHeading } from './section-heading';

export function FeaturedGardeners({ gardeners }: { gardeners: Promise<Gardener[]> }) {
  return (
    <section aria-labelledby="featured-gardeners" className="mx-auto max-w-7xl px-4 py-16">
      <SectionHeading id="featured-gardeners" title="Featured Gardeners">
        Active members who share the most with the community.
      </SectionHeading>
      <Suspense fallback={<p className="py-8 text-center">Loading gardeners...</p>}>
        <Await resolve={gardeners} errorElement={<SectionError what="the featured gardeners" />}>
          {(list) => <GardenerGrid gardeners={list} />}
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
