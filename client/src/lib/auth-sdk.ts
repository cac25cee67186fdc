// The one door to the Firebase SDK. Public pages never open it for a visitor: it opens when
// a protected route's loader needs the member, when the login or sign-up screen is on its
// way, when an auth action runs, or in idle time to confirm a returning member's hint.
// This module is tiny and holds no Firebase code, so importing it costs nothing.
import type * as Firebase from './firebase';

export type AuthSdk = typeof Firebase;

let loading: Promise<AuthSdk> | undefined;
let markRequested: () => void = () => {};
const requested = new Promise<void>((resolve) => (markRequested = resolve));

/** Loads the SDK and the app's Firebase set-up (once). */
export function loadAuth(): Promise<AuthSdk> {
  if (!loading) {
    loading = import('./firebase');
    markRequested();
  }
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
