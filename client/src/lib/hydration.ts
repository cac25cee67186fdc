import { useDeferredValue, useLayoutEffect, useRef, useSyncExternalStore, type ReactNode, type RefObject } from 'react';

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

/**
 * A text field whose value React holds, as the server drew it: a reader may type in it before the
 * page's JavaScript has run. React hydrates the field without reading it, and its next render
 * would put the state's value back, wiping what was typed (a comment sent as "Required"). Once,
 * as React takes the field over, what the field holds becomes the state (`adopt`).
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: string,
  adopt: (typed: string) => void,
) {
  const first = useRef({ value, adopt });
  // Before the browser paints and before any render after hydration (a layout effect).
  useLayoutEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== first.current.value) first.current.adopt(typed);
  }, [field]);
}
