import { createElement } from 'react';
import { Said } from '../i18n/i18n';

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

// react-toastify itself is loaded on the first toast, keeping it out of every page's JavaScript.
const show = (kind: Kind) => (message: string) => {
  if (!wanted) {
    wanted = true;
    listeners.forEach((change) => change());
  }
  // Drawn by the toast container inside the page's LanguageProvider: a code (an action's answer,
  // an API refusal's) reads in the page's language there (Said), with no translator kept here.
  void import('react-toastify').then(({ toast }) => toast[kind](createElement(Said, { message })));
};

/** Toasts for the spec's messages; ToastHost renders their container (5 s, Alt+T focuses them). */
export const notify = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};
