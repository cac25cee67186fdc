import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { AppError } from '../../http/errors';
import type { ProcessedImage } from './process-image';

export interface ImagePoolOptions {
  /** Worker processes, each on one photo at a time; more photos wait in order. */
  size: number;
  /** How much lower the workers' CPU priority is than the API's (added to its nice value, at most 19). */
  nice?: number;
  /** A worker idle this long exits; the next photo starts one again. */
  idleMs?: number;
}

export interface ImagePool {
  /**
   * Processes one photo. Photos wait for a free worker per `owner` (the uploading member), and
   * owners take turns: one member's queue of large photos never holds up another member's.
   */
  process(id: string, input: Buffer, owner: string): Promise<ProcessedImage>;
  /** The workers' process ids (for the benchmark's memory figures). */
  pids(): number[];
  /** Photos being processed, and photos waiting for a worker (/metrics). */
  depth(): { busy: number; waiting: number };
  close(): void;
}

type Reply =
  | { job: number; ok: true; result: ProcessedImage & { files: { data: Uint8Array }[] } }
  | { job: number; ok: false; status: number; detail: string };

/** A photo waiting for a worker: called with the worker it gets. */
type Waiter = (worker: Worker) => void;

interface Worker {
  child: ChildProcess;
  busy: boolean;
  idleTimer?: NodeJS.Timeout;
}

/**
 * The worker's entry and how to run it. From source (tsx, the tests, npm start) it is
 * image-worker.ts beside this file, under tsx's loader. Compiled (npm run api), this module is
 * inside dist/main.js and the worker is its own entry beside it, dist/image-worker.js
 * (server/build.mjs), run by plain node.
 */
function workerEntry(): { file: string; execArgv: string[] } {
  if (import.meta.url.endsWith('.ts')) {
    return {
      file: fileURLToPath(new URL('./image-worker.ts', import.meta.url)),
      execArgv: [
        '--import',
        fileURLToPath(new URL('../../../../node_modules/tsx/dist/esm/index.mjs', import.meta.url)),
      ],
    };
  }
  return {
    file: fileURLToPath(new URL('./image-worker.js', import.meta.url)),
    execArgv: process.execArgv.filter((flag) => flag === '--enable-source-maps'),
  };
}
const toBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Decodes and encodes photos in separate, lower-priority processes: sharp already keeps the work
 * off the event loop, but on a machine with few cores its threads would compete with the API's
 * thread for CPU; a niced process gives way to the API. A worker that dies takes only its photo
 * with it (a 503); the next photo starts a new one.
 */
export function createImagePool({ size, nice = 10, idleMs = 10_000 }: ImagePoolOptions): ImagePool {
  const workers: Worker[] = [];
  /** Who waits for a worker, per owner, in the order the owners came. */
  const waiting = new Map<string, Waiter[]>();
  const pending = new Map<
    number,
    { resolve: (r: ProcessedImage) => void; reject: (e: unknown) => void; worker: Worker }
  >();
  let nextJob = 0;

  let workerNice = 0;
  try {
    workerNice = Math.min(19, os.getPriority() + nice);
  } catch {
    // No priorities on this system: the workers still run off the API's thread.
  }

  const entry = workerEntry();

  function start(): Worker {
    const child = fork(entry.file, [], {
      execArgv: entry.execArgv,
      env: { ...process.env, GC_IMAGE_WORKER_NICE: String(workerNice) },
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    // At once, so that the threads the worker starts inherit it; the worker also lowers any
    // thread that began before this line ran (image-worker.ts).
    try {
      if (child.pid !== undefined) os.setPriority(child.pid, workerNice);
    } catch {
      // Not allowed here: the worker runs at the API's priority, still off its thread.
    }
    const worker: Worker = { child, busy: false };
    child.on('message', (reply: Reply) => {
      const job = pending.get(reply.job);
      if (!job) return;
      pending.delete(reply.job);
      if (reply.ok) {
        job.resolve({
          ...reply.result,
          files: reply.result.files.map((file) => ({ ...file, data: toBuffer(file.data) })),
        } as ProcessedImage);
      } else job.reject(new AppError(reply.status, reply.detail));
    });
    child.once('exit', () => {
      workers.splice(workers.indexOf(worker), 1);
      for (const [id, job] of pending) {
        if (job.worker !== worker) continue;
        pending.delete(id);
        job.reject(new AppError(503, 'The photo could not be processed right now; try again'));
      }
      release(worker);
    });
    workers.push(worker);
    return worker;
  }

  /** When each owner last got a worker (a counter): the one who waited longest since goes next. */
  const served = new Map<string, number>();
  let turn = 0;
  function serve(owner: string) {
    served.set(owner, ++turn);
    // Only the waiting owners' turns matter; forget the others now and then.
    if (served.size > 1000) for (const known of served.keys()) if (!waiting.has(known)) served.delete(known);
  }

  /**
   * The oldest photo of the waiting owner served least recently (one never served first; ties in
   * the order they came): members take turns, however many photos each has queued.
   */
  function nextInTurn(): Waiter | undefined {
    let chosen: string | undefined;
    for (const owner of waiting.keys()) {
      if (chosen === undefined || (served.get(owner) ?? 0) < (served.get(chosen) ?? 0)) chosen = owner;
    }
    if (chosen === undefined) return undefined;
    const queue = waiting.get(chosen)!;
    const next = queue.shift();
    if (queue.length === 0) waiting.delete(chosen);
    serve(chosen);
    return next;
  }

  function take(worker: Worker): Worker {
    clearTimeout(worker.idleTimer);
    worker.busy = true;
    worker.child.ref();
    worker.child.channel?.ref();
    return worker;
  }

  /**
   * A worker is free, or has died: it goes straight to the next photo in turn (a new worker in
   * place of a dead one), so no later arrival can take it first; with nobody waiting it sleeps
   * (and exits after idleMs).
   */
  function release(worker: Worker) {
    worker.busy = false;
    const alive = workers.includes(worker);
    if (alive || workers.length < size) {
      const next = nextInTurn();
      if (next) return next(take(alive ? worker : start()));
    }
    if (!alive) return;
    worker.child.channel?.unref();
    worker.child.unref();
    worker.idleTimer = setTimeout(() => worker.child.kill(), idleMs);
    worker.idleTimer.unref();
  }

  function acquire(owner: string): Promise<Worker> {
    const idle = workers.find((w) => !w.busy) ?? (workers.length < size ? start() : undefined);
    if (idle) {
      serve(owner);
      return Promise.resolve(take(idle));
    }
    return new Promise<Worker>((resolve) => {
      const queue = waiting.get(owner);
      if (queue) queue.push(resolve);
      else waiting.set(owner, [resolve]);
    });
  }

  return {
    async process(id, input, owner) {
      const worker = await acquire(owner);
      const job = nextJob++;
      try {
        return await new Promise<ProcessedImage>((resolve, reject) => {
          pending.set(job, { resolve, reject, worker });
          worker.child.send({ job, id, input }, (error) => {
            if (error && pending.delete(job))
              reject(new AppError(503, 'The photo could not be processed right now; try again'));
          });
        });
      } finally {
        if (workers.includes(worker)) release(worker);
      }
    },
    pids: () => workers.map((w) => w.child.pid).filter((pid): pid is number => pid !== undefined),
    depth: () => ({
      busy: workers.filter((w) => w.busy).length,
      waiting: [...waiting.values()].reduce((n, queue) => n + queue.length, 0),
    }),
    close() {
      for (const worker of [...workers]) worker.child.kill();
    },
  };
}
