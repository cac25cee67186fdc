// Issue 9: the API's JSON goes out compressed (Lighthouse's uses-text-compression on the pages
// that read it), chosen by Accept-Encoding. Raw HTTP here, because supertest would undo the
// encoding before the test could see it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadResult } from '@green-circle/contract';
import { buildTestApp, type TestApp } from '../../test/helpers/app';
import { tipInput } from '../../test/helpers/fixtures';
import { cameraJpeg } from '../../test/helpers/images';
import { bearer, createMember, type Member } from '../../test/helpers/members';

let t: TestApp;
let a: Member;
let server: http.Server;
let upload: UploadResult;

beforeAll(async () => {
  t = buildTestApp();
  a = await createMember();
  for (let i = 0; i < 6; i++) {
    const res = await request(t.app).post('/gardenTips').set(bearer(a)).send(tipInput());
    expect(res.status, res.text).toBe(201);
  }
  const posted = await request(t.app)
    .post('/uploads')
    .set(bearer(a))
    .attach('image', await cameraJpeg(), { filename: 'photo.jpg', contentType: 'image/jpeg' });
  expect(posted.status, posted.text).toBe(201);
  upload = posted.body as UploadResult;
  server = http.createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came over the wire (still encoded). */
  wire: Buffer;
  /** The bytes after undoing Content-Encoding. */
  body: Buffer;
}

function get(path: string, acceptEncoding: string | null): Promise<RawAnswer> {
  const { port } = server.address() as AddressInfo;
  const headers: Record<string, string> = { Host: `localhost:${port}` };
  if (acceptEncoding !== null) headers['Accept-Encoding'] = acceptEncoding;
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const wire = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const body = encoding === 'br' ? brotliDecompressSync(wire) : encoding === 'gzip' ? gunzipSync(wire) : wire;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, wire, body });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

describe('API compression', () => {
  it('sends a JSON list Brotli or gzip as the client accepts, with Vary, and the same JSON as unencoded', async () => {
    const plain = await get('/gardenTips', null);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const tips = JSON.parse(plain.body.toString('utf8'));

    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await get('/gardenTips', accept);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.wire.length).toBeLessThan(plain.body.length / 2);
      expect(JSON.parse(res.body.toString('utf8'))).toEqual(tips);
    }
  });

  it('sends identity to a client that accepts no encoding it knows', async () => {
    const res = await get('/gardenTips', 'compress');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8'))).toEqual(expect.any(Array));
  });

  it('keeps problem+json a problem (type and body) whatever the encoding', async () => {
    for (const accept of [null, 'gzip', 'br']) {
      const res = await get('/gardenTips/not-an-id', accept);
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(JSON.parse(res.body.toString('utf8'))).toMatchObject({ status: 400, title: expect.any(String) });
    }
    const missing = await get('/nowhere', 'br');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(missing.body.toString('utf8'))).toMatchObject({ status: 404 });
  });

  it('streams an uploaded photo as stored: never recompressed, its Content-Length kept', async () => {
    const plain = await get(upload.url, null);
    expect(plain.status).toBe(200);
    const res = await get(upload.url, 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(plain.wire.length));
    expect(res.wire.equals(plain.wire)).toBe(true);
    expect(res.wire.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });
});
