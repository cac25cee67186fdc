import { redirect, replace } from 'react-router';
import { PROFILE_SECTIONS, paths } from '#app/config/paths';
import { requireUser } from '#app/features/auth/require-user';
import { setMyPlant } from '#app/features/plants/api/plants';
import { PLANT_ERROR_PARAM, type MyPlantsAnswer } from '#app/features/plants/lib/my-plants';
import { resolvePlantIn } from '#app/features/plants/lib/plant-names.server';
import { languageContext } from '#app/i18n/language.server';
import { failure, formOfNoPage, isDocumentRequest, refuseCrossSite } from '#app/lib/action.server';
import { doneWithToast } from '#app/lib/toast.server';
import { apiFor } from '#app/lib/api.server';
import type { Route } from './+types/my-plants';

/** Opened as a page: "My plants" is on the profile page, in the garden panel. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  return replace(paths.profileGarden);
}

/**
 * POST intent=add with `plant` (a name as typed: "tomatoes" is Tomato, and so is "tomates" on a Spanish page) or intent=remove with
 * `slug`: the member's plants, as the session's member, on the server. A fetcher hears how it
 * went; a plain POST goes back to the garden panel, with the refusal in its address.
 */
export async function action({ request, context }: Route.ActionArgs) {
  refuseCrossSite(request);
  requireUser(request, context);
  const form = await formOfNoPage(request, context);
  const adding = form.get('intent') !== 'remove';
  const typed = String(form.get(adding ? 'plant' : 'slug') ?? '').trim();
  // "Tomatoes", or the name a Spanish page shows ("Tomates").
  const slug = adding ? resolvePlantIn(context.get(languageContext), typed)?.slug : typed;
  if (!slug) {
    const error = typed ? 'plant.unknownPlant' : 'plant.plantRequired';
    if (!isDocumentRequest(request)) return { error } satisfies MyPlantsAnswer;
    const query = new URLSearchParams({ [PLANT_ERROR_PARAM]: error });
    throw redirect(`${paths.dashboardProfile}?${query}#${PROFILE_SECTIONS.garden}`, 303);
  }
  try {
    await setMyPlant(apiFor(context), slug, adding);
    const message = adding ? 'plant.plantAdded' : 'plant.plantRemoved';
    return doneWithToast<MyPlantsAnswer>(request, { saved: true }, { kind: 'success', message }, paths.profileGarden);
  } catch (error) {
    const message = failure(error, 'plant.plantChangeFailed');
    return doneWithToast<MyPlantsAnswer>(request, { saved: false }, { kind: 'error', message }, paths.profileGarden);
  }
}
