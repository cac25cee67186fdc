import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../store/seed-data';
import { buildTestApp, type TestApp } from '../../../test/helpers/app';
import { expectProblem, tipInput } from '../../../test/helpers/fixtures';
import { cameraJpeg } from '../../../test/helpers/images';
import { bearer, createMember, type Member } from '../../../test/helpers/members';

let t: TestApp;
let maya: Member;
let mayaId: string;

beforeAll(async () => {
  t = buildTestApp();
  await t.store.seed(SEED);
  maya = await createMember();
  expect((await request(t.app).post('/users').set(bearer(maya)).send({ displayName: 'Maya Preview' })).status).toBe(
    201,
  );
  const mine = await request(t.app)
    .get(`/users?email=${encodeURIComponent(maya.email)}`)
    .set(bearer(maya));
  mayaId = mine.body[0].authorId as string;
});
afterAll(() => t.close());

async function share(overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await request(t.app).post('/gardenTips').set(bearer(maya)).send(tipInput(overrides));
  expect(res.status, res.text).toBe(201);
  return res.body.insertedId as string;
}

/** The answer is a 1200×630 JPEG, and what colour its middle is. */
async function expectPreview(path: string) {
  const res = await request(t.app)
    .get(path)
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (chunk: Buffer) => chunks.push(chunk));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
  expect(res.status, String(res.body)).toBe(200);
  expect(res.headers['content-type']).toBe('image/jpeg');
  const image = sharp(res.body as Buffer);
  expect(await image.metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  const { data } = await image
    .extract({ left: 598, top: 313, width: 4, height: 4 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [data[0]!, data[1]!, data[2]!];
}

describe('GET /previews/…', () => {
  it('findings 7: a raster 1200×630 preview for a seeded tip (from its SVG), an uploaded photo and a gardener; 404 for a hidden, unknown or malformed one', async () => {
    const seeded = await request(t.app).get('/gardenTips?limit=1');
    await expectPreview(`/previews/tips/${seeded.body[0]._id}.jpg`);

    const photo = await request(t.app)
      .post('/uploads')
      .set(bearer(maya))
      .attach('image', await cameraJpeg(), { filename: 'photo.jpg', contentType: 'image/jpeg' });
    expect(photo.status, photo.text).toBe(201);
    const withPhoto = await share({ image: photo.body.url });
    await expectPreview(`/previews/tips/${withPhoto}.jpg`);
    // Another site's picture is never fetched: the site's own card instead, still an image.
    await expectPreview(`/previews/tips/${await share({ image: 'https://elsewhere.example/x.jpg' })}.jpg`);
    await expectPreview(`/previews/gardeners/${mayaId}.jpg`);

    const hidden = await share({ availability: 'Hidden' });
    expectProblem(await request(t.app).get(`/previews/tips/${hidden}.jpg`), 404);
    expectProblem(await request(t.app).get('/previews/tips/0123456789abcdef01234567.jpg'), 404);
    expectProblem(await request(t.app).get('/previews/gardeners/0123456789abcdef01234567.jpg'), 404);
    for (const bad of ['/previews/tips/nope.jpg', `/previews/tips/${withPhoto}.png`, '/previews/gardeners/%00.jpg']) {
      expectProblem(await request(t.app).get(bad), 404);
    }
  }, 60_000);

  it('makes each picture once: a second robot gets the same bytes', async () => {
    const id = await share({ image: '/images/tips/deep-watering.svg' });
    const first = await request(t.app).get(`/previews/tips/${id}.jpg`);
    const second = await request(t.app).get(`/previews/tips/${id}.jpg`);
    expect(second.body).toEqual(first.body);
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
  });
});
