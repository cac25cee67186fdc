// Issue 5, item 1: every call of DESIGN.md's table × {visitor, member A, member B, author}.
// One table; the cases are generated from it, so no cell can be forgotten. Each cell runs on
// fresh tips of the author, and a refused call must leave the store exactly as it was.
import { MEMBERS_ONLY_TIP } from '@green-circle/contract/messages';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthorIds } from '../../src/features/tips/author-id';
import { TEST_AUTHOR_ID_SECRET, buildTestApp, type TestApp } from '../helpers/app';
import { expectProblem, tipInput } from '../helpers/fixtures';
import { bearer, createMember, type Member } from '../helpers/members';
import { snapshot } from './helpers';

type Who = 'visitor' | 'memberA' | 'memberB' | 'author';
const WHO: Who[] = ['visitor', 'memberA', 'memberB', 'author'];

interface Cell {
  /** A Public and a Hidden tip of the author, made for this cell alone. */
  pub: string;
  hidden: string;
  members: Record<Exclude<Who, 'visitor'>, Member>;
}

interface Row {
  call: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: (c: Cell) => string;
  body?: (c: Cell) => object;
  expect: [visitor: number, memberA: number, memberB: number, author: number];
}

const UNKNOWN = '0123456789abcdef01234567';
const q = (email: string) => encodeURIComponent(email);
const like = { increment: 1 };

// prettier-ignore
const MATRIX: Row[] = [
  { call: 'GET /health',                         method: 'get',    path: () => '/health',                                     expect: [200, 200, 200, 200] },
  { call: 'GET /ready',                          method: 'get',    path: () => '/ready',                                      expect: [200, 200, 200, 200] },
  { call: 'GET /gardeners',                      method: 'get',    path: () => '/gardeners',                                  expect: [200, 200, 200, 200] },
  { call: 'GET /allGardeners',                   method: 'get',    path: () => '/allGardeners',                               expect: [200, 200, 200, 200] },
  { call: 'GET /top-liked',                      method: 'get',    path: () => '/top-liked',                                  expect: [200, 200, 200, 200] },
  { call: 'GET /gardenTips',                     method: 'get',    path: () => '/gardenTips',                                 expect: [200, 200, 200, 200] },
  { call: 'GET /gardenTips?email=author',        method: 'get',    path: (c) => `/gardenTips?email=${q(c.members.author.email)}`, expect: [401, 403, 403, 200] },
  { call: 'GET /gardenTips?email=A',             method: 'get',    path: (c) => `/gardenTips?email=${q(c.members.memberA.email)}`, expect: [401, 200, 403, 403] },
  { call: 'GET /gardenTips?liked=me',            method: 'get',    path: () => '/gardenTips?liked=me',                        expect: [401, 200, 200, 200] },
  { call: 'GET /gardenTips/{Public}',            method: 'get',    path: (c) => `/gardenTips/${c.pub}`,                       expect: [200, 200, 200, 200] },
  { call: 'GET /gardenTips/{Hidden}',            method: 'get',    path: (c) => `/gardenTips/${c.hidden}`,                    expect: [404, 200, 200, 200] },
  { call: 'GET /gardenTips/{unknown}',           method: 'get',    path: () => `/gardenTips/${UNKNOWN}`,                      expect: [404, 404, 404, 404] },
  { call: 'POST /gardenTips',                    method: 'post',   path: () => '/gardenTips', body: () => tipInput(),         expect: [401, 201, 201, 201] },
  { call: 'PUT /gardenTips/{Public}',            method: 'put',    path: (c) => `/gardenTips/${c.pub}`, body: () => tipInput(), expect: [401, 403, 403, 200] },
  { call: 'PUT /gardenTips/{Hidden}',            method: 'put',    path: (c) => `/gardenTips/${c.hidden}`, body: () => tipInput(), expect: [401, 403, 403, 200] },
  { call: 'PUT /gardenTips/{unknown}',           method: 'put',    path: () => `/gardenTips/${UNKNOWN}`, body: () => tipInput(), expect: [401, 404, 404, 404] },
  { call: 'PATCH /gardenTips/{Public}/like',     method: 'patch',  path: (c) => `/gardenTips/${c.pub}/like`, body: () => like, expect: [401, 200, 200, 200] },
  { call: 'PATCH /gardenTips/{Hidden}/like',     method: 'patch',  path: (c) => `/gardenTips/${c.hidden}/like`, body: () => like, expect: [401, 200, 200, 200] },
  { call: 'PATCH /gardenTips/{unknown}/like',    method: 'patch',  path: () => `/gardenTips/${UNKNOWN}/like`, body: () => like, expect: [401, 404, 404, 404] },
  { call: 'DELETE /gardenTips/{Public}/like',    method: 'delete', path: (c) => `/gardenTips/${c.pub}/like`,                  expect: [401, 200, 200, 200] },
  { call: 'DELETE /gardenTips/{unknown}/like',   method: 'delete', path: () => `/gardenTips/${UNKNOWN}/like`,                 expect: [401, 404, 404, 404] },
  { call: 'DELETE /gardenTips/{Public}',         method: 'delete', path: (c) => `/gardenTips/${c.pub}`,                       expect: [401, 403, 403, 200] },
  { call: 'DELETE /gardenTips/{Hidden}',         method: 'delete', path: (c) => `/gardenTips/${c.hidden}`,                    expect: [401, 403, 403, 200] },
  { call: 'DELETE /gardenTips/{unknown}',        method: 'delete', path: () => `/gardenTips/${UNKNOWN}`,                      expect: [401, 404, 404, 404] },
  { call: 'GET /users?email=author',             method: 'get',    path: (c) => `/users?email=${q(c.members.author.email)}`,  expect: [401, 403, 403, 200] },
  { call: 'GET /users?email=A',                  method: 'get',    path: (c) => `/users?email=${q(c.members.memberA.email)}`, expect: [401, 200, 403, 403] },
  { call: 'GET /users (no email)',               method: 'get',    path: () => '/users',                                      expect: [401, 400, 400, 400] },
  { call: 'POST /users (first)',                 method: 'post',   path: () => '/users', body: () => ({}),                 expect: [401, 201, 201, 201] },
  // The caller's record already exists (made just before the call).
  { call: 'POST /users (repeat)',                method: 'post',   path: () => '/users', body: () => ({}),                 expect: [401, 200, 200, 200] },
  { call: 'PATCH /users/me',                    method: 'patch',  path: () => '/users/me', body: () => ({ photoURL: 'https://example.com/me.png' }), expect: [401, 200, 200, 200] },
  { call: 'PUT /users/me/photo',                 method: 'put',    path: () => '/users/me/photo', body: () => ({ photoURL: 'https://example.com/me.png' }), expect: [401, 200, 200, 200] },
  // A member's upload as another member's profile photo (POST /uploads is multipart: uploads.test.ts covers it).
  { call: 'PUT /users/me/photo {unknown upload}', method: 'put',   path: () => '/users/me/photo', body: () => ({ photoURL: `/uploads/${UNKNOWN}/320x240.webp` }), expect: [401, 400, 400, 400] },
  { call: 'GET /dashboard-stats?email=author',   method: 'get',    path: (c) => `/dashboard-stats?email=${q(c.members.author.email)}`, expect: [401, 403, 403, 200] },
  { call: 'GET /dashboard-stats?email=A',        method: 'get',    path: (c) => `/dashboard-stats?email=${q(c.members.memberA.email)}`, expect: [401, 200, 403, 403] },
];

let t: TestApp;
let members: Cell['members'];

beforeAll(async () => {
  t = buildTestApp();
  const [memberA, memberB, author] = await Promise.all([createMember(), createMember(), createMember()]);
  members = { memberA: memberA!, memberB: memberB!, author: author! };
});
afterAll(() => t.close());

/** Each cell gets its own members for POST /users, since a user record is made once per account. */
async function cellFor(row: Row): Promise<Cell> {
  // Straight into the store (POST /gardenTips has its own row): the author's identity as the API would set it.
  const { author } = members;
  const make = (availability: 'Public' | 'Hidden') =>
    t.store.createTip({
      ...tipInput({ availability }),
      email: author.email,
      displayName: author.email.split('@')[0]!,
      authorUid: author.uid,
    });
  const [pub, hidden] = await Promise.all([make('Public'), make('Hidden')]);
  const cellMembers = row.call.startsWith('POST /users')
    ? (Object.fromEntries(
        await Promise.all(Object.keys(members).map(async (who) => [who, await createMember()] as const)),
      ) as Cell['members'])
    : members;
  return { pub, hidden, members: cellMembers };
}

/**
 * Privacy: the answer's text (body and headers) holds no e-mail or uid of any member but the
 * caller. The caller's own may appear (GET /users?email= answers the caller's record).
 */
function expectNoOneElses(res: request.Response, cell: Cell, caller: Member | null) {
  const text = `${JSON.stringify(res.headers)}\n${res.text}`;
  for (const member of Object.values(cell.members)) {
    if (member === caller) continue;
    expect(text, 'an e-mail of another member').not.toContain(member.email);
    expect(text, 'a uid of another member').not.toContain(member.uid);
  }
  expect(text).not.toMatch(/"(authorUid|userEmail)"/);
}

const cases = MATRIX.flatMap((row) =>
  WHO.map((who, i) => ({ row, who, status: row.expect[i]!, name: `${row.call} as ${who}` })),
);

describe('authorization matrix (DESIGN.md table × caller, with the privacy column)', () => {
  it('covers every call of the table for every caller', () => {
    expect(cases).toHaveLength(MATRIX.length * WHO.length);
    const calls = new Set(
      MATRIX.map((row) =>
        row.call
          .split(' ')
          .slice(0, 2)
          .join(' ')
          .replace(/\?.*|\/\{.*|\s\(.*/, ''),
      ),
    );
    for (const call of [
      'GET /gardeners',
      'GET /allGardeners',
      'GET /top-liked',
      'GET /gardenTips',
      'POST /gardenTips',
      'PUT /gardenTips',
      'PATCH /gardenTips',
      'DELETE /gardenTips',
      'GET /users',
      'POST /users',
      'PATCH /users/me',
      'GET /dashboard-stats',
    ]) {
      expect(calls).toContain(call);
    }
  });

  it.each(cases)("$name → $status, no one else's e-mail or uid", async ({ row, who, status }) => {
    const cell = await cellFor(row);
    const caller = who === 'visitor' ? null : cell.members[who];
    if (row.call === 'POST /users (repeat)' && caller) {
      expect((await request(t.app).post('/users').set(bearer(caller)).send({})).status).toBe(201);
    }
    const before = snapshot(t.store);
    let req = request(t.app)[row.method](row.path(cell));
    if (caller) req = req.set(bearer(caller));
    const res = row.body ? await req.send(row.body(cell)) : await req;
    if (status >= 400) {
      expectProblem(res, status);
      // A refused call changes nothing.
      expect(snapshot(t.store)).toEqual(before);
    } else {
      expect(res.status).toBe(status);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
    // The privacy column (issue 15): no answer carries another member's e-mail or uid.
    expectNoOneElses(res, cell, caller);
  });
});

describe('Hidden tips never reach a visitor', () => {
  const MARK = 'zqxhiddenmark';
  let hiddenIds: string[];
  let publicIds: string[];

  beforeAll(async () => {
    const author = members.author;
    const post = (over: object) => request(t.app).post('/gardenTips').set(bearer(author)).send(tipInput(over));
    // Hidden tips in every category and difficulty, carrying the mark in every searchable field.
    const hidden = await Promise.all(
      (['Composting', 'Plant Care', 'Vertical Gardening', 'Hydroponics', 'Indoor Plants'] as const).flatMap(
        (category) =>
          (['Easy', 'Medium', 'Hard'] as const).map((difficulty) =>
            post({
              availability: 'Hidden',
              category,
              difficulty,
              title: `Secret ${MARK}`,
              plantType: MARK,
              description: `Only members ${MARK}`,
            }),
          ),
      ),
    );
    hiddenIds = hidden.map((res) => res.body.insertedId);
    publicIds = [(await post({ title: `Open ${MARK}x` })).body.insertedId];
    // Many likes on the Hidden tips, so they would top any most-liked list they could reach.
    const likers = [
      members.memberA,
      members.memberB,
      members.author,
      ...(await Promise.all([createMember(), createMember(), createMember()])),
    ];
    await Promise.all(
      hiddenIds.flatMap((id) =>
        likers.map((m) => request(t.app).patch(`/gardenTips/${id}/like`).set(bearer(m)).send(like)),
      ),
    );
  });

  const publicTotal = () =>
    t.store.db.prepare("SELECT COUNT(*) AS n FROM tips WHERE availability = 'Public'").get() as { n: number };

  function expectNoHidden(res: request.Response) {
    expect(res.status).toBe(200);
    expect(res.text).not.toContain(`Secret ${MARK}`);
    for (const id of hiddenIds) expect(res.text).not.toContain(id);
    const items = Array.isArray(res.body) ? (res.body as { availability?: string }[]) : [];
    for (const tip of items) if (tip.availability !== undefined) expect(tip.availability).toBe('Public');
  }

  const lists = [
    '/gardenTips',
    '/gardenTips?limit=100',
    '/gardenTips?sort=likes&limit=100',
    '/gardenTips?availability=Hidden',
    '/gardenTips?availability=Hidden&sort=likes',
    '/gardenTips?availability=Public',
    `/gardenTips?q=${MARK}`,
    `/gardenTips?q=secret%20${MARK}`,
    `/gardenTips?q=${MARK}&sort=likes`,
    `/gardenTips?q=${MARK}&availability=Hidden`,
    '/gardenTips?category=Hydroponics&difficulty=Hard',
    '/gardenTips?category=Composting&sort=likes',
    '/gardenTips?difficulty=Medium&availability=Hidden',
  ];

  it.each(lists)('a visitor gets no Hidden tip from %s, and X-Total-Count counts Public tips only', async (path) => {
    const res = await request(t.app).get(path);
    expectNoHidden(res);
    const total = Number(res.headers['x-total-count']);
    expect(total).toBeLessThanOrEqual(publicTotal().n);
    if (path.includes('availability=Hidden')) expect(total).toBe(0);
    if (path === '/gardenTips') expect(total).toBe(publicTotal().n);
  });

  it('a visitor search for the mark finds only the Public tip that carries it', async () => {
    const res = await request(t.app).get(`/gardenTips?q=${MARK}x`);
    expectNoHidden(res);
    expect(res.body.map((tip: { _id: string }) => tip._id)).toEqual(publicIds);
    expect(res.headers['x-total-count']).toBe('1');
  });

  it('a visitor walking every page never meets a Hidden tip', async () => {
    let url: string | null = '/gardenTips?limit=3&sort=likes';
    let seen = 0;
    while (url) {
      const res: request.Response = await request(t.app).get(url);
      expectNoHidden(res);
      seen += res.body.length;
      const next = /<([^>]+)>; rel="next"/.exec(res.headers.link ?? '')?.[1];
      url = next ?? null;
    }
    expect(seen).toBe(publicTotal().n);
  });

  it('top-liked leaves Hidden tips out for everyone, however liked', async () => {
    for (const caller of [null, members.memberA, members.author]) {
      let req = request(t.app).get('/top-liked');
      if (caller) req = req.set(bearer(caller));
      expectNoHidden(await req);
    }
  });

  // Findings 2 (issue 33): a visitor's link to a members' tip leads to sign-in, an unknown id to
  // the not-found page, so the API says which (MEMBERS_ONLY_TIP) and nothing else of the tip.
  it('details of a Hidden tip answer a visitor 404 with nothing of the tip, said apart from an unknown id', async () => {
    const unknown = await request(t.app).get(`/gardenTips/${UNKNOWN}`);
    for (const id of hiddenIds) {
      const res = await request(t.app).get(`/gardenTips/${id}`);
      expectProblem(res, 404);
      expect(res.text).not.toContain(MARK);
      expect(res.body.detail).toBe(MEMBERS_ONLY_TIP);
      expect(Object.keys(res.body).sort()).toEqual(Object.keys(unknown.body).sort());
    }
    expect(unknown.body.detail).not.toBe(MEMBERS_ONLY_TIP);
  });

  it('liked=me, email= and the member-only counts answer a visitor 401 without data', async () => {
    for (const path of [
      '/gardenTips?liked=me',
      `/gardenTips?email=${q(members.author.email)}`,
      `/dashboard-stats?email=${q(members.author.email)}`,
    ]) {
      const res = await request(t.app).get(path);
      expectProblem(res, 401);
      expect(res.headers['x-total-count']).toBeUndefined();
      expect(res.text).not.toContain(MARK);
    }
  });

  it('a visitor cannot like, change or delete a Hidden tip, nor learn that it exists', async () => {
    const before = snapshot(t.store);
    for (const id of hiddenIds.slice(0, 3)) {
      expectProblem(await request(t.app).patch(`/gardenTips/${id}/like`).send(like), 401);
      expectProblem(await request(t.app).put(`/gardenTips/${id}`).send(tipInput()), 401);
      expectProblem(await request(t.app).delete(`/gardenTips/${id}`), 401);
    }
    expect(snapshot(t.store)).toEqual(before);
  });
});

// Issue 26: the safety calls × {visitor, member, author, moderator, admin}, built like the table
// above on an app of its own. Each cell gets a fresh tip of the author and a fresh gardener who
// is no test member (so a suspension or a role change touches no one else's cell).
type SafetyWho = 'visitor' | 'member' | 'author' | 'moderator' | 'admin';
const SAFETY_WHO: SafetyWho[] = ['visitor', 'member', 'author', 'moderator', 'admin'];
interface SafetyCell {
  tip: string;
  hiddenTip: string;
  /** The author's comment on `tip`, and another that moderators hid. */
  comment: string;
  hiddenComment: string;
  authorId: string;
  strangerId: string;
}
interface SafetyRow {
  call: string;
  method: 'get' | 'post' | 'put' | 'delete';
  path: (c: SafetyCell) => string;
  body?: (c: SafetyCell) => object;
  expect: [visitor: number, member: number, author: number, moderator: number, admin: number];
}
const tipTarget = (c: SafetyCell) => ({ kind: 'tip', id: c.tip });
const action =
  (name: string, extra: object = {}) =>
  (c: SafetyCell) => ({ target: tipTarget(c), action: name, reason: 'matrix', ...extra });

// prettier-ignore
const SAFETY_MATRIX: SafetyRow[] = [
  { call: 'POST /reports {tip}',                   method: 'post',   path: () => '/reports', body: (c) => ({ target: tipTarget(c), reason: 'spam' }), expect: [401, 201, 400, 201, 201] },
  { call: 'POST /reports {gardener}',              method: 'post',   path: () => '/reports', body: (c) => ({ target: { kind: 'gardener', id: c.authorId }, reason: 'harassment' }), expect: [401, 201, 400, 201, 201] },
  { call: 'POST /reports {unknown}',               method: 'post',   path: () => '/reports', body: () => ({ target: { kind: 'tip', id: UNKNOWN }, reason: 'spam' }), expect: [401, 404, 404, 404, 404] },
  { call: 'POST /reports {tip hidden by moderators}', method: 'post', path: () => '/reports', body: (c) => ({ target: { kind: 'tip', id: c.hiddenTip }, reason: 'spam' }), expect: [401, 404, 400, 404, 404] },
  { call: 'POST /reports {comment}',               method: 'post',   path: () => '/reports', body: (c) => ({ target: { kind: 'comment', id: c.comment }, reason: 'spam' }), expect: [401, 201, 400, 201, 201] },
  { call: 'POST /reports {comment hidden by moderators}', method: 'post', path: () => '/reports', body: (c) => ({ target: { kind: 'comment', id: c.hiddenComment }, reason: 'spam' }), expect: [401, 404, 400, 404, 404] },
  { call: 'POST /moderation/actions hide {comment}', method: 'post', path: () => '/moderation/actions', body: (c) => ({ target: { kind: 'comment', id: c.comment }, action: 'hide', reason: 'matrix' }), expect: [401, 403, 403, 200, 200] },
  { call: 'POST /moderation/actions restore {comment}', method: 'post', path: () => '/moderation/actions', body: (c) => ({ target: { kind: 'comment', id: c.hiddenComment }, action: 'restore', reason: 'matrix' }), expect: [401, 403, 403, 200, 200] },
  { call: 'GET /moderation/people?q=',             method: 'get',    path: () => '/moderation/people?q=Gardener',               expect: [401, 403, 403, 403, 200] },
  { call: 'GET /gardenTips/{hidden by moderators}', method: 'get',   path: (c) => `/gardenTips/${c.hiddenTip}`,                 expect: [404, 404, 200, 404, 404] },
  { call: 'GET /moderation/reports',               method: 'get',    path: () => '/moderation/reports',                         expect: [401, 403, 403, 200, 200] },
  { call: 'GET /moderation/reports?status=closed', method: 'get',    path: () => '/moderation/reports?status=closed',           expect: [401, 403, 403, 200, 200] },
  { call: 'POST /moderation/actions dismiss',      method: 'post',   path: () => '/moderation/actions', body: action('dismiss'), expect: [401, 403, 403, 200, 200] },
  { call: 'POST /moderation/actions hide',         method: 'post',   path: () => '/moderation/actions', body: action('hide'),    expect: [401, 403, 403, 200, 200] },
  { call: 'POST /moderation/actions restore',      method: 'post',   path: () => '/moderation/actions', body: (c) => ({ target: { kind: 'tip', id: c.hiddenTip }, action: 'restore', reason: 'matrix' }), expect: [401, 403, 403, 200, 200] },
  { call: 'POST /moderation/actions suspend',      method: 'post',   path: () => '/moderation/actions', body: (c) => ({ target: { kind: 'gardener', id: c.strangerId }, action: 'suspend', reason: 'matrix', days: 1 }), expect: [401, 403, 403, 200, 200] },
  { call: 'GET /moderation/log',                   method: 'get',    path: () => '/moderation/log',                             expect: [401, 403, 403, 200, 200] },
  { call: 'GET /moderation/roles',                 method: 'get',    path: () => '/moderation/roles',                           expect: [401, 403, 403, 200, 200] },
  { call: 'PUT /moderation/roles/{gardener}',      method: 'put',    path: (c) => `/moderation/roles/${c.strangerId}`, body: () => ({ role: 'moderator' }), expect: [401, 403, 403, 403, 200] },
  { call: 'PUT /me/blocks/{author}',               method: 'put',    path: (c) => `/me/blocks/${c.authorId}`,                   expect: [401, 201, 400, 201, 201] },
  { call: 'DELETE /me/blocks/{author}',            method: 'delete', path: (c) => `/me/blocks/${c.authorId}`,                   expect: [401, 200, 200, 200, 200] },
  { call: 'GET /me/blocks',                        method: 'get',    path: () => '/me/blocks',                                  expect: [401, 200, 200, 200, 200] },
];

describe('authorization matrix, issue 26 (safety calls × caller and role, with the privacy column)', () => {
  let s: TestApp;
  let who: Record<Exclude<SafetyWho, 'visitor'>, Member>;
  let strangers = 0;

  beforeAll(async () => {
    s = buildTestApp();
    const [member, author, moderator, admin] = await Promise.all([
      createMember(),
      createMember(),
      createMember(),
      createMember(),
    ]);
    who = { member: member!, author: author!, moderator: moderator!, admin: admin! };
    for (const m of Object.values(who)) await request(s.app).post('/users').set(bearer(m)).send({});
    await s.store.setRole(moderator!.uid, 'moderator');
    await s.store.setRole(admin!.uid, 'admin');
  });
  afterAll(() => s.close());

  async function safetyCell(): Promise<SafetyCell> {
    const { author } = who;
    const make = (authorUid: string, email: string) =>
      s.store.createTip({ ...tipInput(), email, displayName: `Gardener ${authorUid.slice(0, 6)}`, authorUid });
    const [tip, hiddenTip] = await Promise.all([make(author.uid, author.email), make(author.uid, author.email)]);
    await s.store.setTipModeration(hiddenTip, { hiddenAt: new Date().toISOString(), reason: 'matrix' });
    const writeComment = async () =>
      (await s.store.createComment({
        tipId: tip,
        parentId: null,
        authorUid: author.uid,
        displayName: 'Comment author',
        authorPhotoURL: '',
        body: 'A comment for the matrix',
      }))!._id;
    const [comment, hiddenComment] = [await writeComment(), await writeComment()];
    await s.store.setCommentModeration(hiddenComment, { hiddenAt: new Date().toISOString(), reason: 'matrix' });
    strangers += 1;
    const strangerUid = `stranger-${strangers}-${Date.now()}`;
    const strangerEmail = `${strangerUid}@greencircle.test`;
    await make(strangerUid, strangerEmail);
    const now = new Date().toISOString();
    await s.store.createUser({
      uid: strangerUid,
      email: strangerEmail,
      name: '',
      photoURL: '',
      creationTime: now,
      lastSignInTime: now,
      emailVerified: true,
    });
    const ids = createAuthorIds(TEST_AUTHOR_ID_SECRET);
    return { tip, hiddenTip, comment, hiddenComment, authorId: ids(author.uid), strangerId: ids(strangerUid) };
  }

  const safetyCases = SAFETY_MATRIX.flatMap((row) =>
    SAFETY_WHO.map((caller, i) => ({ row, caller, status: row.expect[i]!, name: `${row.call} as ${caller}` })),
  );

  it.each(safetyCases)("$name → $status, no one else's e-mail or uid", async ({ row, caller, status }) => {
    const cell = await safetyCell();
    const member = caller === 'visitor' ? null : who[caller];
    const before = snapshot(s.store);
    let req = request(s.app)[row.method](row.path(cell));
    if (member) req = req.set(bearer(member));
    const res = row.body ? await req.send(row.body(cell)) : await req;
    if (status >= 400) {
      expectProblem(res, status);
      expect(snapshot(s.store)).toEqual(before);
    } else {
      expect(res.status).toBe(status);
    }
    const text = `${JSON.stringify(res.headers)}\n${res.text}`;
    for (const other of Object.values(who)) {
      if (other === member) continue;
      expect(text).not.toContain(other.email);
      expect(text).not.toContain(other.uid);
    }
    expect(text).not.toMatch(/stranger-\d|"(authorUid|reporterUid|moderatorUid|email)"/);
  });
});
