import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { PAGE_DESCRIPTIONS } from '../config/page-descriptions';
import { listAllGardeners } from '../features/gardeners/api/list-all-gardeners';
import { GardenerGrid } from '../features/gardeners/components/gardener-grid';
import { apiFor } from '../lib/api.server';

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';

async function loader({ request, context }: LoaderFunctionArgs) {
  return { gardeners: await listAllGardeners(apiFor(context), request.signal) };
}

export default function Component() {
  const { gardeners } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <PageTitle title="Explore" description={PAGE_DESCRIPTIONS.explore} />
      <h1 className="mb-2 text-center text-3xl font-bold md:text-4xl">Meet Our Gardeners</h1>
      <p className="mx-auto mb-8 max-w-2xl text-center">
        The people behind the tips: growers of every age and background, sharing what works in their gardens.
      </p>
      <GardenerGrid gardeners={gardeners} headingLevel={2} />
    </section>
  );
}

export { loader };
