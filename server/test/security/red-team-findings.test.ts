// Issue 15: one block per finding of the red-team pass that did not hold. Each test failed
// before its fix (the finding's number is in the describe). Finding 2 (the local stack on every
// interface) and 8 (forgot password) are end-to-end tests: e2e/tests/security-*.test.ts.
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@green-circle/contract';
import { buildTestApp, type TestApp } from '../helpers/app';
import { expectProblem, tipInput } from '../helpers/fixtures';
import {
  bearer,
  createMember,
  createUnverifiedMember,
  emulatorHost,
  signIn,
  verifyEmail,
  type Member,
} from '../helpers/members';
import { spawnServer, startServer } from '../helpers/server-process';
import { snapshot } from './helpers';

let t: TestApp;
let author: Member;
let reader: Member;
let pub: string;
let hidden: string;

beforeAll(async () => {
  t = buildTestApp();
  [author, reader] = await Promise.all([
    createMember({ displayName: 'Privacy Author', photoURL: 'https://example.com/author.png' }),
    createMember(),
  ]);
  const post = (over: object) => request(t.app).post('/gardenTips').set(bearer(author)).send(tipInput(over));
  pub = (await post({ availability: 'Public' })).body.insertedId;
  hidden = (await post({ availability: 'Hidden' })).body.insertedId;
  await request(t.app).patch(`/gardenTips/${pub}/like`).set(bearer(reader)).send({ increment: 1 });
  await request(t.app).patch(`/gardenTips/${hidden}/like`).set(bearer(author)).send({ increment: 1 });
});
afterAll(() => t.close());

describe('finding 1: no author e-mail or uid in any tip view', () => {
  const views = () => [
    { path: '/gardenTips', as: [null, reader, author] },
    { path: `/gardenTips?email=${encodeURIComponent(author.email)}`, as: [author] },
    { path: '/gardenTips?liked=me', as: [reader, author] },
    { path: `/gardenTips/${pub}`, as: [null, reader, author] },
    { path: `/gardenTips/${hidden}`, as: [reader, author] },
    { path: '/top-liked', as: [null, reader] },
  ];

  it('answers every view without the e-mail or uid of the author, whoever asks', async () => {
    for (const { path: url, as } of views()) {
      for (const caller of as) {
        const req = request(t.app).get(url);
        const res = caller ? await req.set(bearer(caller)) : await req;
        expect(res.status, url).toBe(200);
        // The raw text: no key, value or nested field may carry them.
        expect(res.text, url).not.toContain(author.email);
        expect(res.text, url).not.toContain(author.uid);
        expect(res.text, url).not.toMatch(/"(email|authorUid|userEmail)"/);
      }
    }
  });

  it("shows the author's name, avatar and a public id instead; `mine` only to a signed-in caller", async () => {
    const asVisitor = (await request(t.app).get(`/gardenTips/${pub}`)).body;
    expect(asVisitor).toMatchObject({
      displayName: 'Privacy Author',
      authorPhotoURL: 'https://example.com/author.png',
      authorId: expect.stringMatching(/^[0-9a-f]{24}$/),
    });
    expect(asVisitor).not.toHaveProperty('mine');
    expect((await request(t.app).get(`/gardenTips/${pub}`).set(bearer(author))).body.mine).toBe(true);
    expect((await request(t.app).get(`/gardenTips/${pub}`).set(bearer(reader))).body.mine).toBe(false);
  });

  it('gives each author one stable public id that only the server secret can make from the uid', async () => {
    const list = (await request(t.app).get('/gardenTips?limit=100')).body as { _id: string; authorId: string }[];
    const ids = new Set(list.filter((tip) => tip._id === pub).map((tip) => tip.authorId));
    const again = (await request(t.app).get(`/gardenTips/${pub}`).set(bearer(reader))).body.authorId;
    expect(ids).toEqual(new Set([again]));
    expect(again).not.toContain(author.uid);
    // Another secret, another id: the id is keyed, not a plain hash anyone could recompute.
    const other = buildTestApp({ authorIdSecret: 'another-secret-of-sixteen-plus' });
    try {
      const id = await request(other.app).post('/gardenTips').set(bearer(author)).send(tipInput());
      const view = (await request(other.app).get(`/gardenTips/${id.body.insertedId}`)).body;
      expect(view.authorId).toMatch(/^[0-9a-f]{24}$/);
      expect(view.authorId).not.toBe(again);
    } finally {
      await other.close();
    }
    // A different author, a different id.
    const readerTip = await request(t.app).post('/gardenTips').set(bearer(reader)).send(tipInput());
    expect((await request(t.app).get(`/gardenTips/${readerTip.body.insertedId}`)).body.authorId).not.toBe(again);
  });
});

describe('finding 3: bodies that cannot be read are 4xx, and the flood guard counts them', () => {
  const send = (app: TestApp['app'], encoding: string, body: Buffer | string) =>
    request(app)
      .post('/gardenTips')
      .set(bearer(author))
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', encoding)
      .send(body);

  it.each([
    ['gzip', 'plain JSON, not gzip'],
    ['br', 'plain JSON, not brotli'],
    ['deflate', 'plain JSON, not deflate'],
  ])('answers 400 to a body labelled %s that is %s', async (encoding) => {
    const before = snapshot(t.store);
    expectProblem(await send(t.app, encoding, JSON.stringify(tipInput())), 400);
    expect(snapshot(t.store)).toEqual(before);
  });

  it('answers 400 to a truncated gzip body and 415 to an unknown encoding', async () => {
    const zipped = gzipSync(JSON.stringify(tipInput()));
    expectProblem(await send(t.app, 'gzip', zipped.subarray(0, zipped.length - 8)), 400);
    expectProblem(await send(t.app, 'x-unknown', JSON.stringify(tipInput())), 415);
  });

  it('still accepts a real gzip body', async () => {
    // Over a plain socket: supertest's client does not send a pre-compressed Buffer as is.
    const server = t.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const body = gzipSync(JSON.stringify(tipInput()));
      const status = await new Promise<number | undefined>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port: (server.address() as net.AddressInfo).port,
            method: 'POST',
            path: '/gardenTips',
            headers: {
              ...bearer(author),
              'content-type': 'application/json',
              'content-encoding': 'gzip',
              'content-length': body.length,
            },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode);
          },
        );
        req.on('error', reject);
        req.end(body);
      });
      expect(status).toBe(201);
    } finally {
      server.close();
    }
  });

  it('limits malformed and oversized bodies per address like any other request', async () => {
    const limited = buildTestApp({
      rateLimit: { windowMs: 60_000, readMax: 0, writeMax: 0, likeMax: 0, accountMax: 0, addressMax: 3 },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await send(limited.app, 'gzip', '{"not":"gzip"}')).status);
      expect(statuses).toEqual([400, 400, 400]);
      expectProblem(await send(limited.app, 'gzip', '{"not":"gzip"}'), 429);
      const huge = await request(limited.app)
        .post('/gardenTips')
        .set('Content-Type', 'application/json')
        .send(`"${'x'.repeat(200_000)}"`);
      expectProblem(huge, 429);
    } finally {
      await limited.close();
    }
  });
});

describe('finding 4: the Host header', () => {
  it.each(['a b', 'evil.example/path', 'a@b', '[not-ipv6]', ''])('answers 400 to Host %j', async (host) => {
    expectProblem(await request(t.app).get('/gardenTips?limit=1').set('Host', host), 400);
  });

  it.each(['evil.example:99999', '[::1', 'localhost:65536'])(
    'issue 22 #19: answers 400 to Host %j (a port past 65535, an unclosed bracket), as the client host does',
    async (host) => {
      expectProblem(await request(t.app).get('/gardenTips?limit=1').set('Host', host), 400);
    },
  );

  it('never copies a well-formed foreign Host into the Link header', async () => {
    const res = await request(t.app).get('/gardenTips?limit=1').set('Host', 'evil.example');
    expect(res.status).toBe(200);
    expect(res.headers.link).toMatch(/^<\/gardenTips\?limit=1&cursor=[^>]+>; rel="next"$/);
  });
});

describe('finding 5: until the e-mail is verified a member can read but not write', () => {
  let newcomer: Member;
  beforeAll(async () => {
    newcomer = await createUnverifiedMember();
  });

  it('refuses sharing, updating, deleting and liking with 403 and the message, changing nothing', async () => {
    const calls = [
      () => request(t.app).post('/gardenTips').set(bearer(newcomer)).send(tipInput()),
      () => request(t.app).patch(`/gardenTips/${pub}/like`).set(bearer(newcomer)).send({ increment: 1 }),
      () => request(t.app).put(`/gardenTips/${pub}`).set(bearer(newcomer)).send(tipInput()),
      () => request(t.app).delete(`/gardenTips/${pub}`).set(bearer(newcomer)),
    ];
    for (const call of calls) {
      const before = snapshot(t.store);
      const res = await call();
      expectProblem(res, 403);
      expect(res.body.detail).toBe(MESSAGES.emailNotVerified);
      expect(snapshot(t.store)).toEqual(before);
    }
  });

  it('lets the unverified member read, including Hidden tips', async () => {
    expect((await request(t.app).get('/gardenTips').set(bearer(newcomer))).status).toBe(200);
    expect((await request(t.app).get(`/gardenTips/${hidden}`).set(bearer(newcomer))).status).toBe(200);
  });

  it('lets the member like once the e-mail is verified (a fresh token carries email_verified)', async () => {
    const member = await createUnverifiedMember();
    expect(
      (await request(t.app).patch(`/gardenTips/${pub}/like`).set(bearer(member)).send({ increment: 1 })).status,
    ).toBe(403);
    await verifyEmail(member);
    const verified = { ...member, idToken: await signIn(member) };
    const res = await request(t.app).patch(`/gardenTips/${pub}/like`).set(bearer(verified)).send({ increment: 1 });
    expect(res.status).toBe(200);
    expect(res.body.liked).toBe(true);
  });
});

describe('finding 6: limits match paths the way Express routes them (case-insensitively)', () => {
  it('counts POST /USERS and /Users/ against the account-creation limit', async () => {
    const limited = buildTestApp({
      rateLimit: { windowMs: 60_000, readMax: 0, writeMax: 0, likeMax: 0, accountMax: 2, addressMax: 0 },
    });
    try {
      const members = await Promise.all([createMember(), createMember(), createMember()]);
      expect((await request(limited.app).post('/USERS').set(bearer(members[0]!)).send({})).status).toBe(201);
      expect((await request(limited.app).post('/Users/').set(bearer(members[1]!)).send({})).status).toBe(201);
      expectProblem(await request(limited.app).post('/uSeRs').set(bearer(members[2]!)).send({}), 429);
    } finally {
      await limited.close();
    }
  });

  it('counts PATCH /GARDENTIPS/{id}/LIKE against the like limit', async () => {
    const limited = buildTestApp({
      rateLimit: { windowMs: 60_000, readMax: 0, writeMax: 0, likeMax: 1, accountMax: 0, addressMax: 0 },
    });
    try {
      const id = await limited.store.createTip({
        ...tipInput(),
        email: author.email,
        displayName: 'A',
        authorUid: author.uid,
      });
      expect(
        (await request(limited.app).patch(`/GARDENTIPS/${id}/LIKE`).set(bearer(reader)).send({ increment: 1 })).status,
      ).toBe(200);
      expectProblem(
        await request(limited.app).patch(`/gardenTips/${id}/Like`).set(bearer(reader)).send({ increment: 1 }),
        429,
      );
    } finally {
      await limited.close();
    }
  });
});

describe('finding 7: impersonation and invisible text', () => {
  it("refuses another member's name, whatever the case, accents or spacing", async () => {
    const maya = await createMember();
    expect((await request(t.app).post('/users').set(bearer(maya)).send({ name: 'Maya Greenfield' })).status).toBe(201);
    for (const name of ['Maya Greenfield', 'maya greenfield', 'MÁYA  Greenfield', 'Maya Greenfiéld']) {
      const copycat = await createMember();
      const before = snapshot(t.store);
      const res = await request(t.app).post('/users').set(bearer(copycat)).send({ name });
      expectProblem(res, 409);
      expect(res.body.detail).toBe(MESSAGES.nameTaken);
      expect(snapshot(t.store)).toEqual(before);
      // Nor by changing the profile later.
      expectProblem(await request(t.app).patch('/users/me').set(bearer(copycat)).send({ name }), 409);
    }
    // Maya keeps her own name when she saves her profile again.
    expect((await request(t.app).patch('/users/me').set(bearer(maya)).send({ name: 'Maya Greenfield' })).status).toBe(
      200,
    );
  });

  it('refuses the name of a seeded author who has no record yet (it is on their tips)', async () => {
    await t.store.createTip({
      ...tipInput(),
      email: 'omar@greencircle.test',
      displayName: 'Omar Haddad',
      authorUid: 'seed-omar',
    });
    const copycat = await createMember();
    expectProblem(await request(t.app).post('/users').set(bearer(copycat)).send({ name: 'omar haddad' }), 409);
  });

  it('puts the name of the record on new tips, not a name the token claims', async () => {
    const member = await createMember({ displayName: 'Maya Greenfield' });
    const record = await request(t.app).post('/users').set(bearer(member)).send({ name: 'Real Name Of Member' });
    expect(record.status).toBe(201);
    const id = (await request(t.app).post('/gardenTips').set(bearer(member)).send(tipInput())).body.insertedId;
    expect((await request(t.app).get(`/gardenTips/${id}`)).body.displayName).toBe('Real Name Of Member');
  });

  it.each([
    ['only a zero-width space', '\u200B'],
    ['a right-to-left override', 'Tomatoes \u202Eseotamot'],
    ['a bidi isolate', 'Basil \u2066x\u2069'],
    ['a soft hyphen', 'Com\u00ADpost'],
    ['a control character', 'Mulch\u0007'],
    ['only punctuation', '!!! ---'],
  ])('refuses a title with %s', async (_what, title) => {
    const before = snapshot(t.store);
    const res = await request(t.app).post('/gardenTips').set(bearer(author)).send(tipInput({ title }));
    expectProblem(res, 400);
    expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'title' })]));
    expect(snapshot(t.store)).toEqual(before);
  });

  it("never shows a token's name that breaks the text rules, nor a non-http picture (the identity provider does not check them)", async () => {
    const member = await createMember({ displayName: 'Maya \u202EdlefneerG', photoURL: 'javascript:alert(1)' });
    const id = (await request(t.app).post('/gardenTips').set(bearer(member)).send(tipInput())).body.insertedId;
    const view = (await request(t.app).get(`/gardenTips/${id}`)).body;
    expect(view.displayName).toBe(MESSAGES.noName);
    expect(view.authorPhotoURL).toBeNull();
  });

  it('refuses a bidi override in a name', async () => {
    const member = await createMember();
    expectProblem(await request(t.app).post('/users').set(bearer(member)).send({ name: 'Maya \u202EdlefneerG' }), 400);
  });

  it('stores text NFC-normalised, and keeps emoji joiners and line breaks where they belong', async () => {
    const res = await request(t.app)
      .post('/gardenTips')
      .set(bearer(author))
      .send(tipInput({ title: 'Cafe\u0301 garden 👩‍🌾', description: 'Line one\nLine two\twith a tab' }));
    expect(res.status).toBe(201);
    const stored = await t.store.getTip(res.body.insertedId);
    expect(stored?.title).toBe('Caf\u00E9 garden 👩‍🌾');
    expect(stored?.description).toBe('Line one\nLine two\twith a tab');
  });
});

describe('finding 9: the process, its port and its files', { timeout: 90_000 }, () => {
  const dirs: string[] = [];
  const freshDataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gc-findings-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('says the port is taken and exits 1 (no TypeError)', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const { exited, output } = spawnServer({
        DATA_DIR: freshDataDir(),
        PORT: String(port),
        FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
        MONGODB_URI: '',
      });
      expect(await exited).toBe(1);
      expect(output()).toContain(`port ${port} is already in use`);
      expect(output()).not.toMatch(/TypeError|at .+\(.+:\d+:\d+\)/);
    } finally {
      blocker.close();
    }
  });

  it('creates its data owner-only (files 0600, folder 0700) and narrows older world-readable files', async () => {
    const dataDir = freshDataDir();
    // What an older version left behind: a world-readable folder and file.
    chmodSync(dataDir, 0o755);
    writeFileSync(path.join(dataDir, 'old-export.json'), '{}', { mode: 0o644 });
    chmodSync(path.join(dataDir, 'old-export.json'), 0o644);
    const server = await startServer({
      DATA_DIR: dataDir,
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
      MONGODB_URI: '',
    });
    try {
      const mode = (file: string) => statSync(path.join(dataDir, file)).mode & 0o777;
      expect(mode('')).toBe(0o700);
      expect(mode('old-export.json')).toBe(0o600);
      expect(mode('green-circle.db')).toBe(0o600);
      expect(mode('author-id.secret')).toBe(0o600);
      // A write makes the journal files; they are owner-only too.
      const tip = await fetch(`${server.url}/gardenTips`, {
        method: 'POST',
        headers: { ...bearer(author), 'content-type': 'application/json' },
        body: JSON.stringify(tipInput()),
      });
      expect(tip.status).toBe(201);
      expect(mode('green-circle.db-wal')).toBe(0o600);
    } finally {
      await server.stop('SIGTERM');
    }
  });

  it('listens on the loopback only while it trusts the Auth emulator', async () => {
    const server = await startServer({
      DATA_DIR: freshDataDir(),
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
      MONGODB_URI: '',
    });
    try {
      expect(server.output()).toContain('address: 127.0.0.1');
    } finally {
      await server.stop('SIGTERM');
    }
  });

  it('warns when HOST opens it to the network while it trusts the Auth emulator', async () => {
    const server = await startServer({
      DATA_DIR: freshDataDir(),
      HOST: '0.0.0.0',
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
      MONGODB_URI: '',
    });
    try {
      expect(server.output()).toContain(
        'WARNING: the API listens on 0.0.0.0 while it trusts the Auth emulator, which accepts unsigned tokens',
      );
    } finally {
      await server.stop('SIGTERM');
    }
  });
});
