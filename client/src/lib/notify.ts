type Kind = 'success' | 'error' | 'info' | 'warning';

// No toast container until the first toast: react-toastify's container puts its stylesheet in
// the document as it mounts, and a new stylesheet makes the browser restyle the whole page (on a
// phone, a long task right after the page is taken over). Toasts raised before the container
// is there wait in react-toastify's queue and show as it mounts.
let wanted = false;
const listeners = new Set<() => void>();

/** For ToastHost: whether any toast was raised yet (see above). */
export const toastsWanted = {
  subscribe(change: () => void) {
    listeners.add(change);
    return () => listeners.delete(change);
  },
  get: () => wanted,
};

// The page's language for toasts (i18n.tsx sets it): a contract text raised in English (an
// action's answer, an API problem's detail) is shown by its code in the reader's language.
let translate = (text: string) => text;
export const setToastTranslator = (translator: (text: string) => string) => {
  translate = translator;
};
/** A contract text in the page's language, for words raised outside React (the dialogs). */
export const inPageLanguage = (text: string) => translate(text);

// react-toastify itself is loaded on the first toast, keeping it out of every page's JavaScript.
const show = (kind: Kind) => (message: string) => {
  if (!wanted) {
    wanted = true;
    listeners.forEach((change) => change());
  }
  void import('react-toastify').then(({ toast }) => toast[kind](translate(message)));
};

/** Toasts for the spec's messages; ToastHost renders their container (5 s, Alt+T focuses them). */
export const notify = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};
