import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import express, { type Response } from 'express';
import { http, passthrough } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server as network } from '../src/test/api';
import { wholeSmallAnswers } from './whole-small-answers';

const servers: { close: () => void }[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));
// The client suite's network stub refuses unknown requests: these go to a real server of the test's own.
beforeEach(() => network.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\/$/, () => passthrough())));

/** An app as the host has it: compression, then this, then a handler that streams as React Router does. */
async function serve(handler: (res: Response) => void | Promise<void>) {
  const app = express();
  app.use(compression());
  app.get('/', wholeSmallAnswers(), async (_req, res) => handler(res));
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

const asked = { headers: { 'accept-encoding': 'gzip, deflate, br' } };
/** React Router's way: a chunk at a time, each followed by compression's flush. */
const stream = async (res: Response, chunks: string[]) => {
  res.type('text/x-script');
  for (const chunk of chunks) {
    await Promise.resolve();
    res.write(chunk);
    res.flush();
  }
  res.end();
};

describe('answers under 1 KB go out whole', () => {
  it('a small streamed answer is sent uncompressed, with its length', async () => {
    const url = await serve((res) => stream(res, ['[{"_1":2}', ',"routes/my-tips",', '{"data":[]}]']));
    const answer = await fetch(url, asked);
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.headers.get('content-length')).toBe('39');
    expect(await answer.text()).toBe('[{"_1":2},"routes/my-tips",{"data":[]}]');
  });

  it('a longer answer is still compressed, and arrives whole', async () => {
    const parts = Array.from({ length: 40 }, (_, i) => `{"tip":${i},"title":"Mulch your beds before the frost"},`);
    const url = await serve((res) => stream(res, parts));
    const answer = await fetch(url, asked);
    expect(answer.headers.get('content-encoding')).toMatch(/br|gzip/);
    expect(answer.headers.get('content-length')).toBeNull();
    expect(await answer.text()).toBe(parts.join(''));
  });

  it('an answer still waiting streams what it has, without holding it back', async () => {
    let reached: () => void = () => {};
    const firstChunkRead = new Promise<void>((resolve) => (reached = resolve));
    // The rest is written only once the client has read the first part: were it held, this would never end.
    const url = await serve(async (res) => {
      res.write('<p>shell</p>');
      res.flush();
      await firstChunkRead;
      res.end('<p>the rest</p>');
    });
    const answer = await fetch(url, asked);
    const reader = answer.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('<p>shell</p>');
    reached();
    let rest = '';
    for (let part = await reader.read(); !part.done; part = await reader.read())
      rest += new TextDecoder().decode(part.value);
    expect(first + rest).toBe('<p>shell</p><p>the rest</p>');
  });

  it('answers Express sends in one piece keep working, without a body where none is allowed', async () => {
    const url = await serve((res) => void res.status(200).json({ ok: true }));
    const answer = await fetch(url, asked);
    expect(answer.headers.get('content-length')).toBe('11');
    expect(await answer.json()).toEqual({ ok: true });
    const empty = await serve((res) => void res.status(204).end());
    const none = await fetch(empty, asked);
    expect(none.status).toBe(204);
    expect(none.headers.get('content-length')).toBeNull();
  });
});
