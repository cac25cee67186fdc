import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { requireUser } from '../features/auth/require-user';
import { listMyTips } from '../features/tips/api/list-my-tips';
import { OwnTipsList } from '../features/tips/components/own-tips-list';
import { deleteOwnTipAction } from '../features/tips/lib/own-tips.server';
import { apiFor } from '../lib/api.server';

async function loader({ request, context }: LoaderFunctionArgs) {
  const user = requireUser(request, context);
  return { tips: await listMyTips(apiFor(context), user.email ?? '', request.signal) };
}

export const action = deleteOwnTipAction;

export default function Component() {
  const { tips } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <PageTitle title={tips.length > 0 ? 'My Tips' : 'No Tips'} raw />
      <h1 className="mb-6 text-center text-3xl font-bold">My Gardening Tips</h1>
      <OwnTipsList tips={tips} />
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';

export { loader };
