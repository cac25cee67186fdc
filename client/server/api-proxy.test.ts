import { once } from 'node:events';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { apiProxy } from './api-proxy';

const servers: { close: () => void }[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

/** The proxy as the host has it, with a last handler that answers whatever it passes on. */
async function serve() {
  const app = express();
  app.use(apiProxy('http://127.0.0.1:9'));
  app.use((_req, res) => void res.status(404).type('text').send('the site’s own 404'));
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

/** A raw request-target, as a client that is not a browser may send it. */
const statusOf = (port: number, path: string) =>
  new Promise<number>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });

describe('the host’s API proxy', () => {
  it.each(['//[', '//[/previews/x'])(
    'findings 9: a request-target no URL can be made of (%j) is not the API’s, never an error',
    async (path) => {
      expect(await statusOf(await serve(), path)).toBe(404);
    },
  );
});
