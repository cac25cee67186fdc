import { confirmDelete, showDeleted, showError } from '../../../components/ui/dialogs';
import { deleteTip } from '../api/delete-tip';

/**
 * Asks, deletes, and tells the member how it went, in the main or the dashboard wording.
 * Resolves true only when the API reports the tip gone (deletedCount > 0), so the caller
 * removes its card then and never on a cancel or a failure.
 */
export async function confirmAndDeleteTip(
  id: string,
  {
    dashboard = false,
    onConfirmed,
    focusAfter,
  }: { dashboard?: boolean; onConfirmed?: () => void; focusAfter?: () => void } = {},
): Promise<boolean> {
  if (!(await confirmDelete({ dashboard }))) return false;
  // Only now is the Delete button disabled: on Cancel the dialog hands focus back to it.
  onConfirmed?.();
  let deleted: boolean;
  try {
    deleted = (await deleteTip(id)).deletedCount > 0;
  } catch {
    void showError();
    return false;
  }
  if (deleted) void showDeleted({ dashboard, focusAfter });
  return deleted;
}
