import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { http as stub, passthrough } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server as network } from '../test/api';
import { apiFetch } from './api-fetch.server';

const JSON_GET = { headers: { Accept: 'application/json', Authorization: 'Session abc' } };
let server: http.Server;
let base: string;
const seen: { method?: string; authorization?: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ method: req.method, authorization: req.headers.authorization });
    if (req.url === '/empty') return void res.writeHead(204).end();
    if (req.url === '/moved') return void res.writeHead(302, { Location: '/tips' }).end();
    if (req.url === '/cut') {
      res.writeHead(200, { 'Content-Length': '100' }).write('{"a":');
      return void setTimeout(() => res.destroy(), 20);
    }
    if (req.url === '/slow') return void setTimeout(() => res.end('{}'), 2000);
    res.writeHead(req.url === '/missing' ? 404 : 200, { 'Content-Type': 'application/json', Link: '</tips?page=2>' });
    res.end(JSON.stringify({ path: req.url, method: req.method }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
// The client suite's network stub refuses unknown requests: these go to a real server of the test's own.
beforeEach(() => network.use(stub.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough())));
afterAll(() => new Promise((done) => (server.closeAllConnections(), server.close(done))));
afterEach(() => {
  vi.restoreAllMocks();
  seen.length = 0;
});

describe('apiFetch', () => {
  it('reads a JSON GET without fetch: status, headers, body and the headers sent', async () => {
    const viaFetch = vi.spyOn(globalThis, 'fetch');
    const answer = await apiFetch(new URL('/tips?x=1', base), JSON_GET);
    expect(viaFetch).not.toHaveBeenCalled();
    expect(answer.status).toBe(200);
    expect(answer.ok).toBe(true);
    expect(answer.headers.get('link')).toBe('</tips?page=2>');
    expect(await answer.json()).toEqual({ path: '/tips?x=1', method: 'GET' });
    expect(seen).toEqual([{ method: 'GET', authorization: 'Session abc' }]);
  });

  it('gives a failed answer as it came and an empty one without a body', async () => {
    const missing = await apiFetch(new URL('/missing', base), JSON_GET);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ path: '/missing', method: 'GET' });
    const empty = await apiFetch(new URL('/empty', base), JSON_GET);
    expect(empty.status).toBe(204);
    expect(empty.body).toBeNull();
  });

  it('sends a write, a raw read and a redirect through fetch', async () => {
    const viaFetch = vi.spyOn(globalThis, 'fetch');
    const posted = await apiFetch(new URL('/tips', base), { method: 'POST', body: '{}', headers: JSON_GET.headers });
    expect(await posted.json()).toEqual({ path: '/tips', method: 'POST' });
    await (await apiFetch(new URL('/me/export', base), {})).arrayBuffer();
    const moved = await apiFetch(new URL('/moved', base), JSON_GET);
    expect(await moved.json()).toEqual({ path: '/tips', method: 'GET' });
    expect(viaFetch).toHaveBeenCalledTimes(3);
  });

  it('fails as fetch does when the API is not there or the answer is cut', async () => {
    const closed = http.createServer().listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const { port } = closed.address() as AddressInfo;
    await new Promise((done) => closed.close(done));
    await expect(apiFetch(new URL(`http://127.0.0.1:${port}/tips`), JSON_GET)).rejects.toThrow(TypeError);
    await expect(apiFetch(new URL('/cut', base), JSON_GET)).rejects.toThrow(TypeError);
  });

  it('stops when the request is aborted, with the abort reason', async () => {
    const controller = new AbortController();
    const reading = apiFetch(new URL('/slow', base), { ...JSON_GET, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
  });
});
