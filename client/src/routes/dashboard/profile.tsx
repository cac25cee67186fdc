import { data, useLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import { PageTitle } from '#app/components/ui/page-title';
import { requireUser } from '#app/features/auth/require-user';
import { ProfilePanel } from '#app/features/profile/components/profile-panel';
import { profileAction } from '#app/features/profile/lib/profile-action.server';
import { PROFILE_INTENT } from '#app/features/profile/profile-form';
import { LanguagePanel } from '#app/features/profile/components/language-panel';
import { PublicPagePanel } from '#app/features/profile/components/public-page-panel';
import { readGarden } from '#app/features/seasons/api/garden';
import { readFeed } from '#app/features/seasons/components/feed-address';
import { GardenPanel } from '#app/features/seasons/components/garden-panel';
import type { GardenSaved } from '#app/features/seasons/garden-form';
import { storeHemisphere } from '#app/lib/hemisphere-store';
import { refreshLoadedAccount } from '#app/lib/account';
import { readMyPlants } from '#app/features/plants/api/plants';
import { MyPlantsPanel } from '#app/features/plants/components/my-plants-panel';
import { BlocksPanel } from '#app/features/safety/components/blocks-panel';
import { feedAction, gardenAction } from '#app/features/seasons/lib/profile-seasons-action.server';
import { publicPageAction } from '#app/features/profile/lib/public-page-action.server';
import { readPublicPage } from '#app/features/profile/api/public-page';
import { listBlocks } from '#app/features/safety/api/safety-api';
import { blockAction } from '#app/features/safety/lib/block-action.server';
import { formOf, refuseCrossSite } from '#app/lib/action.server';
import { YourDataPanel } from '#app/features/account/components/your-data-panel';
import { apiFor } from '#app/lib/api.server';
import { useT } from '#app/i18n/i18n';
import type { Route } from './+types/profile';

/** Each card's read (the garden, the plants, the gardener page, the blocked list) goes on without holding the page. */
async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireUser(request, context);
  const api = apiFor(context);
  const garden = readGarden(api, request.signal);
  const publicPage = readPublicPage(api, member.email ?? '', request.signal);
  const blocks = listBlocks(api);
  // Said by each card's <Await errorElement>; not reported as unhandled before it renders.
  publicPage.catch(() => {});
  blocks.catch(() => {});
  const plants = readMyPlants(api, request.signal);
  // A refused download comes back here saying why (routes/account-export.ts).
  const refused = new URL(request.url).searchParams.get('export');
  const exportRefused: 'too-often' | 'failed' | null = refused === 'too-often' || refused === 'failed' ? refused : null;
  return { garden, feed: readFeed(api, request.signal), plants, publicPage, blocks, exportRefused };
}

/** Saving the garden or a new feed address answers with what changed: no need to read the page again. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get('intent');
  return intent === 'garden' || intent === 'calendar-feed' ? false : defaultShouldRevalidate;
}

/**
 * The page's forms that write on the server as the session's member, by their intent: 'Update
 * Profile', "My garden" and the calendar feed's "New address". They work before the page's JavaScript runs
 * (a plain POST is answered by the page again). Only from this site's own pages.
 */
export async function action({ request, context }: Route.ActionArgs) {
  refuseCrossSite(request);
  const member = requireUser(request, context);
  const form = await formOf(request);
  const intent = form.get('intent');
  const api = apiFor(context);
  if (intent === PROFILE_INTENT) return profileAction(api, request, member, form);
  if (intent === 'garden') return gardenAction(api, request, form);
  if (intent === 'calendar-feed') return feedAction(api, request);
  if (intent === 'public-page') return publicPageAction(api, request, form);
  if (intent === 'unblock') return blockAction(api, request, 'unblock', String(form.get('authorId') ?? ''));
  return data({ intent: null }, { status: 400 });
}

/**
 * The browser's part of the page's writes: a garden saved is remembered in this browser too, so
 * public pages read the seasons in the member's hemisphere (lib/hemisphere-store.ts); a profile
 * saved (the name or photo changed with the identity service) is read again by a loaded sign-in
 * SDK. The rest is the action's.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  const answer = (await serverAction()) as { intent?: unknown; saved?: unknown } | null;
  if (answer?.intent === 'garden' && (answer as GardenSaved).saved)
    storeHemisphere((answer as GardenSaved).saved!.hemisphere);
  if (answer?.intent === PROFILE_INTENT && answer.saved === true) await refreshLoadedAccount();
  return answer;
}

export default function Component() {
  const t = useT();
  const { garden, feed, plants, publicPage, blocks, exportRefused } = useLoaderData<typeof loader>();
  return (
    <section className="flex flex-col gap-4">
      <PageTitle title={t('dashboard.profile')} description={t('describe.home')} />
      <h1 className="text-2xl font-bold">{t('profile.myProfile')}</h1>
      <ProfilePanel />
      <PublicPagePanel page={publicPage} />
      <LanguagePanel />
      <GardenPanel garden={garden} feed={feed}>
        <MyPlantsPanel plants={plants} />
      </GardenPanel>
      <BlocksPanel blocks={blocks} />
      <YourDataPanel exportRefused={exportRefused} />
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/ui/route-error';

export { loader };
