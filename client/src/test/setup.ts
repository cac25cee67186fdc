import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { serverI18n } from '../i18n/catalogue.server';
import { setFallbackI18n } from '../i18n/i18n';
import { server } from './api';

// Pieces rendered without the root (which gives the page's catalogue) read the English one.
setFallbackI18n(serverI18n('en'));

// jsdom has no matchMedia; browsers do. Tests that need a preference stub it themselves.
if (!window.matchMedia) {
  window.matchMedia = vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

// jsdom does not scroll (it logs "Not implemented"); ScrollRestoration calls it on every navigation.
window.scrollTo = (() => {}) as typeof window.scrollTo;

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

// Route tests render whole screens (lazy data, dialogs, toasts); on a loaded 2-core
// machine a step can take well over Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

// The API through MSW: a call no test answers is an error, and each test starts with no answers.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  // Each test starts as a new visitor: no member hint or session left by the one before.
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());

// sweetalert2 gives focus back 100 ms (its RESTORE_FOCUS_TIMEOUT) after a dialog closes: a file
// that opened one lets that timer run before jsdom goes, or on a busy machine it fires after and
// fails the run with 'HTMLElement is not defined'. Only those files wait: the others (most) have
// no such timer, and 150 ms each added some 10 s to the suite (issue 35).
let openedDialog = false;
const noteDialogs = (changes: MutationRecord[]) => {
  const added = changes.flatMap((change) => [...change.addedNodes]);
  if (added.some((node) => node instanceof Element && node.classList.contains('swal2-container'))) {
    openedDialog = true;
  }
};
const dialogs = new MutationObserver(noteDialogs);
dialogs.observe(document.body, { childList: true });
afterAll(async () => {
  noteDialogs(dialogs.takeRecords());
  dialogs.disconnect();
  if (openedDialog) await new Promise((done) => setTimeout(done, 150));
});
