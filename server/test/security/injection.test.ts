// Issue 5, item 3: query-operator injection, $- and dotted keys at any depth, prototype
// pollution, over-long and unicode-edge strings, image URL schemes, and mass assignment —
// each proven by reading the store back, not by trusting the status alone.
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS } from '@green-circle/contract';
import { buildTestApp, type TestApp } from '../helpers/app';
import { expectProblem, tipInput } from '../helpers/fixtures';
import { bearer, createMember, type Member } from '../helpers/members';
import { expectConsistent, expectNoOperatorKeys, snapshot } from './helpers';

let t: TestApp;
let a: Member;
let b: Member;
let tipId: string;

beforeAll(async () => {
  t = buildTestApp();
  [a, b] = await Promise.all([createMember(), createMember()]);
  tipId = (await request(t.app).post('/gardenTips').set(bearer(a)).send(tipInput())).body.insertedId;
});
afterAll(async () => {
  expectNoOperatorKeys(t.store);
  expectConsistent(t.store);
  await t.close();
});

const raw = (method: 'post' | 'put' | 'patch' | 'delete', path: string, body: string, who: Member = a) =>
  request(t.app)[method](path).set(bearer(who)).set('Content-Type', 'application/json').send(body);

/** Every write endpoint, each with a valid body to hide the poison in. */
const WRITES = () =>
  [
    ['POST /gardenTips', 'post', '/gardenTips', tipInput()],
    ['PUT /gardenTips/{id}', 'put', `/gardenTips/${tipId}`, tipInput()],
    ['PATCH /gardenTips/{id}/like', 'patch', `/gardenTips/${tipId}/like`, { increment: 1 }],
    ['POST /users', 'post', '/users', { name: 'Poison' }],
    ['DELETE /gardenTips/{id}', 'delete', `/gardenTips/${tipId}`, {}],
  ] as const;

describe('query-operator injection in query strings', () => {
  const paths = ['/gardenTips', '/users', '/dashboard-stats'];
  const poisons = [
    'email[$ne]=x',
    'email[$gt]=',
    'email[$regex]=.*',
    'email[]=a',
    'q[$where]=1',
    'sort[$ne]=newest',
    'limit[$gt]=0',
    'cursor[$exists]=true',
    'liked[$ne]=me',
    '$where=1',
    '%24where=1',
    'email%5B%24ne%5D=x',
    '__proto__[admin]=1',
    'constructor[prototype][admin]=1',
    'a.b=1',
    'email=x&email=y',
  ];
  const cases = paths.flatMap((path) => poisons.map((poison) => [`${path}?${poison}`] as const));

  it.each(cases)('%s answers 400 for a member and a visitor (or 401 first), never 200 or 5xx', async (url) => {
    const member = await request(t.app).get(url).set(bearer(a));
    expectProblem(member, 400);
    const visitor = await request(t.app).get(url);
    expect([400, 401]).toContain(visitor.status);
    expectProblem(visitor, visitor.status);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('a visitor query on the public lists cannot pollute Object.prototype either', async () => {
    for (const url of [
      '/gardeners?__proto__[admin]=1',
      '/top-liked?constructor[prototype][admin]=1',
      '/allGardeners?__proto__=x',
    ]) {
      const res = await request(t.app).get(url);
      expect(res.status).toBeLessThan(500);
    }
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'admin')).toBe(false);
  });

  it.each([
    '"',
    'title:compost',
    'NEAR(a b)',
    '*',
    'AND OR NOT',
    '^x',
    '-x',
    '((((',
    "x' OR '1'='1",
    '%',
    '\u0000',
    '\ud800',
  ])('q=%j is plain text to the search (200, never a syntax error)', async (q) => {
    const res = await request(t.app).get('/gardenTips').query({ q });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
  });

  it('a percent-encoding that does not decode is a 400 problem, not a 500', async () => {
    for (const url of ['/gardenTips/%E0%A4%A', '/gardenTips/%zz/like', '/gardenTips/%']) {
      expectProblem(await request(t.app).get(url), 400);
    }
    expectProblem(await request(t.app).put('/gardenTips/%E0%A4%A').set(bearer(a)).send(tipInput()), 400);
  });
});

describe('$-keys, dotted keys and prototype keys in bodies, at any depth', () => {
  const nest = (depth: number, leaf: string) => {
    let json = leaf;
    for (let i = 0; i < depth; i += 1) json = i % 2 ? `[${json}]` : `{"k${i}":${json}}`;
    return json;
  };
  const poisons: [string, (valid: object) => string][] = [
    ['a top-level $set', (v) => JSON.stringify({ ...v, $set: { likes: 1e6 } })],
    ['a $ operator as a value', (v) => JSON.stringify({ ...v, title: { $ne: null } })],
    ['a $ key five levels down', (v) => JSON.stringify({ ...v, extra: JSON.parse(nest(5, '{"$where":"1"}')) })],
    ['a $ key inside an array', (v) => JSON.stringify({ ...v, tags: [1, { ok: [{ $gt: '' }] }] })],
    ['a dotted key', (v) => JSON.stringify({ ...v, 'likes.count': 5 })],
    ['a dotted key deep down', (v) => JSON.stringify({ ...v, meta: { a: [{ 'b.c': 1 }] } })],
    ['a __proto__ key', (v) => `${JSON.stringify(v).slice(0, -1)},"__proto__":{"admin":true}}`],
    ['a nested __proto__ key', (v) => `${JSON.stringify(v).slice(0, -1)},"x":{"y":{"__proto__":{"admin":true}}}}`],
    ['a constructor.prototype key', (v) => JSON.stringify({ ...v, constructor: { prototype: { admin: true } } })],
    ['a prototype key', (v) => JSON.stringify({ ...v, prototype: { admin: true } })],
    ['an escaped $ (\\u0024)', (v) => `${JSON.stringify(v).slice(0, -1)},"\\u0024inc":{"likes":5}}`],
    ['nesting 100 levels deep', (v) => `${JSON.stringify(v).slice(0, -1)},"deep":${nest(100, '1')}}`],
    [
      'arrays nested 50,000 deep',
      (v) => `${JSON.stringify(v).slice(0, -1)},"deep":${'['.repeat(50_000)}${']'.repeat(50_000)}}`,
    ],
    ['objects nested 15,000 deep', () => `${'{"a":'.repeat(15_000)}1${'}'.repeat(15_000)}`],
  ];
  const cases = WRITES().flatMap(([name, method, path, valid]) =>
    poisons.map(([label, make]) => ({ name, method, path, body: make(valid), label })),
  );

  it.each(cases)('$name with $label → 400 problem, store unchanged', async ({ method, path, body }) => {
    const before = snapshot(t.store);
    const res = await raw(method, path, body);
    expectProblem(res, 400);
    expect(snapshot(t.store)).toEqual(before);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});

describe('mass assignment: the client never sets likes, author, ids or timestamps', () => {
  const forged = {
    _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
    id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
    likes: 9999,
    email: 'forged@example.com',
    displayName: 'Forged Name',
    authorUid: 'forged-uid',
    uid: 'forged-uid',
    createdAt: '2000-01-01T00:00:00.000Z',
    updatedAt: '2000-01-01T00:00:00.000Z',
    likedByMe: true,
    seq: 1,
  };

  it('POST /gardenTips stores the seven fields; the rest comes from the token and the server', async () => {
    const started = new Date().toISOString();
    const input = tipInput();
    const res = await request(t.app)
      .post('/gardenTips')
      .set(bearer(b))
      .send({ ...input, ...forged });
    expect(res.status).toBe(201);
    const id = res.body.insertedId as string;
    expect(id).not.toBe(forged._id);
    const row = t.store.db.prepare('SELECT * FROM tips WHERE _id = ?').get(id) as Record<string, unknown>;
    expect(row).toMatchObject({ ...input, likes: 0, email: b.email, authorUid: b.uid });
    expect(row.displayName).not.toBe(forged.displayName);
    expect((row.createdAt as string) >= started).toBe(true);
    expect(row.updatedAt).toBe(row.createdAt);
    expect(t.store.db.prepare('SELECT COUNT(*) AS n FROM tips WHERE _id IN (?, ?)').get(forged._id, forged.id)).toEqual(
      { n: 0 },
    );
    const api = await request(t.app).get(`/gardenTips/${id}`).set(bearer(a));
    // The API view names the author without e-mail or uid (issue 15); `mine` is false for a.
    expect(api.body).toMatchObject({ likes: 0, likedByMe: false, mine: false });
    expect(api.body).not.toHaveProperty('email');
    expect(api.body).not.toHaveProperty('authorUid');
  });

  it('PUT /gardenTips/{id} changes the seven fields only: likes, author, id and createdAt stay', async () => {
    const id = (await request(t.app).post('/gardenTips').set(bearer(b)).send(tipInput())).body.insertedId as string;
    await request(t.app).patch(`/gardenTips/${id}/like`).set(bearer(a)).send({ increment: 1 });
    const before = t.store.db.prepare('SELECT * FROM tips WHERE _id = ?').get(id) as Record<string, unknown>;
    const input = tipInput({ title: 'Renamed by its author' });
    expect(
      (
        await request(t.app)
          .put(`/gardenTips/${id}`)
          .set(bearer(b))
          .send({ ...input, ...forged })
      ).status,
    ).toBe(200);
    const after = t.store.db.prepare('SELECT * FROM tips WHERE _id = ?').get(id) as Record<string, unknown>;
    expect(after).toMatchObject({
      ...input,
      _id: id,
      seq: before.seq,
      likes: 1,
      email: b.email,
      authorUid: b.uid,
      createdAt: before.createdAt,
    });
    expect(after.displayName).toBe(before.displayName);
    expect((after.updatedAt as string) >= (before.updatedAt as string)).toBe(true);
    expect(after.updatedAt).not.toBe(forged.updatedAt);
  });

  it('PATCH like adds exactly one whatever else the body claims (extra keys are refused)', async () => {
    const id = (await request(t.app).post('/gardenTips').set(bearer(b)).send(tipInput())).body.insertedId as string;
    for (const body of [
      { increment: 1, likes: 100 },
      { increment: 100 },
      { increment: 1, uid: b.uid },
      { increment: '1' },
      { increment: 1.0000001 },
    ]) {
      expectProblem(await request(t.app).patch(`/gardenTips/${id}/like`).set(bearer(a)).send(body), 400);
    }
    expect((await request(t.app).patch(`/gardenTips/${id}/like`).set(bearer(a)).send({ increment: 1 })).body).toEqual({
      likes: 1,
      liked: true,
    });
    expect(t.store.db.prepare('SELECT uid FROM likes WHERE tipId = ?').all(id)).toEqual([{ uid: a.uid }]);
  });

  it('POST /users takes uid, e-mail and id from the token and the server', async () => {
    const member = await createMember();
    const res = await request(t.app)
      .post('/users')
      .set(bearer(member))
      .send({ name: 'Real', ...forged });
    expect(res.status).toBe(201);
    const row = t.store.db.prepare('SELECT * FROM users WHERE uid = ?').get(member.uid) as Record<string, unknown>;
    expect(row).toMatchObject({ _id: res.body.insertedId, uid: member.uid, email: member.email, name: 'Real' });
    expect(res.body.insertedId).not.toBe(forged._id);
    expect(
      t.store.db.prepare('SELECT COUNT(*) AS n FROM users WHERE uid = ? OR email = ?').get(forged.uid, forged.email),
    ).toEqual({ n: 0 });
  });
});

describe('over-long and unicode-edge strings', () => {
  let created: string[] = [];
  beforeEach(() => {
    created = [];
  });

  /** Accepted → read back exactly as sent; refused → 400 naming the field. Never stored altered. */
  async function roundTrip(
    field: 'title' | 'plantType' | 'description',
    value: string,
    expected: 'stored' | 'refused' | 'stored NFC',
  ) {
    const before = snapshot(t.store);
    const res = await raw('post', '/gardenTips', JSON.stringify(tipInput({ [field]: value })));
    if (expected === 'refused') {
      expectProblem(res, 400);
      expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
      expect(snapshot(t.store)).toEqual(before);
      return;
    }
    expect(res.status).toBe(201);
    created.push(res.body.insertedId);
    const stored = expected === 'stored NFC' ? value.trim().normalize('NFC') : value.trim();
    if (expected === 'stored NFC') expect(stored).not.toBe(value.trim());
    const api = await request(t.app).get(`/gardenTips/${res.body.insertedId}`);
    expect(api.body[field]).toBe(stored);
    const row = t.store.db.prepare(`SELECT ${field} AS v FROM tips WHERE _id = ?`).get(res.body.insertedId) as {
      v: string;
    };
    expect(row.v).toBe(stored);
  }

  const max = { title: LIMITS.titleMax, plantType: LIMITS.plantTypeMax, description: LIMITS.descriptionMax } as const;
  const emoji = '🌱'; // two UTF-16 code units, one code point: zod 4's limits count code points
  // Since issue 15, text is NFC-normalised, invisible and direction-changing characters are
  // refused, and a title needs a visible letter or digit.
  const cases: [string, 'title' | 'plantType' | 'description', string, 'stored' | 'refused' | 'stored NFC'][] = [
    ['a title at the limit', 'title', 'x'.repeat(max.title), 'stored'],
    ['a title one over', 'title', 'x'.repeat(max.title + 1), 'refused'],
    ['a title of a letter and emoji at the limit', 'title', `A${emoji.repeat(max.title - 1)}`, 'stored'],
    ['a title of a letter and emoji one over', 'title', `A${emoji.repeat(max.title)}`, 'refused'],
    ['a title of emoji only', 'title', emoji.repeat(3), 'refused'],
    ['a plant type of emoji at the limit', 'plantType', emoji.repeat(max.plantType), 'stored'],
    ['a plant type of emoji one over', 'plantType', emoji.repeat(max.plantType + 1), 'refused'],
    ['a plant type one over', 'plantType', 'x'.repeat(max.plantType + 1), 'refused'],
    ['a description at the limit', 'description', 'd'.repeat(max.description), 'stored'],
    ['a description one over', 'description', 'd'.repeat(max.description + 1), 'refused'],
    ['a description of 4-byte emoji at the limit', 'description', emoji.repeat(max.description), 'stored'],
    ['a title with a right-to-left override', 'title', 'Compost \u202Egnp.exe', 'refused'],
    ['a title with RTL and LTR marks', 'title', '\u200Fשתילים\u200E Seedlings', 'refused'],
    ['a title in Hebrew and English without marks', 'title', 'שתילים Seedlings', 'stored'],
    ['a title with combining marks', 'title', 'Ca\u0301ctus e\u0301te\u0301', 'stored NFC'],
    ['a title with zero-width joiners', 'title', 'Family 👨\u200D👩\u200D👧 garden', 'stored'],
    ['a title with a NUL inside', 'title', 'Before\u0000after', 'refused'],
    ['a description with line breaks and tabs', 'description', 'Step one\n\tStep two\r\nDone', 'stored'],
    ['a title of only whitespace and NBSP', 'title', ' \t\u00A0\u2003 ', 'refused'],
    ['a title with HTML', 'title', '<img src=x onerror=alert(1)>', 'stored'],
    ['a title with a lone high surrogate', 'title', 'Lone \uD800 surrogate', 'refused'],
    ['a title with a lone low surrogate', 'title', 'Lone \uDC00 surrogate', 'refused'],
    ['a description with reversed surrogates', 'description', 'Bad \uDC00\uD800 pair', 'refused'],
  ];

  it.each(cases)('%s', async (_label, field, value, expected) => {
    await roundTrip(field, value, expected);
  });

  it('a NUL or lone surrogate in a JSON key or a user name is refused or kept exactly', async () => {
    const member = await createMember();
    const res = await raw('post', '/users', JSON.stringify({ name: 'Bad \uD83D name' }), member);
    expectProblem(res, 400);
    expect(await t.store.findUserByUid(member.uid)).toBeNull();
  });
});

describe('image URLs with other schemes', () => {
  const refused = [
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    '\tjavascript:alert(1)',
    'java\u0000script:alert(1)',
    'jav\tascript:alert(1)',
    'javascript://example.com/%0aalert(1)',
    'data:image/png;base64,AAAA',
    'data:text/html,<script>alert(1)</script>',
    'DATA:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com/a.png',
    'blob:https://example.com/uuid',
    'ws://example.com/a.png',
    '//evil.example/a.png',
    '\\\\evil.example\\a.png',
    '/\\evil.example/a.png',
    '/images/../../etc/passwd',
    '/images/%2e%2e/secret.png',
    '/images/tips/x.png?<script>',
    'example.com/a.png',
    '',
  ];

  it.each(refused)('refuses %j on create and update, storing nothing', async (image) => {
    const before = snapshot(t.store);
    for (const res of [
      await request(t.app).post('/gardenTips').set(bearer(a)).send(tipInput({ image })),
      await request(t.app).put(`/gardenTips/${tipId}`).set(bearer(a)).send(tipInput({ image })),
    ]) {
      expectProblem(res, 400);
      expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'image' })]));
    }
    expect(snapshot(t.store)).toEqual(before);
  });

  it('refuses the same schemes as a user photo URL', async () => {
    const member = await createMember();
    for (const photoURL of [
      'javascript:alert(1)',
      ' data:image/png;base64,AAAA',
      'file:///etc/passwd',
      '//evil.example/a.png',
    ]) {
      expectProblem(await request(t.app).post('/users').set(bearer(member)).send({ photoURL }), 400);
    }
    expect(await t.store.findUserByUid(member.uid)).toBeNull();
  });

  // WHATWG URL parsing reads 'https:evil.example' as https://evil.example/: still http(s) only.
  it.each([
    'https://example.com/a.png',
    'HTTPS://EXAMPLE.COM/A.PNG',
    '/images/tips/compost.svg',
    '  https://example.com/trim.png  ',
    'https:evil.example',
  ])('accepts %j, and every stored image resolves to http(s) or a shipped /images/ path', async (image) => {
    const res = await request(t.app).post('/gardenTips').set(bearer(a)).send(tipInput({ image }));
    expect(res.status).toBe(201);
    const rows = t.store.db.prepare('SELECT image FROM tips').all() as { image: string }[];
    for (const { image: stored } of rows) {
      expect(stored).toBe(stored.trim());
      if (stored.startsWith('/')) expect(stored).toMatch(/^\/images\/[a-z0-9][a-z0-9/_-]*\.(svg|png|jpe?g|webp)$/);
      else expect(['http:', 'https:']).toContain(new URL(stored).protocol);
    }
  });
});
