import { useDeferredValue, useSyncExternalStore, type ReactNode } from 'react';

// A page rendered on the server is taken over by hydration: React's first
// render in the browser must draw exactly what the server drew. What only the browser knows
// (who is signed in, the stored theme or hemisphere, the reader's date) waits for the render
// after it. React hands `getServerSnapshot` to the server's render and to hydration, and the
// real snapshot to every render after: a component mounted later never waits.
const subscribe = () => () => {};

/** False on the server and while React hydrates a page the server drew; true from then on. */
export function useHydrated(): boolean {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  // React re-renders a hydrated page with the real snapshot at once, in one uninterrupted task
  // (the sign-in state, every ClientOnly part drawn): a phone could not answer a tap meanwhile.
  // Deferred, that render is one React may pause between components. (A component mounted
  // later gets true at once: a value is deferred only when it changes.)
  return useDeferredValue(hydrated);
}

/** `children` only once the page is the browser's (see above); `fallback` before. */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? children : fallback;
}
