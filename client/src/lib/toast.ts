/** What a toast says and how (a write's answer, decision 0016): shown in the reader's language by its code. */
export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  kind: ToastKind;
  /** The contract's English text (read in the page's language by its code) or words already in the request's language. */
  message: string;
}

/** A toast waiting in the flash cookie (lib/toast.server.ts): its id keeps it to one showing. */
export interface FlashToast extends Toast {
  id: string;
}
