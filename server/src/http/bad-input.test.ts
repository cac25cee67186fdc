// Input of the wrong shape: wrong types, unknown values, blank or missing fields, bodies the
// parser refuses, query values that are not plain strings, malformed ids, someone else's tip.
// Hostile input (query operators, $-, dotted and prototype keys, over-long and unicode-edge
// strings, image URL schemes) is the adversarial suite's: test/security/injection.test.ts.
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StoredTip } from '../store/store';
import { buildTestApp, type TestApp } from '../../test/helpers/app';
import { expectProblem, tipInput } from '../../test/helpers/fixtures';
import { bearer, createMember, type Member } from '../../test/helpers/members';

let t: TestApp;
let a: Member;
let b: Member;
let tipId: string;
let snapshot: { tip: StoredTip | null; total: number };

const state = async () => ({
  tip: await t.store.getTip(tipId),
  total: (await t.store.listTips({ includeHidden: true, sort: 'newest', limit: 1 })).total,
});

beforeAll(async () => {
  t = buildTestApp();
  [a, b] = await Promise.all([createMember(), createMember()]);
  tipId = (await request(t.app).post('/gardenTips').set(bearer(a)).send(tipInput())).body.insertedId;
});
afterAll(() => t.close());

/** Every case here must leave the store exactly as it was. */
beforeEach(async () => {
  snapshot = await state();
  return async () => expect(await state()).toEqual(snapshot);
});

const post = (body: unknown) =>
  request(t.app)
    .post('/gardenTips')
    .set(bearer(a))
    .send(body as object);
const put = (body: unknown) =>
  request(t.app)
    .put(`/gardenTips/${tipId}`)
    .set(bearer(a))
    .send(body as object);

describe('tip bodies that break the contract (POST and PUT)', () => {
  const longUrl = `https://example.com/${'a'.repeat(2050)}`;
  it.each<[string, Record<string, unknown>, string]>([
    ['a number for the title', { title: 5 }, 'title'],
    ['an array for the plant type', { plantType: ['Tomato'] }, 'plantType'],
    ['an unknown difficulty', { difficulty: 'Expert' }, 'difficulty'],
    ['an unknown category', { category: 'Bonsai' }, 'category'],
    ['an unknown availability', { availability: 'Private' }, 'availability'],
    ['a blank-after-trim title', { title: '   ' }, 'title'],
    ['an image URL over 2048 characters', { image: longUrl }, 'image'],
    ['a missing field', { description: undefined }, 'description'],
  ])('answers 400 to %s, naming the field', async (_label, change, field) => {
    for (const send of [post, put]) {
      const res = await send({ ...tipInput(), ...change });
      expectProblem(res, 400);
      expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    }
  });

  it('answers 400 to a body that is not an object', async () => {
    expectProblem(await post([tipInput()]), 400);
    expectProblem(await request(t.app).post('/gardenTips').set(bearer(a)).type('json').send('"tip"'), 400);
  });
});

describe('bodies the parser refuses', () => {
  it('answers 400 to malformed JSON', async () => {
    const res = await request(t.app).post('/gardenTips').set(bearer(a)).type('json').send('{"title": "x",');
    expectProblem(res, 400);
  });

  it('answers 413 to a body over 100 kB', async () => {
    const res = await post({ ...tipInput(), description: 'x'.repeat(101 * 1024) });
    expectProblem(res, 413);
  });

  it.each([
    ['text/plain', 'title=x'],
    ['application/x-www-form-urlencoded', 'title=x&plantType=y'],
    ['multipart/form-data; boundary=zz', '--zz\r\n\r\nx\r\n--zz--'],
  ])('answers 415 to a %s write', async (type, body) => {
    const res = await request(t.app).post('/gardenTips').set(bearer(a)).set('Content-Type', type).send(body);
    expectProblem(res, 415);
    expectProblem(
      await request(t.app).put(`/gardenTips/${tipId}`).set(bearer(a)).set('Content-Type', type).send(body),
      415,
    );
    expectProblem(
      await request(t.app).patch(`/gardenTips/${tipId}/like`).set(bearer(a)).set('Content-Type', type).send(body),
      415,
    );
  });
});

describe('query values that are not plain strings', () => {
  it.each([
    ['?difficulty=Easy&difficulty=Hard', 'difficulty'],
    ['?difficulty[]=Easy', 'difficulty'],
    ['?q[$regex]=.*', 'q'],
  ])('answers 400 to /gardenTips%s', async (query, field) => {
    const res = await request(t.app).get(`/gardenTips${query}`).set(bearer(a));
    expectProblem(res, 400);
    expect(res.body.errors[0].field).toContain(field);
  });

  it.each(['sort=oldest', 'difficulty=Expert', 'category=Bonsai', 'availability=Private', 'unknown=1'])(
    'answers 400 to /gardenTips?%s',
    async (query) => {
      expectProblem(await request(t.app).get(`/gardenTips?${query}`), 400);
    },
  );
});

describe("another member's tip or e-mail", () => {
  it('answers 403 to PUT and DELETE by another member', async () => {
    expectProblem(await request(t.app).put(`/gardenTips/${tipId}`).set(bearer(b)).send(tipInput()), 403);
    expectProblem(await request(t.app).delete(`/gardenTips/${tipId}`).set(bearer(b)), 403);
  });

  it.each(['/gardenTips', '/users', '/dashboard-stats'])(
    "answers 403 to %s?email= with another's e-mail",
    async (path) => {
      expectProblem(await request(t.app).get(path).query({ email: a.email }).set(bearer(b)), 403);
    },
  );
});

describe('malformed ids', () => {
  it.each(['123', 'zzzzzzzzzzzzzzzzzzzzzzzz', '0123456789abcdef012345678', '%24ne'])(
    'answers 400 to %s',
    async (id) => {
      expectProblem(await request(t.app).get(`/gardenTips/${id}`), 400);
      expectProblem(await request(t.app).put(`/gardenTips/${id}`).set(bearer(a)).send(tipInput()), 400);
      expectProblem(await request(t.app).delete(`/gardenTips/${id}`).set(bearer(a)), 400);
      expectProblem(await request(t.app).patch(`/gardenTips/${id}/like`).set(bearer(a)).send({ increment: 1 }), 400);
    },
  );
});

describe('malformed escapes and headers', () => {
  it('findings 9: a malformed escape in a path, query, cookie or header is a 4xx (or ignored), never a 500', async () => {
    const paths = [
      '/gardenTips/%ZZ',
      '/gardenTips/%E0%A4%A/like',
      '/gardeners/%ZZ',
      '/plants/%ZZ',
      '/mail/unsubscribe/%ZZ',
      '/uploads/%ZZ/%ZZ',
      '/previews/tips/%ZZ',
      '/previews/gardeners/%',
      '/calendar/%ZZ',
      '/gardenTips?q=%ZZ',
      '/gardenTips?plant=%',
      '/plants?q=%E0%A4%A',
      '/sitemap.xml?%ZZ=1',
    ];
    for (const path of paths) {
      const res = await request(t.app).get(path);
      expect(res.status, path).toBeGreaterThanOrEqual(200);
      expect(res.status, path).toBeLessThan(500);
    }
    const headers: Array<Record<string, string>> = [
      { Cookie: 'lang=%ZZ; __session=%ZZ' },
      { Authorization: 'Session %ZZ' },
      { Authorization: 'Bearer %ZZ' },
      { 'Accept-Language': ';;q=%ZZ,,es;q=abc,=' },
      { 'If-None-Match': '%ZZ' },
      { 'X-Forwarded-For': '%ZZ' },
    ];
    for (const set of headers) {
      for (const path of ['/gardenTips', '/me/notifications', '/plants/tomato']) {
        const res = await request(t.app).get(path).set(set);
        expect(res.status, `${path} ${JSON.stringify(set)}`).toBeLessThan(500);
      }
    }
  });
});
