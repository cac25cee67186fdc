import { createElement } from 'react';
import { Said } from '../i18n/i18n';
import type { Toast } from './toast';

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

/**
 * The one place a toast is made (issue 54): a write's toast comes here from the flash cookie
 * (components/ui/flash-toast.tsx, the root loader's); the few said by the browser alone (a copied
 * link, the Google pop-up's refusal, a form sent blank, sign-out) call it too. Nothing else in
 * the app imports react-toastify's `toast` (lib/one-toast-place.test.ts checks the sources).
 * react-toastify itself is loaded on the first toast, keeping it out of every page's JavaScript;
 * ToastHost renders its container (5 s, Alt+T focuses them, a few at a time).
 *
 * The message is a code (issue 56: an action's answer, an API refusal's) or words already in the
 * reader's language: the container draws it inside the page's LanguageProvider as <Said>, so it
 * reads in the page's language there, with no translator kept here.
 */
export function showToast({ kind, message }: Toast) {
  if (!wanted) {
    wanted = true;
    listeners.forEach((change) => change());
  }
  void import('react-toastify').then(({ toast }) => toast(createElement(Said, { message }), { type: kind }));
}
