import { MESSAGES } from '@green-circle/contract/messages';

// sweetalert2 is loaded on first use, so pages without dialogs (home) never download it.
const loadSwal = () => import('sweetalert2').then((module) => module.default);

/** Asks before deleting a tip; resolves true when the member confirms. */
export async function confirmDelete({ dashboard = false }: { dashboard?: boolean } = {}): Promise<boolean> {
  const Swal = await loadSwal();
  const result = await Swal.fire({
    title: MESSAGES.deleteConfirmTitle,
    text: dashboard ? MESSAGES.deleteConfirmTextDashboard : MESSAGES.deleteConfirmText,
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText: MESSAGES.deleteConfirmButton,
    cancelButtonText: MESSAGES.deleteCancelButton,
    focusCancel: true,
  });
  return result.isConfirmed;
}

/** 'Deleted!' with the main or dashboard wording. */
export async function showDeleted({ dashboard = false }: { dashboard?: boolean } = {}): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({
    title: MESSAGES.deletedTitle,
    text: dashboard ? MESSAGES.deletedTextDashboard : MESSAGES.deletedText,
    icon: 'success',
  });
}

export async function showError(
  title: string = MESSAGES.deleteErrorTitle,
  text: string = MESSAGES.deleteErrorText,
): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({ title, text, icon: 'error' });
}

/** A success dialog that closes by itself after `ms` (the update dialog: 1500 ms). */
export async function showSuccess(title: string = MESSAGES.tipUpdated, ms = 1500): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({ title, icon: 'success', timer: ms, showConfirmButton: false });
}
