import type { Garden } from '@green-circle/contract';
import { SEASON_MESSAGES } from '@green-circle/contract/messages';
import type { ActionFunctionArgs } from 'react-router';
import { requireUser } from '../../features/auth/require-user';
import { saveGarden } from '../../features/seasons/api/garden';
import type { GardenSaved } from '../../features/seasons/components/garden-panel';
import { refusalOr } from '../../features/seasons/lib/refusal';
import { storeHemisphere } from '../../lib/hemisphere-store';
import { notify } from '../../lib/notify';

/**
 * POST (JSON { hemisphere, zone? }): saves the member's garden with the API, which checks it,
 * and remembers the hemisphere in this browser so public pages read the same seasons.
 * Action only: the profile page's "My garden" form posts here.
 */
export async function clientAction({ request }: ActionFunctionArgs): Promise<GardenSaved> {
  await requireUser(request);
  try {
    const saved = await saveGarden((await request.json()) as Garden);
    storeHemisphere(saved.hemisphere);
    notify.success(SEASON_MESSAGES.gardenSaved);
    return { saved };
  } catch (error) {
    notify.error(refusalOr(error, SEASON_MESSAGES.gardenSaveFailed));
    return { saved: null };
  }
}
