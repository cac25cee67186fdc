import { useDeferredValue, useSyncExternalStore, type ReactNode } from 'react';

// A page rendered on the server (src/prerender) is taken over by hydration: React's first
// render in the browser must draw exactly what the server drew. What only the browser knows
// (who is signed in, the stored theme or hemisphere, the reader's date) waits for the render
// after it. React hands `getServerSnapshot` to the server's render and to hydration, and the
// real snapshot to every render after: a component mounted later never waits.
const subscribe = () => () => {};

/** False on the server and while React hydrates a prerendered page; true from then on. */
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

// Whether the router's first load is of a page the server rendered (src/main.tsx ends it once
// the router has that page ready). React takes such a page over when the router is ready; a
// part still waiting for its data then (an <Await> of a promise, even a settled one) is drawn
// afresh instead, as soon as anything above it changes (the reader's theme and sign-in state
// do, at once).
let serverRenderedLoad = typeof document !== 'undefined' && document.documentElement.hasAttribute('data-prerendered');

export function endServerRenderedLoad(): void {
  serverRenderedLoad = false;
}

/** The loader's data with promises that may have settled: as values, for <Await> to draw at once. */
export type SettledData<T> = { [K in keyof T]: T[K] | Awaited<T[K]> };

/**
 * For a loader whose page does not wait for its data (it streams it in): on the first load of
 * a page the server rendered (its answers came with it), the data settled, each read that
 * succeeded as its value, so React takes over the server's markup; any other time, as it is.
 */
export async function settledForHydration<T extends Record<string, unknown>>(data: T): Promise<SettledData<T>> {
  if (!serverRenderedLoad) return data;
  const settled = await Promise.all(
    Object.entries(data).map(async ([key, value]) => {
      if (!(value instanceof Promise)) return [key, value] as const;
      try {
        return [key, await value] as const;
      } catch {
        // A failed read stays a promise: its <Await> shows the failure.
        return [key, value] as const;
      }
    }),
  );
  return Object.fromEntries(settled) as SettledData<T>;
}
