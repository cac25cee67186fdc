import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app';
import { createMember, type Member } from '../../../test/helpers/members';

describe('an upload refused while the client is still sending', () => {
  let t: TestApp;
  let member: Member;
  let server: http.Server;
  beforeAll(async () => {
    t = buildTestApp();
    member = await createMember();
    server = http.createServer(t.app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it('findings 22: a busy client that reads the answer late still gets the 413, not a reset that drops it', async () => {
    const accepted = new Promise<net.Socket>((resolve) => server.once('connection', resolve));
    const client = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
    // A client too busy to read (a loaded machine): nothing is read until it has gone on writing.
    client.pause();
    const failed = new Promise<Error>((resolve) => client.once('error', resolve));
    const boundary = 'gcboundary';
    client.write(
      [
        'POST /uploads HTTP/1.1',
        'Host: 127.0.0.1',
        `Authorization: Bearer ${member.idToken}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        'Transfer-Encoding: chunked',
        '',
        '',
      ].join('\r\n'),
    );
    const chunk = (data: Buffer) =>
      Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]);
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const piece = Buffer.alloc(256 * 1024, 0xff);
    const write = (data: Buffer) => new Promise<void>((resolve) => client.write(data, () => resolve()));
    const serverSide = await accepted;
    // The server's answer is written (its side of the connection has sent everything) ...
    const answered = new Promise<void>((resolve) => serverSide.once('finish', () => resolve()));
    await write(chunk(head));
    let sent = head.length;
    let over = false;
    void answered.then(() => (over = true));
    while (!over && sent < 40 * 1024 * 1024) {
      await write(chunk(piece));
      sent += piece.length;
    }
    expect(over, 'the server answered before 40 MB').toBe(true);
    // ... and the client, still unaware, sends more: a server that closed at once resets the
    // connection, and the reset throws away the answer the client had not read yet.
    const readAfter = serverSide.bytesRead;
    const outcome = await Promise.race([
      failed.then((error) => `reset (${(error as NodeJS.ErrnoException).code})`),
      (async () => {
        while (serverSide.bytesRead <= readAfter + piece.length && !serverSide.destroyed) {
          await write(chunk(piece));
        }
        return serverSide.destroyed ? 'closed' : 'still reading';
      })(),
    ]);
    expect(outcome).toBe('still reading');
    let reply = '';
    client.setEncoding('utf8');
    client.on('data', (data: string) => (reply += data));
    client.resume();
    await new Promise((resolve) => client.once('end', resolve));
    client.destroy();
    expect(reply).toMatch(/^HTTP\/1\.1 413 /);
    expect(reply).toMatch(/larger than 10 MB/);
  });
});
