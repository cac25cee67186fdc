import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const media = window.matchMedia(QUERY);
  // Safari before 14 only knows the older addListener.
  if (typeof media?.addEventListener === 'function') {
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }
  media?.addListener?.(onChange);
  return () => media?.removeListener?.(onChange);
}

const reduced = () => typeof window.matchMedia === 'function' && Boolean(window.matchMedia(QUERY)?.matches);

/** True when the visitor asked the system for less motion: no autoplay, no counting, no typing. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reduced, () => false);
}
