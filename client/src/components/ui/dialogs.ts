import { CONVERSATION_MESSAGES, MESSAGES } from '@green-circle/contract/messages';
import type { SweetAlertOptions } from 'sweetalert2';
import { inPageLanguage as say } from '../../lib/notify';
import './dialogs.css';

// sweetalert2 is loaded on first use, so pages without dialogs (home) never download it.
const loadSwal = () => import('sweetalert2').then((module) => module.default);

/** The site's look: daisyUI buttons and theme colours instead of sweetalert2's purple on white. */
const themed = (confirm: 'btn-primary' | 'btn-error' = 'btn-primary'): SweetAlertOptions => ({
  buttonsStyling: false,
  customClass: {
    popup: 'gc-dialog',
    confirmButton: `btn ${confirm}`,
    cancelButton: 'btn btn-ghost',
  },
  // Back to the button that opened the dialog when it closes (sweetalert2's default, kept explicit).
  returnFocus: true,
});

/**
 * The confirmation's body: which tip, by its title (as text, never markup; quoted the reader's
 * way, `quoted`), then the spec's warning. The dialogs' words are the contract's, read in the
 * page's language (say).
 */
function namedWarning(quoted: string, warning: string): HTMLElement {
  const body = document.createElement('div');
  const name = document.createElement('p');
  name.className = 'font-semibold [overflow-wrap:anywhere]';
  name.textContent = quoted;
  const text = document.createElement('p');
  text.textContent = warning;
  body.append(name, text);
  return body;
}

/** Asks before deleting the tip titled `title`; resolves true when the member confirms. */
export async function confirmDelete({
  dashboard = false,
  title,
  quoted = `“${title}”`,
}: {
  dashboard?: boolean;
  title: string;
  /** The title in the reader's quotation marks (default “…”). */
  quoted?: string;
}): Promise<boolean> {
  const Swal = await loadSwal();
  const result = await Swal.fire({
    ...themed('btn-error'),
    title: say(MESSAGES.deleteConfirmTitle),
    html: namedWarning(quoted, say(dashboard ? MESSAGES.deleteConfirmTextDashboard : MESSAGES.deleteConfirmText)),
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText: say(MESSAGES.deleteConfirmButton),
    cancelButtonText: say(MESSAGES.deleteCancelButton),
    focusCancel: true,
  });
  return result.isConfirmed;
}

/** How long 'Deleted!' stays: long enough to read, with nothing to press (the delete worked). */
const DELETED_DIALOG_MS = 2000;

/**
 * 'Deleted!' with the main or dashboard wording, closing by itself. The button that opened the
 * flow is gone with its tip, so `focusAfter` says where focus goes when the dialog closes.
 */
export async function showDeleted({
  dashboard = false,
  focusAfter,
}: { dashboard?: boolean; focusAfter?: () => void } = {}): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({
    ...themed(),
    ...(focusAfter && { returnFocus: false, didClose: focusAfter }),
    title: say(MESSAGES.deletedTitle),
    text: say(dashboard ? MESSAGES.deletedTextDashboard : MESSAGES.deletedText),
    icon: 'success',
    timer: DELETED_DIALOG_MS,
    showConfirmButton: false,
  });
}

export async function showError(
  title: string = MESSAGES.deleteErrorTitle,
  text: string = MESSAGES.deleteErrorText,
): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({ ...themed(), title: say(title), text: say(text), icon: 'error' });
}

/** A success dialog that closes by itself after `ms` (the update dialog: 1500 ms). */
export async function showSuccess(title: string = MESSAGES.tipUpdated, ms = 1500): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({ ...themed(), title: say(title), icon: 'success', timer: ms, showConfirmButton: false });
}

/** Asks before deleting one of the member's comments; resolves true when they confirm. */
export async function confirmDeleteComment(): Promise<boolean> {
  const Swal = await loadSwal();
  const result = await Swal.fire({
    ...themed('btn-error'),
    title: say(CONVERSATION_MESSAGES.deleteCommentConfirm),
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText: say(CONVERSATION_MESSAGES.delete),
    cancelButtonText: say(CONVERSATION_MESSAGES.cancel),
    focusCancel: true,
  });
  return result.isConfirmed;
}
