import type { SweetAlertOptions } from 'sweetalert2';
import { inPageLanguage as say } from '../../lib/notify';

// sweetalert2 is loaded on first use, so pages without dialogs (home) never download it; the
// contract's texts come with it, so a page that only may open a dialog (My Tips) does not load
// them all with its JavaScript.
/** sweetalert2 and the dialogs' texts, fetched together on a dialog's first use. */
const loadDialogs = () =>
  Promise.all([import('sweetalert2').then((module) => module.default), import('./dialog-texts')]);

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
  const [Swal, { MESSAGES }] = await loadDialogs();
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
  const [Swal, { MESSAGES }] = await loadDialogs();
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

/** An error dialog; the delete's 'Error' and 'Failed to delete the tip.' unless told otherwise. */
export async function showError(title?: string, text?: string): Promise<void> {
  const [Swal, { MESSAGES }] = await loadDialogs();
  await Swal.fire({
    ...themed(),
    title: say(title ?? MESSAGES.deleteErrorTitle),
    text: say(text ?? MESSAGES.deleteErrorText),
    icon: 'error',
  });
}

/** Asks before deleting one of the member's comments; resolves true when they confirm. */
export async function confirmDeleteComment(): Promise<boolean> {
  const [Swal, { CONVERSATION_MESSAGES }] = await loadDialogs();
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

/**
 * Asks before deleting the member's account (the page's words, already in the reader's language:
 * the same question the page's box asks without JavaScript); resolves true when they confirm.
 */
export async function confirmDeleteAccount(words: {
  title: string;
  text: string;
  confirm: string;
  cancel: string;
}): Promise<boolean> {
  const [Swal] = await loadDialogs();
  const result = await Swal.fire({
    ...themed('btn-error'),
    title: words.title,
    text: words.text,
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText: words.confirm,
    cancelButtonText: words.cancel,
    focusCancel: true,
  });
  return result.isConfirmed;
}
