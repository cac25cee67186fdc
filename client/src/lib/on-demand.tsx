import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/** A component loaded on demand, and a way to start its loading before it is drawn. */
export type OnDemand<P extends object> = ComponentType<P> & { preload: () => void };

/**
 * A component in a chunk of its own, loaded after the page's JavaScript instead of with it
 * (issue 34: no page's JavaScript larger than at 3341a4c). Its loading starts when the calling
 * module is evaluated: the server has it before any request, so the page's HTML always holds it
 * (its forms work without JavaScript), and once loaded it renders at once (a thenable that
 * answers synchronously, so React does not suspend). Until then, hydration keeps the server's
 * HTML in place while the chunk arrives (no jump), and a render in the browser alone shows
 * `fallback` (the same skeleton as before it loaded).
 *
 * With `eager: false` (a part few readers are shown: a member's form, an edit opened by the
 * page's address), the browser loads it only when it is first drawn, or `preload()` is called;
 * the server still loads it at once, so its HTML holds it from the first request.
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
  { eager = true }: { eager?: boolean } = {},
): OnDemand<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    if (!loading) {
      loading = load().then((component) => (loaded = component));
      // The rejection is React's to show (through the route's error boundary) when it renders.
      loading.catch(() => undefined);
    }
    return loading;
  };
  if (eager || import.meta.env.SSR) void start();
  const Lazy = lazy(() => {
    if (loaded) {
      const component = loaded;
      // Synchronous: React reads the component on this render instead of suspending.
      return {
        then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: component }),
      } as Promise<{
        default: ComponentType<P>;
      }>;
    }
    return start().then((component) => ({ default: component }));
  });
  function OnDemand(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(OnDemand, { preload: () => void start() });
}
