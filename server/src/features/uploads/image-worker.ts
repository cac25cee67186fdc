// A child process that decodes and re-encodes photos for the API (see image-pool.ts). It runs at a
// lower CPU priority than the API, so on a busy machine requests are answered first.
import { AppError } from '../../http/errors';
import { processImage } from './process-image';

interface Job {
  job: number;
  id: string;
  input: Uint8Array;
}

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
