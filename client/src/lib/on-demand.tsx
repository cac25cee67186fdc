import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A component in a chunk of its own, loaded after the page's JavaScript instead of with it
 * (issue 34: no page's JavaScript larger than at 3341a4c). Its loading starts when the calling
 * module is evaluated: the server has it before any request, so the page's HTML always holds it
 * (its forms work without JavaScript), and once loaded it renders at once (a thenable that
 * answers synchronously, so React does not suspend). Until then, hydration keeps the server's
 * HTML in place while the chunk arrives (no jump), and a render in the browser alone shows
 * `fallback` (the same skeleton as before it loaded).
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const loading = load().then((component) => (loaded = component));
  // The rejection is React's to show (through the route's error boundary) when it renders.
  loading.catch(() => undefined);
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
    return loading.then((component) => ({ default: component }));
  });
  return function OnDemand(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
