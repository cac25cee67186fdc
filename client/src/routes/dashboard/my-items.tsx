import { useLoaderData } from 'react-router';
import { PageTitle } from '#app/components/ui/page-title';
import { OwnTipsList } from '#app/features/tips/components/own-tips-list';
import { afterDeleteOwnTip } from '#app/features/tips/lib/own-tips-dialog';
import { deleteOwnTipAction } from '#app/features/tips/lib/own-tips.server';
import type { loader } from '../my-tips';
import { useT } from '#app/i18n/i18n';
import type { Route } from './+types/my-items';

// The same list as My Tips, in the dashboard's frame and wording.
export { loader } from '../my-tips';
export const action = (args: Route.ActionArgs) => deleteOwnTipAction(args);
export const clientAction = afterDeleteOwnTip(true);

export default function Component(_: Route.ComponentProps) {
  const t = useT();
  const { tips } = useLoaderData<typeof loader>();
  return (
    <section className="flex flex-col gap-4">
      <PageTitle title={t('dashboard.myItems')} description={t('describe.home')} />
      <h1 className="text-2xl font-bold">{t('dashboard.myItems')}</h1>
      <OwnTipsList tips={tips} dashboard />
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/ui/route-error';
