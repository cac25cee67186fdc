type Kind = 'success' | 'error' | 'info' | 'warning';

// react-toastify is loaded on the first toast (and by the layouts' <Toasts/> after the first
// paint), keeping it out of the JavaScript the home page needs before it can paint.
const show = (kind: Kind) => (message: string) => {
  void import('react-toastify').then(({ toast }) => toast[kind](message));
};

/** Toasts for the spec's messages; the layouts render the containers (5 s, Alt+T focuses them). */
export const notify = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};
