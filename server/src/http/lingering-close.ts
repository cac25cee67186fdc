import type { Request, Response } from 'express';

/** How long a refused request's client has to read our answer while it is still sending. */
const LINGER_MS = 5000;

/**
 * Answers a request whose body we will not read, then closes its connection gently: the rest of
 * the body is drained off the wire and dropped (never parsed or kept) for a few seconds after the
 * answer. Closing at once would make the kernel reset the connection as soon as more of the body
 * arrived, and a reset throws away the answer a busy client had not read yet (it saw `write
 * EPIPE` instead of our 413). nginx's lingering_close does the same.
 */
export function closeAfterAnswer(req: Request, res: Response) {
  res.set('Connection', 'close');
  req.unpipe();
  req.resume();
  const socket = req.socket;
  // Node ends a `Connection: close` response's socket with destroySoon(): our answer, then FIN and
  // the close; here the close waits for the client to finish (both sides ended) or the linger.
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS).unref();
    socket.once('close', () => clearTimeout(timer));
  };
}
