/**
 * Runs `task` once the page has loaded and the browser is idle: after everything the first
 * paint needs, so optional work (the SDK check of a returning member, the carousel's Swiper)
 * never competes with it. Returns a cancel function.
 */
export function whenIdleAfterLoad(task: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run, { timeout: 3000 });
    else idle = window.setTimeout(run, 1);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}
