import type { ActionFunctionArgs } from 'react-router';
import { showDeleted, showError } from '../../../components/ui/dialogs';
import { deleteTip } from '../api/delete-tip';
import { browserApi } from '../../../lib/browser-api';

/**
 * The action of My Tips and the dashboard's My Items: DELETE the tip named in the form, then the spec's dialog in the main or the
 * dashboard wording. The list is the loader's again afterwards (revalidation), so a card
 * goes only when the API really deleted its tip.
 */
export const deleteOwnTipAction =
  ({ dashboard }: { dashboard: boolean }) =>
  async ({ request }: ActionFunctionArgs) => {
    const id = String((await request.formData()).get('id') ?? '');
    try {
      const { deletedCount } = await deleteTip(browserApi, id);
      if (deletedCount > 0) void showDeleted({ dashboard });
      return { deleted: deletedCount > 0 };
    } catch {
      void showError();
      return { deleted: false };
    }
  };
