import type { LoaderFunctionArgs } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { requireUser } from '../../features/auth/require-user';
import { ProfilePanel } from '../../features/profile/components/profile-panel';
import { GardenPanel } from '../../features/seasons/components/garden-panel';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export function Component() {
  return (
    <section className="flex flex-col gap-4">
      <PageTitle title="Profile" />
      <h1 className="text-2xl font-bold">My Profile</h1>
      <ProfilePanel />
      <GardenPanel />
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/ui/route-error';
