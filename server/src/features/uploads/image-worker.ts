// A child process that decodes and re-encodes photos for the API (see image-pool.ts). It runs at a
// lower CPU priority than the API, so on a busy machine requests are answered first.
import fs from 'node:fs';
import os from 'node:os';
import sharp from 'sharp';
import { AppError } from '../../http/errors';
import { processImage } from './process-image';

interface Job {
  job: number;
  id: string;
  input: Uint8Array;
}

/**
 * The pool sets this process's priority right after starting it, but on Linux that reaches only
 * the main thread and the threads started after it: lower every thread there already is (a
 * process may always lower its own priority). Elsewhere the pool's setting is all there is.
 */
function lowerAllThreads(nice: number) {
  let threads: string[];
  try {
    threads = fs.readdirSync('/proc/self/task');
  } catch {
    return;
  }
  for (const tid of threads) {
    try {
      if (os.getPriority(Number(tid)) < nice) os.setPriority(Number(tid), nice);
    } catch {
      // The thread ended meanwhile.
    }
  }
}
lowerAllThreads(Number(process.env.GC_IMAGE_WORKER_NICE ?? 0));

// One photo per worker and one libvips thread per photo: the pool's size bounds the CPUs that
// image work can take. Nothing is decoded twice, so sharp's operation cache only holds memory.
sharp.concurrency(1);
sharp.cache(false);

process.on('message', (message: Job) => {
  const input = Buffer.from(message.input.buffer, message.input.byteOffset, message.input.byteLength);
  processImage(message.id, input).then(
    (result) => process.send?.({ job: message.job, ok: true, result }),
    (error: unknown) =>
      process.send?.({
        job: message.job,
        ok: false,
        status: error instanceof AppError ? error.status : 500,
        detail: error instanceof AppError ? error.detail : String(error),
      }),
  );
});
// The API went away (even by SIGKILL): so does this process.
process.on('disconnect', () => process.exit(0));
