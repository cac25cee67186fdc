import { useSyncExternalStore, type ReactNode } from 'react';

// A page rendered on the server (src/prerender) is taken over by hydration: React's first
// render in the browser must draw exactly what the server drew. What only the browser knows
// (who is signed in, the stored theme or hemisphere, the reader's date) waits for the render
// after it. React hands `getServerSnapshot` to the server's render and to hydration, and the
// real snapshot to every render after: a component mounted later never waits.
const subscribe = () => () => {};

/** False on the server and while React hydrates a prerendered page; true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** `children` only once the page is the browser's (see above); `fallback` before. */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? children : fallback;
}

// Whether the router's first load is of a page the server rendered (src/main.tsx ends it once
// the router has that page ready). React takes such a page over when the router is ready; a
// part still waiting for its data then (an <Await> of a promise) would be drawn afresh, not
// taken over, as soon as anything above it changes (the reader's theme and sign-in state do,
// at once). A loader whose page does not wait for its data hands it over as a value then.
let serverRenderedLoad = typeof document !== 'undefined' && document.documentElement.hasAttribute('data-prerendered');

export const isServerRenderedLoad = () => serverRenderedLoad;

export function endServerRenderedLoad(): void {
  serverRenderedLoad = false;
}
