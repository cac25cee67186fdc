import { useLoaderData } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { requireUser } from '../features/auth/require-user';
import { listMyTips } from '../features/tips/api/list-my-tips';
import { OwnTipsList } from '../features/tips/components/own-tips-list';
import { afterDeleteOwnTip } from '../features/tips/lib/own-tips-dialog';
import { deleteOwnTipAction } from '../features/tips/lib/own-tips.server';
import { apiFor } from '../lib/api.server';
import { useLanguage, useT } from '../i18n/i18n';
import type { Route } from './+types/my-tips';

async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  return { tips: await listMyTips(apiFor(context), user.email ?? '', request.signal) };
}

export const action = (args: Route.ActionArgs) => deleteOwnTipAction(args);
export const clientAction = afterDeleteOwnTip(false);

export default function Component() {
  const { tips } = useLoaderData<typeof loader>();
  const t = useT();
  // The spec's English title is 'My Tips' alone; another language's reads as every other page's.
  const raw = useLanguage() === 'en';
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <PageTitle title={t(tips.length > 0 ? 'myTips.title' : 'myTips.titleEmpty')} raw={raw} />
      <h1 className="mb-6 text-center text-3xl font-bold">{t('myTips.heading')}</h1>
      <OwnTipsList tips={tips} />
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';

export { loader };
