import type { ActionFunctionArgs } from 'react-router';
import { done, refuseCrossSite } from '../../../lib/action.server';
import { apiFor } from '../../../lib/api.server';
import { deleteTip } from '../api/delete-tip';

/**
 * The action of My Tips and the dashboard's My Items: DELETE the tip named in the form as the
 * session's member (the API refuses anyone else). The list is the loader's again afterwards (revalidation), so a card goes only
 * when the API really deleted its tip; the page shows the spec's dialog for the answer. A plain
 * POST (no JavaScript yet) gets the list again.
 */
export async function deleteOwnTipAction({ request, context }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const id = String((await request.formData()).get('id') ?? '');
  const deleted = await deleteTip(apiFor(context), id).then(
    ({ deletedCount }) => deletedCount > 0,
    () => false,
  );
  return done(request, { deleted });
}
