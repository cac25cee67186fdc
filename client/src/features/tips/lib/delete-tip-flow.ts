import { confirmDelete, showDeleted, showError } from '../../../components/ui/dialogs';
import { deleteTip } from '../api/delete-tip';

/**
 * Asks, deletes, and tells the member how it went, in the main or the dashboard wording.
 * Resolves true only when the API reports the tip gone (deletedCount > 0), so the caller
 * removes its card then and never on a cancel or a failure.
 */
export async function confirmAndDeleteTip(id: string, { dashboard = false } = {}): Promise<boolean> {
  if (!(await confirmDelete({ dashboard }))) return false;
  let deleted: boolean;
  try {
    deleted = (await deleteTip(id)).deletedCount > 0;
  } catch {
    void showError();
    return false;
  }
  if (deleted) void showDeleted({ dashboard });
  return deleted;
}
