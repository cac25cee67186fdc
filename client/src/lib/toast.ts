/** What a toast says and how (a write's answer, decision 0016): shown in the reader's language by its code. */
export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  kind: ToastKind;
  /** A catalogue code (issue 56: `messages.tipSubmitted`, an API refusal's code with its values), drawn in the page's language by <Said>, or words already in the reader's language. */
  message: string;
}

/** A toast waiting in the flash cookie (lib/toast.server.ts): its id keeps it to one showing. */
export interface FlashToast extends Toast {
  id: string;
}
