// React Router writes every answer as a stream, so `compression` never learns its size and opens
// an encoder for each one, a Brotli encoder with megabytes of state even for My Tips' 63 bytes of
// page data (a tenth of the host's work in `npm run bench:host`'s profile). This holds what an
// answer writes within one turn of the event loop, up to `threshold` bytes: an answer that has
// ended by then goes out whole, with its Content-Length, which compression leaves as it is below
// its own threshold (the same 1 KB). A longer answer, or one still waiting (a streamed page's
// later parts), goes on as a stream from that point, compressed as before.
import type { RequestHandler, Response } from 'express';

type Write = Response['write'];
type End = Response['end'];
type Callback = (error?: Error | null) => void;
/** Node's write and end, called the ways Node allows (their overloads do not spread). */
type Raw = (this: Response, ...args: unknown[]) => unknown;

const bytes = (chunk: unknown, encoding?: unknown): Buffer =>
  Buffer.isBuffer(chunk)
    ? chunk
    : typeof chunk === 'string'
      ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
      : Buffer.from(chunk as Uint8Array);

/** Sends answers under `threshold` bytes whole and uncompressed; streams the rest. */
export function wholeSmallAnswers(threshold = 1024): RequestHandler {
  return (_req, res, next) => {
    const write = res.write as unknown as Raw;
    const end = res.end as unknown as Raw;
    // compression's (installed before this), which React Router calls after every chunk.
    const flush = Reflect.get(res, 'flush') as ((this: Response) => void) | undefined;
    let held: Buffer[] | null = [];
    let size = 0;

    const restore = () => {
      res.write = write as unknown as Write;
      res.end = end as unknown as End;
      if (flush) Object.assign(res, { flush });
    };
    /** From here on the answer streams: what was held goes first. */
    const release = () => {
      if (!held) return;
      const chunks = held;
      held = null;
      restore();
      for (const chunk of chunks) write.call(res, chunk);
      flush?.call(res);
    };

    res.write = function (chunk: unknown, encoding?: unknown, callback?: unknown) {
      if (!held) return write.call(res, chunk, encoding, callback) as boolean;
      const buffer = bytes(chunk, encoding);
      held.push(buffer);
      size += buffer.length;
      const done = [encoding, callback].find((f): f is Callback => typeof f === 'function');
      if (size >= threshold) release();
      else if (held.length === 1) setImmediate(release);
      if (done) process.nextTick(done);
      return true;
    } as unknown as Write;

    res.end = function (chunk?: unknown, encoding?: unknown, callback?: unknown) {
      if (!held) return end.call(res, chunk, encoding, callback) as Response;
      if (chunk != null && typeof chunk !== 'function') {
        const buffer = bytes(chunk, encoding);
        held.push(buffer);
        size += buffer.length;
      }
      const body = Buffer.concat(held);
      held = null;
      restore();
      const done = [chunk, encoding, callback].find((f): f is Callback => typeof f === 'function');
      const bodiless = res.statusCode === 204 || res.statusCode === 304 || res.req.method === 'HEAD';
      if (!res.headersSent && !bodiless && !res.hasHeader('Content-Length'))
        res.setHeader('Content-Length', body.length);
      return (done ? end.call(res, body, done) : end.call(res, body)) as Response;
    } as unknown as End;

    // React Router flushes after every chunk it writes: nothing to flush while the answer is held.
    if (flush) Object.assign(res, { flush: () => (held ? undefined : flush.call(res)) });
    next();
  };
}
