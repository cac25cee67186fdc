import type { SweetAlertOptions } from 'sweetalert2';
import type { Translate } from '#app/i18n/i18n';

// sweetalert2 is loaded on first use, so pages without dialogs (home) never download it. The
// dialogs' words are the catalogue's, by code, in the page's language: the caller's `t`.
/** sweetalert2, fetched on a dialog's first use. */
const loadDialogs = () => Promise.all([import('sweetalert2').then((module) => module.default)]);

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
 * page's language (the caller's `t`).
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
  t,
  dashboard = false,
  title,
  quoted = `“${title}”`,
}: {
  t: Translate;
  dashboard?: boolean;
  title: string;
  /** The title in the reader's quotation marks (default “…”). */
  quoted?: string;
}): Promise<boolean> {
  const [Swal] = await loadDialogs();
  const result = await Swal.fire({
    ...themed('btn-error'),
    title: t('messages.deleteConfirmTitle'),
    html: namedWarning(quoted, t(dashboard ? 'messages.deleteConfirmTextDashboard' : 'messages.deleteConfirmText')),
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText: t('messages.deleteConfirmButton'),
    cancelButtonText: t('messages.deleteCancelButton'),
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
  t,
  dashboard = false,
  focusAfter,
}: {
  t: Translate;
  dashboard?: boolean;
  focusAfter?: () => void;
}): Promise<void> {
  const [Swal] = await loadDialogs();
  await Swal.fire({
    ...themed(),
    ...(focusAfter && { returnFocus: false, didClose: focusAfter }),
    title: t('messages.deletedTitle'),
    text: t(dashboard ? 'messages.deletedTextDashboard' : 'messages.deletedText'),
    icon: 'success',
    timer: DELETED_DIALOG_MS,
    showConfirmButton: false,
  });
}

/** An error dialog; the delete's 'Error' and 'Failed to delete the tip.' unless told otherwise (words in the page's language). */
export async function showError(t: Translate, title?: string, text?: string): Promise<void> {
  const [Swal] = await loadDialogs();
  await Swal.fire({
    ...themed(),
    title: title ?? t('messages.deleteErrorTitle'),
    text: text ?? t('messages.deleteErrorText'),
    icon: 'error',
  });
}

/** Asks before deleting one of the member's comments; resolves true when they confirm. */
export async function confirmDeleteComment(t: Translate): Promise<boolean> {
  const [Swal] = await loadDialogs();
  const result = await Swal.fire({
    ...themed('btn-error'),
    title: t('conversation.deleteCommentConfirm'),
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText: t('conversation.delete'),
    cancelButtonText: t('conversation.cancel'),
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
