import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, UPLOAD_LIMITS, UPLOAD_MESSAGES, type UploadResult } from '@green-circle/contract';
import type { AppConfig } from '../src/app';
import type { TestApp } from './helpers/app';
import type { BuiltApiTarget } from './helpers/built-api';
import { expectProblem, tipInput } from './helpers/fixtures';
import { HEIC_HEADER, SVG, animatedGif, cameraJpeg, plainImage } from './helpers/images';
import { bearer, createMember, createUnverifiedMember, type Member } from './helpers/members';
import { UNVERIFIED_UPLOADS_PER_DAY, UNVERIFIED_UPLOAD_LIMIT } from '../src/features/uploads/routes';
import { sweepUploads } from '../src/features/uploads/sweep';

/** Where the suite runs: the app in this process (buildTestApp), or the compiled API (builtApiTarget). */
export type UploadsTarget = Pick<TestApp, 'store' | 'dataDir' | 'close'> & {
  app: TestApp['app'] | BuiltApiTarget['app'];
};

/**
 * The uploads suite (POST /uploads, GET /uploads/..., attaching, sweeping, limits), run against
 * whatever `start` gives: uploads.test.ts runs it in process, uploads.built-api.test.ts against
 * `npm run api`'s compiled API (its photos go through the image worker built beside main.js).
 */
export function uploadsSuite(start: (overrides?: Partial<AppConfig>) => Promise<UploadsTarget>): void {
  let t: UploadsTarget;
  let a: Member;
  let b: Member;
  let photo: Buffer;

  beforeAll(async () => {
    t = await start();
    [a, b] = await Promise.all([createMember(), createMember()]);
    photo = await cameraJpeg();
  });
  afterAll(() => t.close());

  const uploadsDir = () => path.join(t.dataDir, 'uploads');
  /** Every upload directory on disk and every record: what a refusal must leave unchanged. */
  const stored = () => ({
    dirs: fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).sort() : [],
    records: (t.store.db.prepare('SELECT id FROM uploads ORDER BY id').all() as { id: string }[]).map((row) => row.id),
  });

  const post = (member: Member | null, file: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') => {
    const req = request(t.app).post('/uploads');
    if (member) req.set(bearer(member));
    return req.attach('image', file, { filename, contentType });
  };

  async function upload(member: Member, file: Buffer = photo): Promise<UploadResult> {
    const res = await post(member, file);
    expect(res.status, res.text).toBe(201);
    return res.body as UploadResult;
  }

  async function fetchImage(url: string) {
    const res = await request(t.app)
      .get(url)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    return { res, bytes: res.body as Buffer };
  }

  describe('POST /uploads', () => {
    it('answers 201 with the largest variant and at least three WebP widths, oriented, never upscaled', async () => {
      const result = await upload(a);
      // 1600×1200 stored with orientation 6: the picture is 1200×1600.
      expect(result).toMatchObject({ id: expect.stringMatching(/^[0-9a-f]{24}$/), width: 1200, height: 1600 });
      expect(result.url).toBe(`/uploads/${result.id}/1200x1600.webp`);
      expect(result.variants.map((v) => [v.width, v.height])).toEqual([
        [320, 427],
        [640, 853],
        [1200, 1600],
      ]);
      for (const variant of result.variants) {
        const { res, bytes } = await fetchImage(variant.url);
        expect(res.status).toBe(200);
        const meta = await sharp(bytes).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', variant.width, variant.height]);
        expect(meta.orientation ?? 1).toBe(1);
      }
      // The blue strip (left quarter as stored) is at the top once oriented.
      const { bytes } = await fetchImage(result.url);
      const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
      ];
      const [tr, , tb] = pixel(600, 100);
      const [br, , bb] = pixel(600, 1500);
      expect(tb).toBeGreaterThan(200);
      expect(tr).toBeLessThan(60);
      expect(br).toBeGreaterThan(180);
      expect(bb).toBeLessThan(60);
    });

    it('strips GPS, camera and serial number, and offers the taken-date', async () => {
      const before = await exifr.parse(photo, true);
      expect(before).toMatchObject({ Make: 'Canon', latitude: 51.5 });
      const result = await upload(a);
      expect(result.takenAt).toBe(new Date(2024, 4, 19, 14, 0, 0).toISOString());
      for (const variant of result.variants) {
        const { bytes } = await fetchImage(variant.url);
        const meta = await sharp(bytes).metadata();
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.iptc).toBeUndefined();
        const tags = await exifr.parse(bytes, true).catch(() => undefined);
        expect(tags?.latitude).toBeUndefined();
        expect(tags?.Make).toBeUndefined();
        expect(tags?.Model).toBeUndefined();
        expect(JSON.stringify(tags ?? {})).not.toContain('SN-0042');
        expect(bytes.includes(Buffer.from('SN-0042'))).toBe(false);
        expect(bytes.includes(Buffer.from('Canon'))).toBe(false);
      }
    });

    it('recognises the type from the bytes, whatever the name and declared type say', async () => {
      const png = await plainImage('png', 3000, 2000);
      const res = await post(a, png, 'holiday.jpg', 'image/jpeg');
      expect(res.status).toBe(201);
      // Long edge capped at 2048.
      expect([res.body.width, res.body.height]).toEqual([2048, 1365]);
      expect(res.body.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 1280, 2048]);
    });

    it.each(['webp', 'avif'] as const)('accepts %s', async (format) => {
      const result = await upload(a, await plainImage(format, 800, 600));
      expect([result.width, result.height]).toEqual([800, 600]);
      expect(result.variants.map((v) => v.width)).toEqual([320, 640, 800]);
    });

    it('keeps the first frame of an animated GIF, as a still WebP', async () => {
      const result = await upload(a, await animatedGif());
      expect([result.width, result.height]).toEqual([64, 48]);
      const { bytes } = await fetchImage(result.url);
      const meta = await sharp(bytes).metadata();
      expect(meta.pages ?? 1).toBe(1);
      const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      expect(data[1]).toBeGreaterThan(150); // green, the first frame
      expect(data[0]).toBeLessThan(60);
    });

    it('never upscales a small picture', async () => {
      const result = await upload(a, await plainImage('png', 200, 100));
      expect(result.variants).toEqual([{ width: 200, height: 100, url: result.url }]);
    });

    describe('refusals store nothing', () => {
      it('401 without a token', async () => {
        const before = stored();
        expectProblem(await post(null, photo), 401);
        expect(stored()).toEqual(before);
      });

      it('a member not verified yet may upload a few photos a day (a profile photo at sign-up), then 403; never attach one to a tip', async () => {
        const unverified = await createUnverifiedMember();
        const mine: UploadResult[] = [];
        for (let i = 0; i < UNVERIFIED_UPLOADS_PER_DAY; i++)
          mine.push((await post(unverified, photo)).body as UploadResult);
        expect(mine.every((result) => /^[0-9a-f]{24}$/.test(result.id))).toBe(true);

        const before = stored();
        const refused = await post(unverified, photo);
        expectProblem(refused, 403);
        expect(refused.body.detail).toBe(UNVERIFIED_UPLOAD_LIMIT);
        expect(refused.body.detail.startsWith(MESSAGES.emailNotVerified)).toBe(true);
        expect(stored()).toEqual(before);

        // Their own upload becomes their profile photo (kept by the sweep); another's is refused.
        const profile = await request(t.app)
          .put('/users/me/photo')
          .set(bearer(unverified))
          .send({ photoURL: mine[0]!.url });
        expect(profile.status, profile.text).toBe(200);
        const others = await upload(a);
        expectProblem(
          await request(t.app).put('/users/me/photo').set(bearer(unverified)).send({ photoURL: others.url }),
          403,
        );
        // Tips need a verified address, so no tip can show it.
        const tip = await request(t.app)
          .post('/gardenTips')
          .set(bearer(unverified))
          .send(tipInput({ image: mine[1]!.url }));
        expectProblem(tip, 403);
        expect(tip.body.detail).toBe(MESSAGES.emailNotVerified);

        const removed = await sweepUploads(t.store, { now: () => new Date(Date.now() + 25 * 3600_000) });
        expect(removed).not.toContain(mine[0]!.id);
        expect(removed).toEqual(expect.arrayContaining(mine.slice(1).map((result) => result.id)));
        expect(fs.existsSync(path.join(uploadsDir(), mine[0]!.id))).toBe(true);
        expect(fs.existsSync(path.join(uploadsDir(), mine[1]!.id))).toBe(false);
      });

      it.each([
        ['SVG', SVG, /SVG/],
        ['HEIC', HEIC_HEADER, /JPEG, PNG, WebP, AVIF or GIF/],
        ['a text file', Buffer.from('hello, I am not a photo'.repeat(20)), /not an image/],
        ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'), /JPEG, PNG, WebP, AVIF or GIF/],
      ])('415 for %s, saying what is accepted', async (_name, bytes, message) => {
        const before = stored();
        const res = await post(a, bytes, 'photo.jpg', 'image/jpeg');
        expectProblem(res, 415);
        expect(res.body.detail).toMatch(/JPEG, PNG, WebP, AVIF or GIF/);
        expect(res.body.detail).toMatch(message);
        expect(stored()).toEqual(before);
      });

      it('413 over 40 megapixels, from the header, before decoding', async () => {
        // 8000×6000 = 48 MP, a small file (one colour).
        const huge = await plainImage('png', 8000, 6000);
        expect(huge.length).toBeLessThan(UPLOAD_LIMITS.maxBytes);
        const before = stored();
        const started = performance.now();
        const res = await post(a, huge);
        expectProblem(res, 413);
        expect(res.body.detail).toMatch(/48 megapixels; at most 40/);
        expect(stored()).toEqual(before);
        expect(performance.now() - started).toBeLessThan(5000);
      });

      it('400 without a part named image, 415 for a JSON or plain body', async () => {
        const before = stored();
        expectProblem(await request(t.app).post('/uploads').set(bearer(a)).attach('photo', photo, 'photo.jpg'), 400);
        expectProblem(await request(t.app).post('/uploads').set(bearer(a)).send({ image: 'x' }), 415);
        expectProblem(
          await request(t.app).post('/uploads').set(bearer(a)).set('content-type', 'image/jpeg').send(photo),
          415,
        );
        expect(stored()).toEqual(before);
      });

      it('413 for a declared Content-Length over 10 MB, before reading the body', async () => {
        const res = await rawUpload({ declaredLength: 50 * 1024 * 1024, totalBytes: 50 * 1024 * 1024 });
        expect(res.status).toBe(413);
        expect(res.written).toBeLessThan(20 * 1024 * 1024);
      });

      it('413 once a streamed file crosses 10 MB, without reading the rest', async () => {
        const before = stored();
        // 60 MB, chunked: the answer must come long before the client has written it all.
        const res = await rawUpload({ totalBytes: 60 * 1024 * 1024 });
        expect(res.status).toBe(413);
        expect(res.contentType).toMatch(/problem\+json/);
        expect(res.body).toMatch(/larger than 10 MB/);
        expect(res.written).toBeLessThan(30 * 1024 * 1024);
        expect(stored()).toEqual(before);
      });
    });
  });

  /**
   * A multipart upload written by hand, chunk by chunk, to a listening copy of the app: how many
   * bytes the client had written when the answer came tells whether the server stopped reading.
   */
  async function rawUpload(options: { totalBytes: number; declaredLength?: number }) {
    const server = typeof t.app === 'string' ? null : http.createServer(t.app).listen(0, '127.0.0.1');
    if (server) await new Promise((resolve) => server.once('listening', resolve));
    const port = server ? (server.address() as AddressInfo).port : Number(new URL(t.app as string).port);
    const boundary = 'gcboundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const headers: http.OutgoingHttpHeaders = {
      ...bearer(a),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    };
    if (options.declaredLength !== undefined) headers['content-length'] = options.declaredLength;
    try {
      return await new Promise<{ status: number; body: string; contentType: string; written: number }>(
        (resolve, reject) => {
          let written = 0;
          let answered = false;
          const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/uploads', headers }, (res) => {
            answered = true;
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (body += chunk));
            res.on('end', () => {
              // The server lingers for the rest of the body; we are done with the connection.
              req.destroy();
              resolve({ status: res.statusCode ?? 0, body, contentType: String(res.headers['content-type']), written });
            });
            res.on('error', () =>
              resolve({ status: res.statusCode ?? 0, body, contentType: String(res.headers['content-type']), written }),
            );
          });
          req.on('error', (error) => {
            if (!answered) reject(error);
          });
          const chunk = Buffer.alloc(256 * 1024, 0xff);
          const pump = () => {
            while (!answered && written < options.totalBytes) {
              const piece = written === 0 ? Buffer.concat([head, chunk]) : chunk;
              written += piece.length;
              if (!req.write(piece)) return void req.once('drain', pump);
            }
            if (!answered) req.end();
          };
          pump();
        },
      );
    } finally {
      server?.closeAllConnections();
      server?.close();
    }
  }

  describe('GET /uploads/...', () => {
    it('serves WebP with a year of immutable caching, nosniff, and for other origins', async () => {
      const result = await upload(a);
      const { res } = await fetchImage(result.variants[0]!.url);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    });

    it('404 for unknown ids, sizes and names', async () => {
      const result = await upload(a);
      expectProblem(await request(t.app).get('/uploads/0123456789abcdef01234567/320x240.webp'), 404);
      expectProblem(await request(t.app).get(`/uploads/${result.id}/999x999.webp`), 404);
      expectProblem(await request(t.app).get(`/uploads/${result.id}/..%2F..%2Fgreen-circle.db`), 404);
      expectProblem(await request(t.app).get('/uploads/nope/320x240.webp'), 404);
    });
  });

  describe('attaching uploads to tips', () => {
    const tipWith = async (member: Member, image: string, extra = {}) =>
      request(t.app)
        .post('/gardenTips')
        .set(bearer(member))
        .send(tipInput({ image, ...extra }));
    const filesOf = (id: string) =>
      fs.existsSync(path.join(uploadsDir(), id)) ? fs.readdirSync(path.join(uploadsDir(), id)) : [];

    it("takes the uploader's url with an imageAlt, and refuses another member's (403) or an unknown one (400)", async () => {
      const mine = await upload(a);
      const res = await tipWith(a, mine.url, { imageAlt: '  Raised beds in May  ' });
      expect(res.status).toBe(201);
      const tip = await request(t.app).get(`/gardenTips/${res.body.insertedId}`);
      expect(tip.body).toMatchObject({ image: mine.url, imageAlt: 'Raised beds in May' });

      const before = (await t.store.listTips({ includeHidden: true, sort: 'newest', limit: 1 })).total;
      expectProblem(await tipWith(b, mine.url), 403);
      expectProblem(await tipWith(a, '/uploads/0123456789abcdef01234567/640x480.webp'), 400);
      expectProblem(await tipWith(a, `/uploads/${mine.id}/321x999.webp`), 400);
      expect((await t.store.listTips({ includeHidden: true, sort: 'newest', limit: 1 })).total).toBe(before);
      // Nor by replacing the photo of one's own tip.
      const own = await tipWith(b, 'https://example.com/b.jpg');
      expectProblem(
        await request(t.app)
          .put(`/gardenTips/${own.body.insertedId}`)
          .set(bearer(b))
          .send(tipInput({ image: mine.url })),
        403,
      );
      expect(filesOf(mine.id)).toHaveLength(3);
    });

    /** Other spellings of an upload's address that the API serves as the same file. */
    const spellings = (result: UploadResult) => {
      const name = result.url.slice(result.url.lastIndexOf('/') + 1);
      const encodedId = [...result.id].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('');
      return {
        upperCase: `/UPLOADS/${result.id}/${name}`,
        percentEncodedId: `/uploads/${encodedId}/${name}`,
        trailingSlash: `${result.url}/`,
        dotSegments: `/images/../Uploads/${result.id}//${name}`,
      };
    };

    it("issue 22 #14: refuses another member's upload spelled /UPLOADS/…, with a percent-encoded id or a trailing slash", async () => {
      const theirs = await upload(a);
      const unverified = await createUnverifiedMember();
      const unverifiedPhoto = (await post(unverified, photo)).body as UploadResult;
      for (const [how, path] of Object.entries(spellings(theirs))) {
        // The API serves every one of these as the photo itself (dot segments: as a browser resolves them).
        if (how !== 'dotSegments') expect((await fetchImage(path)).res.status, how).toBe(200);
        const absolute = `https://api.greencircle.example${path}`;
        const refused = await tipWith(b, absolute);
        expectProblem(refused, 403);
        expect(refused.body.errors, how).toEqual([
          { field: 'image', message: 'Not your photo', code: 'messages.notYourPhoto' },
        ]);
        expectProblem(await request(t.app).put('/users/me/photo').set(bearer(b)).send({ photoURL: path }), 403);
        expectProblem(
          await tipWith(b, `https://api.greencircle.example${spellings(unverifiedPhoto)[how as 'upperCase']}`),
          403,
        );
      }
      const own = (await tipWith(b, 'https://example.com/b.jpg')).body.insertedId as string;
      for (const path of Object.values(spellings(theirs))) {
        expectProblem(
          await request(t.app)
            .put(`/gardenTips/${own}`)
            .set(bearer(b))
            .send(tipInput({ image: `https://api.greencircle.example${path}` })),
          403,
        );
      }
      // The owner's own photo in any spelling is theirs, and is kept as the one address the store
      // knows, so it counts as in use (never swept while a tip shows it).
      const mine = (await tipWith(a, `https://api.greencircle.example${spellings(theirs).percentEncodedId}`)).body
        .insertedId as string;
      expect((await request(t.app).get(`/gardenTips/${mine}`).set(bearer(a))).body.image).toBe(theirs.url);
      expect(await sweepUploads(t.store, { now: () => new Date(Date.now() + 48 * 3600_000) })).not.toContain(theirs.id);
      // Under /uploads but naming no file: not an outside image either.
      expectProblem(await tipWith(a, `https://api.greencircle.example/UPLOADS/${theirs.id}/`), 400);
    });

    it("the home page's trending list carries each photo's imageAlt", async () => {
      const mine = await upload(a);
      const created = await tipWith(a, mine.url, { imageAlt: 'Lettuce under fleece in March' });
      expect(created.status).toBe(201);
      for (const member of [a, b]) {
        const liked = await request(t.app)
          .patch(`/gardenTips/${created.body.insertedId}/like`)
          .set(bearer(member))
          .send({ increment: 1 });
        expect(liked.status, liked.text).toBe(200);
      }
      const top = await request(t.app).get('/top-liked');
      expect(top.status).toBe(200);
      expect(top.body).toContainEqual(
        expect.objectContaining({
          _id: created.body.insertedId,
          image: mine.url,
          imageAlt: 'Lettuce under fleece in March',
        }),
      );
    });

    it('refuses an imageAlt over 200 characters', async () => {
      const res = await tipWith(a, 'https://example.com/x.jpg', { imageAlt: 'x'.repeat(201) });
      expectProblem(res, 400);
    });

    it('deleting a tip removes its photo, unless another tip shows it', async () => {
      const shared = await upload(a);
      const first = (await tipWith(a, shared.url)).body.insertedId as string;
      const second = (await tipWith(a, shared.variants[0]!.url)).body.insertedId as string;
      expect((await request(t.app).delete(`/gardenTips/${first}`).set(bearer(a))).status).toBe(200);
      expect(filesOf(shared.id)).toHaveLength(3);
      expect((await fetchImage(shared.url)).res.status).toBe(200);
      expect((await request(t.app).delete(`/gardenTips/${second}`).set(bearer(a))).status).toBe(200);
      expect(filesOf(shared.id)).toEqual([]);
      expect(await t.store.getUpload(shared.id)).toBeNull();
      expect((await fetchImage(shared.url)).res.status).toBe(404);
    });

    it('another member cannot delete your upload by deleting their tip', async () => {
      const mine = await upload(a);
      await tipWith(a, mine.url);
      const theirs = (await tipWith(b, 'https://example.com/b.jpg')).body.insertedId as string;
      expect((await request(t.app).delete(`/gardenTips/${theirs}`).set(bearer(b))).status).toBe(200);
      expect(filesOf(mine.id)).toHaveLength(3);
    });

    it('replacing a photo removes the old one', async () => {
      const old = await upload(a);
      const fresh = await upload(a);
      const id = (await tipWith(a, old.url)).body.insertedId as string;
      const res = await request(t.app)
        .put(`/gardenTips/${id}`)
        .set(bearer(a))
        .send(tipInput({ image: fresh.url }));
      expect(res.status).toBe(200);
      expect(filesOf(old.id)).toEqual([]);
      expect(filesOf(fresh.id)).toHaveLength(3);
    });

    it("keeps the member's profile photo when a tip showing it goes, and releases it when the profile changes", async () => {
      const avatar = await upload(a);
      const put = (member: Member, photoURL: string) =>
        request(t.app).put('/users/me/photo').set(bearer(member)).send({ photoURL });
      expectProblem(await put(b, `http://localhost:5000${avatar.url}`), 403);
      expect((await put(a, `http://localhost:5000${avatar.url}`)).status).toBe(200);
      const id = (await tipWith(a, avatar.url)).body.insertedId as string;
      await request(t.app).delete(`/gardenTips/${id}`).set(bearer(a));
      expect(filesOf(avatar.id)).toHaveLength(3);
      expect(await sweepUploads(t.store, { now: () => new Date(Date.now() + 48 * 3600_000) })).not.toContain(avatar.id);
      expect((await put(a, 'https://example.com/me.png')).status).toBe(200);
      expect(filesOf(avatar.id)).toEqual([]);
    });

    it("issue 22 #5: a new profile photo or name shows on the member's earlier tips; the old photo goes only once nothing shows it", async () => {
      const member = await createMember();
      const api = 'http://localhost:5000';
      const setProfile = async (photoURL: string, name?: string) => {
        const patched = await request(t.app).patch('/users/me').set(bearer(member)).send({ photoURL, name });
        expect(patched.status, patched.text).toBe(200);
        expect((await request(t.app).put('/users/me/photo').set(bearer(member)).send({ photoURL })).status).toBe(200);
      };
      const first = await upload(member);
      await setProfile(`${api}${first.url}`, 'Hazel Ortiz');
      const tipId = (await tipWith(member, 'https://example.com/bed.jpg')).body.insertedId as string;
      const shown = async () => (await request(t.app).get(`/gardenTips/${tipId}`).set(bearer(b))).body;
      expect(await shown()).toMatchObject({ displayName: 'Hazel Ortiz', authorPhotoURL: `${api}${first.url}` });

      // Released out of order (the profile photo changes before the record): a tip still shows it, so it stays.
      const second = await upload(member);
      expect(
        (
          await request(t.app)
            .put('/users/me/photo')
            .set(bearer(member))
            .send({ photoURL: `${api}${second.url}` })
        ).status,
      ).toBe(200);
      expect(filesOf(first.id)).toHaveLength(3);
      expect((await fetchImage(first.url)).res.status).toBe(200);

      // The profile form's order: the record (and with it every tip), then the photo.
      await setProfile(`${api}${second.url}`, 'Hazel O.');
      expect(await shown()).toMatchObject({ displayName: 'Hazel O.', authorPhotoURL: `${api}${second.url}` });
      expect((await fetchImage(second.url)).res.status).toBe(200);
      // Nothing shows the first photo now: releasing it (the sweep would, a day on) removes it.
      await t.store.deleteUploadIfUnused(first.id);
      expect(filesOf(first.id)).toEqual([]);
    });

    it('sweeps uploads attached to nothing for 24 hours, and nothing else', async () => {
      const loose = await upload(a);
      const used = await upload(a);
      await tipWith(a, used.url);
      const now = Date.now();
      expect(await sweepUploads(t.store, { now: () => new Date(now + 23 * 3600_000) })).not.toContain(loose.id);
      expect(filesOf(loose.id)).toHaveLength(3);
      // A crash between the files and the record leaves an unrecorded directory: swept too.
      fs.mkdirSync(path.join(uploadsDir(), '00000000000000000000abcd'));
      fs.writeFileSync(path.join(uploadsDir(), '00000000000000000000abcd', '.320x240.webp.1234.tmp'), 'half');
      const swept = await sweepUploads(t.store, { now: () => new Date(now + 25 * 3600_000) });
      expect(swept).toContain(loose.id);
      expect(swept).toContain('00000000000000000000abcd');
      expect(swept).not.toContain(used.id);
      expect(filesOf(loose.id)).toEqual([]);
      expect(filesOf('00000000000000000000abcd')).toEqual([]);
      expect(filesOf(used.id)).toHaveLength(3);
      expect((await fetchImage(loose.url)).res.status).toBe(404);
    });

    it('writes files 0600 in 0700 directories', async () => {
      const result = await upload(a);
      expect(fs.statSync(uploadsDir()).mode & 0o777).toBe(0o700);
      expect(fs.statSync(path.join(uploadsDir(), result.id)).mode & 0o777).toBe(0o700);
      for (const name of filesOf(result.id))
        expect(fs.statSync(path.join(uploadsDir(), result.id, name)).mode & 0o777).toBe(0o600);
    });
  });

  describe('the quota of unattached uploads', () => {
    it('issue 22 #20: refuses an upload past the quota of photos on no tip and no profile with a 429 saying what to do, storing nothing', async () => {
      const quota = 3;
      const limited = await start({
        uploads: { concurrency: 1, workerNice: 10, sweepIntervalMs: 0, unattachedMax: quota },
      });
      try {
        const member = await createMember();
        const send = () => request(limited.app).post('/uploads').set(bearer(member)).attach('image', photo, 'p.jpg');
        const uploaded: UploadResult[] = [];
        for (let i = 0; i < quota; i++) {
          const res = await send();
          expect(res.status, res.text).toBe(201);
          uploaded.push(res.body as UploadResult);
        }
        const refused = await send();
        expectProblem(refused, 429);
        expect(refused.body.detail).toBe(UPLOAD_MESSAGES.tooManyUnattached(quota));
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect((limited.store.db.prepare('SELECT COUNT(*) AS n FROM uploads').get() as { n: number }).n).toBe(quota);
        // Another member has their own quota.
        const other = await createMember();
        expect(
          (await request(limited.app).post('/uploads').set(bearer(other)).attach('image', photo, 'o.jpg')).status,
        ).toBe(201);
        // A photo put on a tip no longer counts: the member may upload again.
        const shared = await request(limited.app)
          .post('/gardenTips')
          .set(bearer(member))
          .send(tipInput({ image: uploaded[0]!.url }));
        expect(shared.status, shared.text).toBe(201);
        expect((await send()).status).toBe(201);
        expectProblem(await send(), 429);
      } finally {
        await limited.close();
      }
    });
  });

  describe('rate limit', () => {
    it("counts uploads against the member's write limit", async () => {
      const limited = await start({
        rateLimit: { windowMs: 60_000, readMax: 0, writeMax: 2, likeMax: 0, accountMax: 0, addressMax: 0 },
      });
      try {
        const send = () => request(limited.app).post('/uploads').set(bearer(a)).attach('image', photo, 'p.jpg');
        expect((await send()).status).toBe(201);
        expect((await send()).status).toBe(201);
        expectProblem(await send(), 429);
      } finally {
        await limited.close();
      }
    });
  });
}
