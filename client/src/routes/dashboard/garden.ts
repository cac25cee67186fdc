import type { Garden } from '@green-circle/contract';
import { SEASON_MESSAGES } from '@green-circle/contract/messages';
import { replace, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import { requireUser } from '../../features/auth/require-user';
import { saveGarden } from '../../features/seasons/api/garden';
import type { GardenSaved } from '../../features/seasons/components/garden-panel';
import { refusalOr } from '../../features/seasons/lib/refusal';
import { storeHemisphere } from '../../lib/hemisphere-store';
import { browserApi, requireBrowserUser } from '../../lib/browser-api';
import { notify } from '../../lib/notify';

/**
 * Opened as a page (a bookmark, an address typed or shared): what a member expects to find
 * here is "My garden", on the profile page, so it goes there (replacing this entry, so Back does not come back).
 */
async function loader({ request, context }: LoaderFunctionArgs) {
  requireUser(request, context);
  return replace(paths.profileGarden);
}

/**
 * POST (JSON { hemisphere, zone? }): saves the member's garden with the API, which checks it,
 * and remembers the hemisphere in this browser so public pages read the same seasons.
 * The profile page's "My garden" form posts here.
 */
export async function clientAction({ request }: ActionFunctionArgs): Promise<GardenSaved> {
  await requireBrowserUser(request);
  try {
    const saved = await saveGarden(browserApi, (await request.json()) as Garden);
    storeHemisphere(saved.hemisphere);
    notify.success(SEASON_MESSAGES.gardenSaved);
    return { saved };
  } catch (error) {
    notify.error(refusalOr(error, SEASON_MESSAGES.gardenSaveFailed));
    return { saved: null };
  }
}

export { loader };
