// jsdom lacks window.matchMedia, which sweetalert2 reads to pick its theme. A browser
// always has it; this fills the gap with "no media query matches".
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// jsdom's scrollTo only reports "Not implemented"; sweetalert2 calls it when a dialog closes.
window.scrollTo = () => {};

// jsdom has <dialog> but not showModal()/close(). These do what a browser does to the
// element itself (the open attribute and the close event); the top layer, inertness and
// Escape are the browser's and are checked in the end-to-end suite.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
