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
  process(id: string, input: Buffer): Promise<ProcessedImage>;
  /** The workers' process ids (for the benchmark's memory figures). */
  pids(): number[];
  close(): void;
}

type Reply =
  | { job: number; ok: true; result: ProcessedImage & { files: { data: Uint8Array }[] } }
  | { job: number; ok: false; status: number; detail: string };

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
  const waiting: (() => void)[] = [];
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

  /** A worker is free: hand it to the next photo, or let it sleep (and exit after idleMs). */
  function release(worker: Worker) {
    worker.busy = false;
    const next = waiting.shift();
    if (next) return next();
    if (!workers.includes(worker)) return;
    worker.child.channel?.unref();
    worker.child.unref();
    worker.idleTimer = setTimeout(() => worker.child.kill(), idleMs);
    worker.idleTimer.unref();
  }

  async function acquire(): Promise<Worker> {
    for (;;) {
      const idle = workers.find((w) => !w.busy);
      if (idle) {
        clearTimeout(idle.idleTimer);
        idle.busy = true;
        idle.child.ref();
        idle.child.channel?.ref();
        return idle;
      }
      if (workers.length < size) {
        const worker = start();
        worker.busy = true;
        return worker;
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  }

  return {
    async process(id, input) {
      const worker = await acquire();
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
    close() {
      for (const worker of [...workers]) worker.child.kill();
    },
  };
}
