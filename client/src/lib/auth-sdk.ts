// The one door to the Firebase SDK. It opens only where a sign-in is made (the login and sign-up
// screens, the Google pop-up, a fresh sign-in asked before deleting the account) or where the
// identity service itself must act (sending the verification e-mail, changing the address or
// password). A session's member reading and writing the site never loads it.
// This module is tiny and holds no Firebase code, so importing it costs nothing.
import type * as Firebase from './firebase';

export type AuthSdk = typeof Firebase;

let loading: Promise<AuthSdk> | undefined;
let markRequested: () => void = () => {};
let requested = new Promise<void>((resolve) => (markRequested = resolve));

/** Not loaded, as on a fresh page (unit tests: the module's state outlives a test). */
export function resetAuthSdk(): void {
  loading = undefined;
  requested = new Promise<void>((resolve) => (markRequested = resolve));
}

/** Loads the SDK and the app's Firebase set-up (once). */
export function loadAuth(): Promise<AuthSdk> {
  if (!loading) {
    loading = import('./firebase');
    markRequested();
  }
  return loading;
}

/** The SDK if something has loaded it already (sign-out then signs Firebase out too), else undefined. */
export function loadedAuth(): Promise<AuthSdk> | undefined {
  return loading;
}

/** Resolves with the SDK once something has asked for it (never loads it by itself). */
export function whenAuthLoads(): Promise<AuthSdk> {
  return requested.then(() => loading!);
}

/** Starts loading the SDK without waiting (a screen that will need it soon). */
export function preloadAuth(): void {
  // Not on the server, where the login screen is rendered for a visitor.
  if (typeof window === 'undefined') return;
  loadAuth().catch(() => {});
}
