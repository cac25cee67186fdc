import { MESSAGES } from '@green-circle/contract/messages';
import {
  data,
  useLoaderData,
  type ActionFunctionArgs,
  type ClientActionFunctionArgs,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { requireUser } from '../../features/auth/require-user';
import { ProfilePanel, type ProfileSaved } from '../../features/profile/components/profile-panel';
import { LanguagePanel } from '../../features/profile/components/language-panel';
import { PublicPagePanel } from '../../features/profile/components/public-page-panel';
import { updateMyProfile } from '../../features/profile/api/update-my-profile';
import { reauthenticate, requestEmailChange, updateAccountProfile } from '../../lib/account';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { setProfilePhoto } from '../../lib/upload-photo';
import { readGarden } from '../../features/seasons/api/garden';
import { readFeed } from '../../features/seasons/components/feed-address';
import { GardenPanel } from '../../features/seasons/components/garden-panel';
import { readMyPlants } from '../../features/plants/api/plants';
import { MyPlantsPanel } from '../../features/plants/components/my-plants-panel';
import { BlocksPanel } from '../../features/safety/components/blocks-panel';
import { feedAction, gardenAction } from '../../features/seasons/lib/profile-seasons-action.server';
import { publicPageAction } from '../../features/profile/lib/public-page-action.server';
import { readPublicPage } from '../../features/profile/api/public-page';
import { listBlocks } from '../../features/safety/api/safety-api';
import { blockAction } from '../../features/safety/lib/block-action.server';
import { refuseCrossSite } from '../../lib/action.server';
import { YourDataPanel } from '../../features/account/components/your-data-panel';
import { apiFor } from '../../lib/api.server';
import { browserApi, requireBrowserUser } from '../../lib/browser-api';

/** Each card's read (the garden, the plants, the gardener page, the blocked list) goes on without holding the page. */
async function loader({ request, context }: LoaderFunctionArgs) {
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
 * The page's forms that write on the server as the session's member, by their intent: "My
 * garden" and the calendar feed's "New address". They work before the page's JavaScript runs
 * (a plain POST is answered by the page again). Only from this site's own pages.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  refuseCrossSite(request);
  requireUser(request, context);
  const form = await request.formData();
  const intent = form.get('intent');
  const api = apiFor(context);
  if (intent === 'garden') return gardenAction(api, request, form);
  if (intent === 'calendar-feed') return feedAction(api, request);
  if (intent === 'public-page') return publicPageAction(api, request, form);
  if (intent === 'unblock') return blockAction(api, request, 'unblock', String(form.get('authorId') ?? ''));
  return data({ intent: null }, { status: 400 });
}

/** What the identity service's refusal of a reauthentication means for the member. */
const WRONG_PASSWORD = new Set(['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials']);
const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/**
 * POST: saves the profile the form checked, the API first (it refuses a name another member
 * uses, before the identity service keeps it), then the identity service; says how it went.
 * A new e-mail address is never set at once: the password is checked first (so a
 * wrong one saves nothing), and after the rest is saved Firebase sends a link to the new
 * address, which changes when the member opens it.
 */
export async function clientAction({ request, serverAction }: ClientActionFunctionArgs) {
  // The page's forms (the garden, the feed) go to the server's action; the profile is sent as JSON.
  if (!request.headers.get('Content-Type')?.includes('application/json')) return serverAction();
  return saveProfile(request);
}

async function saveProfile(request: Request): Promise<ProfileSaved> {
  const user = await requireBrowserUser(request);
  // The form that sent this has loaded the schema (and zod) already; the page itself does not.
  const { profileFormSchema } = await import('@green-circle/contract');
  const values = profileFormSchema.parse(await request.json());
  const newEmail = values.email !== (user.email ?? '').toLowerCase() ? values.email : null;
  if (newEmail) {
    if (!values.currentPassword) return { saved: false, passwordError: MESSAGES.emailChangeNeedsPassword };
    try {
      await reauthenticate(values.currentPassword);
    } catch (error) {
      if (WRONG_PASSWORD.has(String(codeOf(error))))
        return { saved: false, passwordError: MESSAGES.emailChangeWrongPassword };
      notify.error(MESSAGES.emailChangeFailed);
      return { saved: false };
    }
  }
  try {
    await updateMyProfile(browserApi, { name: values.name, photoURL: values.photoURL });
  } catch (error) {
    notify.error(error instanceof ApiError && error.status === 409 ? MESSAGES.nameTaken : MESSAGES.profileUpdateFailed);
    return { saved: false };
  }
  try {
    // An empty string clears the photo: the identity service refuses a null photoUrl.
    await updateAccountProfile({ displayName: values.name, photoURL: values.photoURL });
  } catch {
    notify.error(MESSAGES.profileUpdateFailed);
    return { saved: false };
  }
  // Tells the API which upload is the profile photo (kept), and so which one it replaced (released).
  // Best effort: the profile itself is saved with the identity provider either way.
  await setProfilePhoto(browserApi, values.photoURL).catch(() => undefined);
  if (newEmail) {
    try {
      await requestEmailChange(newEmail);
    } catch (error) {
      notify.error(
        codeOf(error) === 'auth/email-already-in-use' ? MESSAGES.emailChangeInUse : MESSAGES.emailChangeFailed,
      );
      return { saved: false };
    }
    notify.success(MESSAGES.emailChangeSent);
    return { saved: true, emailPending: newEmail };
  }
  notify.success(MESSAGES.profileUpdated);
  return { saved: true };
}

export default function Component() {
  const { garden, feed, plants, publicPage, blocks, exportRefused } = useLoaderData<typeof loader>();
  return (
    <section className="flex flex-col gap-4">
      <PageTitle title="Profile" />
      <h1 className="text-2xl font-bold">My Profile</h1>
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

export { RouteErrorBoundary as ErrorBoundary } from '../../components/ui/route-error';

export { loader };
