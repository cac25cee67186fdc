import { Suspense } from 'react';
import { Await, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { requireUser } from '../features/auth/require-user';
import { getTip } from '../features/tips/api/get-tip';
import { TipDetailsCard } from '../features/tips/components/tip-details-card';
import { TipDetailsSkeleton } from '../features/tips/components/tip-details-skeleton';
import { toRouteError } from '../features/tips/lib/route-error';

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  // Not awaited: the page shows 'Loading tip details...' until the tip arrives;
  // a 404 still reaches the error boundary through <Await>.
  const tip = getTip(params.id ?? '').catch(toRouteError);
  // <Await> handles the rejection once it renders; this keeps it from counting as unhandled meanwhile.
  tip.catch(() => {});
  return { tip };
}

export function Component() {
  const { tip } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8">
      <Suspense
        fallback={
          <>
            <PageTitle title="Tip Details" />
            <TipDetailsSkeleton />
          </>
        }
      >
        <Await resolve={tip}>{(loaded) => <TipDetailsCard key={loaded._id} tip={loaded} />}</Await>
      </Suspense>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';
