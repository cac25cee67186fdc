import { PEOPLE_METHODS, type PeopleStore } from './people-store';
import { StoreUnavailableError, type Store } from './store';
import { SAFETY_METHODS, type SafetyStore } from './store-safety';
import { PLANT_METHODS, type PlantStore } from './plant-store';

export interface ConnectOptions {
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

export type ConnectingStore = Store & {
  /** Resolves once the store is open and prepared. */
  readonly connected: Promise<void>;
};

/**
 * A Store the API can be built on before the database is reachable: until the real store
 * opens, every call fails with StoreUnavailableError (the API answers 503, GET /ready too,
 * while GET /health answers 200), and the opening is retried with exponential backoff and
 * jitter (so several processes do not knock in step). Closing stops the retries.
 */
export function connectStore({
  open,
  prepare,
  onRetry,
  onConnected,
  isFatal = () => false,
  initialDelayMs = 250,
  maxDelayMs = 10_000,
}: ConnectOptions): ConnectingStore {
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
  const call =
    <K extends Exclude<keyof Store, 'close' | 'probeWrite'>>(name: K) =>
    (...args: Parameters<Store[K]>): ReturnType<Store[K]> =>
      (current === null
        ? notYet()
        : (current[name] as (...a: Parameters<Store[K]>) => ReturnType<Store[K]>)(...args)) as ReturnType<Store[K]>;

  return {
    connected,
    listTips: call('listTips'),
    getTip: call('getTip'),
    createTip: call('createTip'),
    updateTip: call('updateTip'),
    deleteTip: call('deleteTip'),
    likeTip: call('likeTip'),
    unlikeTip: call('unlikeTip'),
    hasLiked: call('hasLiked'),
    topLiked: call('topLiked'),
    listGardeners: call('listGardeners'),
    findUserByUid: call('findUserByUid'),
    createUser: call('createUser'),
    updateUser: call('updateUser'),
    nameTaken: call('nameTaken'),
    stats: call('stats'),
    getGarden: call('getGarden'),
    setGarden: call('setGarden'),
    addReminder: call('addReminder'),
    removeReminder: call('removeReminder'),
    listReminders: call('listReminders'),
    getCalendarFeed: call('getCalendarFeed'),
    setCalendarFeed: call('setCalendarFeed'),
    findCalendarFeedOwner: call('findCalendarFeedOwner'),
    saveUpload: call('saveUpload'),
    getUpload: call('getUpload'),
    openUploadFile: call('openUploadFile'),
    uploadInUse: call('uploadInUse'),
    countUnattachedUploads: call('countUnattachedUploads'),
    deleteUploadIfUnused: call('deleteUploadIfUnused'),
    setProfileUpload: call('setProfileUpload'),
    sweepUploads: call('sweepUploads'),
    seed: call('seed'),
    hit: call('hit'),
    unhit: call('unhit'),
    resetHits: call('resetHits'),
    ping: call('ping'),
    listComments: call('listComments'),
    getComment: call('getComment'),
    createComment: call('createComment'),
    editComment: call('editComment'),
    deleteComment: call('deleteComment'),
    putTrial: call('putTrial'),
    getTrial: call('getTrial'),
    deleteTrial: call('deleteTrial'),
    listTrials: call('listTrials'),
    trialOutcomes: call('trialOutcomes'),
    ...(Object.fromEntries(PEOPLE_METHODS.map((name) => [name, call(name)])) as unknown as PeopleStore),
    ...(Object.fromEntries(SAFETY_METHODS.map((name) => [name, call(name)])) as unknown as SafetyStore),
    ...(Object.fromEntries(PLANT_METHODS.map((name) => [name, call(name)])) as unknown as PlantStore),
    probeWrite: () => (current === null ? notYet() : (current.probeWrite?.() ?? Promise.resolve())),
    close: async () => {
      closed = true;
      wake?.();
      await connected.catch(() => undefined);
      await current?.close();
    },
  };
}
