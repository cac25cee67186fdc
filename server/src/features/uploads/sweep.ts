import { UPLOAD_LIMITS } from '@green-circle/contract';
import type { Store } from '../../store/store';
import type { Clock } from '../../clock';

/** Removes the uploads attached to nothing for UPLOAD_LIMITS.unattachedMs as of the clock's now; returns their ids. */
export function sweepUploads(store: Store, clock: Clock): Promise<string[]> {
  return store.sweepUploads(new Date(clock.now().getTime() - UPLOAD_LIMITS.unattachedMs));
}

/** Sweeps once at start and then every intervalMs (0: never); the timer never keeps the process alive. */
export function startUploadSweeper(
  store: Store,
  intervalMs: number,
  clock: Clock,
  log: (error: unknown) => void = console.error,
): () => void {
  if (intervalMs <= 0) return () => undefined;
  const sweep = () => void sweepUploads(store, clock).catch(log);
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
