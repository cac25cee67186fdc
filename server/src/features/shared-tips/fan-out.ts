import type { SharedTipsStore } from './store';

/** Followers told per store call: one short transaction each, so requests are never held up for long. */
const PAGE_SIZE = 200;

/** Tells every waiting share's followers, page by page; returns how many followers were told. */
export async function drainSharedTips(store: SharedTipsStore, pageSize = PAGE_SIZE): Promise<number> {
  let told = 0;
  for (;;) {
    const page = await store.fanOutSharedTip(pageSize);
    if (page === null) return told;
    told += page.notified;
  }
}

/**
 * Every API process drains the shares every intervalMs (SQLite takes a page in one write
 * transaction; MongoDB under a lease), outside any request: a gardener with many followers
 * publishes as fast as one with none. The returned stop waits for the drain under way.
 */
export function startSharedTipFanOut(
  store: SharedTipsStore & { connected: Promise<unknown> },
  log: (message: string, error: unknown) => void,
  intervalMs = 2_000,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    running = drainSharedTips(store).catch((error: unknown) => log('Telling followers about new tips failed', error));
    void running.then(() => {
      if (!stopped) timer = setTimeout(tick, intervalMs);
    });
  };
  void store.connected.then(
    () => {
      if (!stopped) timer = setTimeout(tick, intervalMs);
    },
    () => undefined,
  );
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
