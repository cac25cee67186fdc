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
