import { UPLOAD_LIMITS } from '@green-circle/contract';
import type { Store } from '../../store/store';

/** Removes the uploads attached to nothing for UPLOAD_LIMITS.unattachedMs as of `now()`; returns their ids. */
export function sweepUploads(store: Store, now: () => number = Date.now): Promise<string[]> {
  return store.sweepUploads(new Date(now() - UPLOAD_LIMITS.unattachedMs));
}

/** Sweeps once at start and then every intervalMs (0: never); the timer never keeps the process alive. */
export function startUploadSweeper(
  store: Store,
  intervalMs: number,
  log: (error: unknown) => void = console.error,
  now: () => number = Date.now,
): () => void {
  if (intervalMs <= 0) return () => undefined;
  const sweep = () => void sweepUploads(store, now).catch(log);
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
