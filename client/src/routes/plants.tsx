import { LIMITS } from '@green-circle/contract/constants';
import { Form, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { paths } from '../config/paths';
import { listPlants } from '../features/plants/api/plants';
import { apiFor } from '../lib/api.server';

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';

/** The plants gardeners have shared tips about, searchable by any of their names (?q=). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, LIMITS.queryMax);
  return { q, plants: await listPlants(apiFor(context), q, request.signal) };
}

export default function Component() {
  const { q, plants } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-5xl space-y-8 px-4 py-10">
      <PageTitle
        title="Plants"
        description="Every plant Green Circle gardeners share tips about: when to do it where you garden, and how it went for them."
      />
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">Plants</h1>
        <p>What the community knows about each plant: its tips, when gardeners do it, and how it went.</p>
      </header>
      <Form method="get" role="search" className="flex max-w-xl gap-2">
        <label htmlFor="plant-search" className="sr-only">
          Find a plant
        </label>
        <input
          id="plant-search"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={LIMITS.queryMax}
          placeholder="Find a plant, e.g. basil"
          className="input input-bordered w-full"
        />
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </Form>
      {plants.length === 0 ? (
        <p>
          {q ? `No plant with tips matches “${q}”. ` : 'No plant has tips yet. '}
          <Link to={paths.shareTip} className="link">
            Share a tip
          </Link>{' '}
          or{' '}
          <Link to={paths.plants} className="link">
            see every plant with tips
          </Link>
          .
        </p>
      ) : (
        <ul aria-label="Plants" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {plants.map((plant) => (
            <li key={plant.slug}>
              <Link
                to={paths.plant(plant.slug)}
                className="card border border-base-300 bg-base-100 p-4 shadow-sm transition hover:border-primary"
              >
                <span className="text-lg font-semibold">{plant.name}</span>
                <span className="text-sm opacity-80">
                  <i>{plant.botanicalName}</i> · {plant.kind}
                </span>
                <span className="text-sm">
                  {plant.tips} {plant.tips === 1 ? 'tip' : 'tips'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
