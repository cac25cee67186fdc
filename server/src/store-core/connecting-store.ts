import { StoreUnavailableError } from './errors';

/** What connectStore needs of a store: it can be closed, and may prove it takes writes. */
interface Closable {
  close(): Promise<void>;
  probeWrite?(): Promise<void>;
}

export interface ConnectOptions<Store extends Closable> {
  /** Opens the store (and runs its migrations); rejects while the database cannot be reached. */
  open: () => Promise<Store>;
  /** Runs once the store is open, before it serves (seeding); a failure closes it and retries. */
  prepare?: (store: Store) => Promise<void>;
  onRetry?: (error: unknown, delayMs: number, attempt: number) => void;
  /**
   * Whether an error is one no retry can mend (a database from a newer release): `connected`
   * then rejects with it and the retries stop, so the process can exit saying why.
   */
  isFatal?: (error: unknown) => boolean;
  onConnected?: (attempt: number) => void;
  initialDelayMs?: number;
  maxDelayMs?: number;
}

export type ConnectingStore<Store extends Closable> = Store & {
  /** Resolves once the store is open and prepared. */
  readonly connected: Promise<void>;
};

/**
 * A Store the API can be built on before the database is reachable: until the real store
 * opens, every call fails with StoreUnavailableError (the API answers 503, GET /ready too,
 * while GET /health answers 200), and the opening is retried with exponential backoff and
 * jitter (so several processes do not knock in step). Closing stops the retries.
 */
export function connectStore<Store extends Closable>({
  open,
  prepare,
  onRetry,
  onConnected,
  isFatal = () => false,
  initialDelayMs = 250,
  maxDelayMs = 10_000,
}: ConnectOptions<Store>): ConnectingStore<Store> {
  let current: Store | null = null;
  let closed = false;
  let wake: (() => void) | null = null;

  const connected = (async () => {
    let delay = initialDelayMs;
    for (let attempt = 1; !closed; attempt++) {
      let opened: Store | null = null;
      try {
        opened = await open();
        await prepare?.(opened);
        if (closed) {
          await opened.close();
          return;
        }
        current = opened;
        onConnected?.(attempt);
        return;
      } catch (error) {
        await opened?.close().catch(() => undefined);
        if (isFatal(error)) throw error;
        const wait = Math.round(delay * (0.8 + Math.random() * 0.4));
        onRetry?.(error, wait, attempt);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, wait);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        delay = Math.min(delay * 2, maxDelayMs);
      }
    }
  })();

  const notYet = () => Promise.reject(new StoreUnavailableError(new Error('The store is not connected yet')));
  const own: Record<PropertyKey, unknown> = {
    connected,
    probeWrite: () => (current === null ? notYet() : (current.probeWrite?.() ?? Promise.resolve())),
    close: async () => {
      closed = true;
      wake?.();
      await connected.catch(() => undefined);
      await current?.close();
    },
  };
  // Every other method is the open store's, looked up by name when called, so the wrapper
  // needs no list of them. Only strings name methods; `then` is not one (the wrapper is not a
  // promise, and awaiting it must not think so).
  return new Proxy(own, {
    get: (target, name) => {
      if (name in target) return target[name];
      if (typeof name !== 'string' || name === 'then') return undefined;
      return (...args: unknown[]) => {
        if (current === null) return notYet();
        const method = (current as unknown as Record<string, unknown>)[name];
        return typeof method === 'function'
          ? (method as (...a: unknown[]) => unknown).apply(current, args)
          : Promise.reject(new TypeError(`The store has no method ${name}`));
      };
    },
  }) as unknown as ConnectingStore<Store>;
}
