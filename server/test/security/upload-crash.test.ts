// Issue 11: a SIGKILL while a photo is being received, decoded or written leaves nothing
// half-written that the API would serve. Against the real server process on its own DATA_DIR.
import fs from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { createFirebaseVerifier } from '../../src/http/firebase-verifier';
import { sweepUploads } from '../../src/features/uploads/sweep';
import { createEmbeddedStore } from '../../src/store/embedded';
import { PROJECT_ID, testConfig } from '../helpers/app';
import { noisyJpeg } from '../helpers/images';
import { bearer, createMember, emulatorHost, type Member } from '../helpers/members';
import { startServer } from '../helpers/server-process';

let member: Member;
let photo: Buffer;
const dirs: string[] = [];

beforeAll(async () => {
  [member, photo] = await Promise.all([createMember(), noisyJpeg(2400, 1600)]);
});
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Sends the upload slowly enough to be cut anywhere; resolves when the answer or the cut comes. */
function sendUpload(url: string) {
  const boundary = 'crashboundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return new Promise<number | 'cut'>((resolve) => {
    const req = http.request(`${url}/uploads`, {
      method: 'POST',
      headers: {
        ...bearer(member),
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': body.length,
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve('cut'));
    });
    req.on('error', () => resolve('cut'));
    let offset = 0;
    const step = Math.ceil(body.length / 20);
    const pump = () => {
      if (offset >= body.length) return void req.end();
      req.write(body.subarray(offset, offset + step));
      offset += step;
      setTimeout(pump, 5);
    };
    pump();
  });
}

describe('SIGKILL during uploads', { timeout: 300_000 }, () => {
  it('leaves only whole uploads served; leftovers are never served and are swept', async () => {
    const dataDir = fs.mkdtempSync(path.join(tmpdir(), 'gc-upload-crash-'));
    dirs.push(dataDir);
    const env = {
      DATA_DIR: dataDir,
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
      MONGODB_URI: '',
      UPLOAD_SWEEP_INTERVAL_MS: '0',
    };
    let answered = 0;
    // Kill at different moments: while the body arrives, while sharp works, while files are written.
    for (const killAfterMs of [150, 800, 2000, 4000]) {
      const server = await startServer(env);
      const uploads = Array.from({ length: 3 }, () => sendUpload(server.url));
      await new Promise((resolve) => setTimeout(resolve, killAfterMs));
      await server.stop('SIGKILL');
      answered += (await Promise.all(uploads)).filter((status) => status === 201).length;
    }
    // And once after the answers came, so some uploads are surely whole.
    const last = await startServer(env);
    const statuses = await Promise.all([sendUpload(last.url), sendUpload(last.url)]);
    expect(statuses).toEqual([201, 201]);
    answered += 2;
    await last.stop('SIGKILL');

    const store = createEmbeddedStore({ dataDir });
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost();
    const app = createApp({ store, verifyToken: createFirebaseVerifier(PROJECT_ID), config: testConfig() });
    try {
      const records = store.db.prepare('SELECT id FROM uploads').all() as { id: string }[];
      expect(records.length).toBeGreaterThanOrEqual(answered);
      // Every recorded upload is whole: each file there, of its recorded size, a decodable WebP.
      for (const { id } of records) {
        const upload = (await store.getUpload(id))!;
        for (const file of upload.files) {
          const res = await request(app)
            .get(`/uploads/${id}/${file.name}`)
            .buffer(true)
            .parse((r, done) => {
              const chunks: Buffer[] = [];
              r.on('data', (c: Buffer) => chunks.push(c));
              r.on('end', () => done(null, Buffer.concat(chunks)));
            });
          expect(res.status).toBe(200);
          expect((res.body as Buffer).length).toBe(file.bytes);
          expect((await sharp(res.body as Buffer).metadata()).width).toBe(file.width);
        }
      }
      // Whatever is on disk without a record (cut before its record) answers 404.
      const uploadsDir = path.join(dataDir, 'uploads');
      const onDisk = fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir) : [];
      const recorded = new Set(records.map((r) => r.id));
      const leftovers = onDisk.filter((name) => !recorded.has(name));
      for (const id of leftovers) {
        for (const name of fs.readdirSync(path.join(uploadsDir, id))) {
          expect(
            (await request(app).get(`/uploads/${id}/${name.replace(/^\./, '').replace(/\.[0-9a-f]+\.tmp$/, '')}`))
              .status,
          ).toBe(404);
        }
      }
      console.log(
        `upload crash: ${answered} answered 201, ${records.length} recorded, ${leftovers.length} unrecorded leftovers`,
      );
      // None is older than a day yet; a day later the sweep takes the leftovers and the unattached uploads.
      const swept = await sweepUploads(store, { now: () => new Date(Date.now() + 25 * 3600_000) });
      expect(swept.sort()).toEqual([...recorded, ...leftovers].sort());
      expect(fs.readdirSync(uploadsDir)).toEqual([]);
      expect(store.db.prepare('SELECT COUNT(*) AS n FROM uploads').get()).toEqual({ n: 0 });
    } finally {
      await store.close();
    }
  });
});
