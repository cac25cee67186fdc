import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SAFETY_MESSAGES } from '@green-circle/contract';
import { expectProblem, tipInput } from '../../../test/helpers/fixtures';
import { plainImage } from '../../../test/helpers/images';
import { TEST_AUTHOR_ID_SECRET, buildTestApp, type TestApp } from '../../../test/helpers/app';
import { ageAccount } from '../../../test/helpers/safety';
import { createAuthorIds } from '../tips/author-id';
import {
  bearer,
  createAnonymousMember,
  createMember,
  createMembers,
  createUnverifiedMember,
  type Member,
} from '../../../test/helpers/members';

let t: TestApp;
let author: Member;
let a: Member;
let b: Member;
let unverified: Member;
let anonymous: { uid: string; idToken: string };

beforeAll(async () => {
  t = buildTestApp();
  [author, a, b, unverified, anonymous] = await Promise.all([
    createMember({ displayName: 'Tip Author' }),
    createMember({ displayName: 'Ana Member' }),
    createMember({ displayName: 'Ben Member' }),
    createUnverifiedMember(),
    createAnonymousMember(),
  ]);
});
afterAll(() => t.close());

async function share(overrides = {}, as: Member = author) {
  const res = await request(t.app).post('/gardenTips').set(bearer(as)).send(tipInput(overrides));
  expect(res.status).toBe(201);
  return res.body.insertedId as string;
}
const post = (tipId: string, body: object, as?: { idToken: string }) => {
  const req = request(t.app).post(`/gardenTips/${tipId}/comments`);
  return (as ? req.set(bearer(as)) : req).send(body);
};
const comments = (tipId: string, as?: { idToken: string }, query = '') => {
  const req = request(t.app).get(`/gardenTips/${tipId}/comments${query}`);
  return as ? req.set(bearer(as)) : req;
};
const putTrial = (tipId: string, body: object, as?: { idToken: string }) => {
  const req = request(t.app).put(`/gardenTips/${tipId}/trials/me`);
  return (as ? req.set(bearer(as)) : req).send(body);
};
const tipAs = (tipId: string, as?: { idToken: string }) => {
  const req = request(t.app).get(`/gardenTips/${tipId}`);
  return as ? req.set(bearer(as)) : req;
};
const setGarden = (as: Member, garden: object) => request(t.app).put('/me/garden').set(bearer(as)).send(garden);

/** Nothing in an answer names a member by e-mail or uid. */
function expectNoPrivateIds(text: string) {
  for (const m of [author, a, b, unverified]) {
    expect(text).not.toContain(m.email);
    expect(text).not.toContain(m.uid);
  }
  expect(text).not.toContain(anonymous.uid);
  expect(text).not.toMatch(/"(email|authorUid|uid)"/);
}

describe('comments', () => {
  it('a verified member comments: 201 with the public shape; anyone reads it; no e-mail or uid anywhere', async () => {
    const tipId = await share();
    const res = await post(tipId, { body: 'Straw worked for me.\nEven in a dry July.' }, a);
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe(`/comments/${res.body._id}`);
    expect(res.body).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      tipId,
      parentId: null,
      body: 'Straw worked for me.\nEven in a dry July.',
      displayName: 'Ana Member',
      authorPhotoURL: null,
      authorId: expect.stringMatching(/^[0-9a-f]{24}$/),
      createdAt: expect.any(String),
      editedAt: null,
      deleted: false,
      removed: false,
      mine: true,
    });
    const visitor = await comments(tipId);
    expect(visitor.status).toBe(200);
    expect(visitor.headers['x-total-count']).toBe('1');
    expect(visitor.body[0]).not.toHaveProperty('mine');
    expect((await comments(tipId, b)).body[0].mine).toBe(false);
    expect((await tipAs(tipId)).body.commentCount).toBe(1);
    expectNoPrivateIds(res.text);
    expectNoPrivateIds(visitor.text);
    expectNoPrivateIds((await comments(tipId, b)).text);
  });

  it('refuses a visitor (401), an anonymous account and an unverified member (403 with the verify message)', async () => {
    const tipId = await share();
    expectProblem(await post(tipId, { body: 'Hello' }), 401);
    expectProblem(await post(tipId, { body: 'Hello' }, anonymous), 403);
    const res = await post(tipId, { body: 'Hello' }, unverified);
    expectProblem(res, 403);
    expect(res.body.detail).toBe(MESSAGES.emailNotVerified);
    expect((await comments(tipId)).body).toEqual([]);
  });

  it('keeps HTML and <script> as the text written, and answers it as JSON text', async () => {
    const tipId = await share();
    const body = '<script>alert(1)</script> <img src=x onerror=alert(1)> & "quotes"';
    const res = await post(tipId, { body }, a);
    expect(res.status).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const listed = await comments(tipId);
    expect(listed.body[0].body).toBe(body);
    expect(listed.headers['content-type']).toMatch(/^application\/json/);
  });

  it.each([
    ['2,001 characters', 'a'.repeat(2001)],
    ['nothing', ''],
    ['only spaces', '   \n  '],
    ['no visible letter', '?!... ---'],
    ['a zero-width space', 'Hello\u200bworld'],
    ['a right-to-left override', 'Hello \u202Edlrow'],
    ['a bidi isolate', 'Hello \u2066world\u2069'],
    ['a control character', 'Hello\u0007'],
  ])('refuses a body with %s (400) and stores nothing', async (_label, body) => {
    const tipId = await share();
    expectProblem(await post(tipId, { body }, a), 400);
    expect((await comments(tipId)).headers['x-total-count']).toBe('0');
  });

  it('accepts exactly 2,000 characters, and refuses unknown fields and a non-string body', async () => {
    const tipId = await share();
    expect((await post(tipId, { body: 'b'.repeat(2000) }, a)).status).toBe(201);
    expectProblem(await post(tipId, { body: 'Hi there', authorUid: a.uid }, a), 400);
    expectProblem(await post(tipId, { body: 42 }, a), 400);
  });

  it('a Hidden tip: a visitor gets 404 for its comments, a member reads and writes them', async () => {
    const tipId = await share({ availability: 'Hidden' });
    expect((await post(tipId, { body: 'Members only here' }, a)).status).toBe(201);
    expectProblem(await comments(tipId), 404);
    expectProblem(await comments(tipId, anonymous), 404);
    expect((await comments(tipId, b)).body).toHaveLength(1);
    expectProblem(await comments('0123456789abcdef01234567'), 404);
    expectProblem(await comments('nope'), 400);
  });

  it('replies go one level deep: a reply to a reply joins the same thread', async () => {
    const tipId = await share();
    const first = (await post(tipId, { body: 'Did anyone try it in clay?' }, a)).body;
    const reply = (await post(tipId, { body: 'Yes, fine in clay.', parentId: first._id }, b)).body;
    const replyToReply = await post(tipId, { body: 'Thanks, Ben!', parentId: reply._id }, a);
    expect(replyToReply.status).toBe(201);
    expect(reply.parentId).toBe(first._id);
    expect(replyToReply.body.parentId).toBe(first._id);
    const other = await share();
    expectProblem(await post(other, { body: 'Wrong tip', parentId: first._id }, a), 400);
    expectProblem(await post(tipId, { body: 'Nobody', parentId: '0123456789abcdef01234567' }, a), 400);
  });

  it('the author edits (marked edited); another member gets 403, a visitor 401, an unverified member 403', async () => {
    const tipId = await share();
    const c = (await post(tipId, { body: 'First words' }, a)).body;
    expectProblem(await request(t.app).patch(`/comments/${c._id}`).set(bearer(b)).send({ body: 'Hijacked' }), 403);
    expectProblem(await request(t.app).patch(`/comments/${c._id}`).send({ body: 'Hijacked' }), 401);
    expectProblem(
      await request(t.app).patch(`/comments/${c._id}`).set(bearer(unverified)).send({ body: 'Hijacked' }),
      403,
    );
    expectProblem(
      await request(t.app)
        .patch(`/comments/${c._id}`)
        .set(bearer(a))
        .send({ body: 'x'.repeat(2001) }),
      400,
    );
    const edited = await request(t.app).patch(`/comments/${c._id}`).set(bearer(a)).send({ body: 'Better words' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ body: 'Better words', editedAt: expect.any(String), mine: true });
    expect((await comments(tipId)).body[0].body).toBe('Better words');
    expectProblem(
      await request(t.app).patch('/comments/0123456789abcdef01234567').set(bearer(a)).send({ body: 'Nope' }),
      404,
    );
  });

  it('a save with the same text does not mark the comment edited', async () => {
    const tipId = await share();
    const c = (await post(tipId, { body: 'Mulch keeps the roots cool.' }, a)).body;
    const same = await request(t.app)
      .patch(`/comments/${c._id}`)
      .set(bearer(a))
      .send({ body: 'Mulch keeps the roots cool.' });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ body: 'Mulch keeps the roots cool.', editedAt: null, mine: true });
    expect((await comments(tipId)).body[0].editedAt).toBeNull();
  });

  it('the author deletes: with a reply left it reads "deleted" with no text; another member gets 403', async () => {
    const tipId = await share();
    const first = (await post(tipId, { body: 'My secret first words' }, a)).body;
    const reply = (await post(tipId, { body: 'A reply', parentId: first._id }, b)).body;
    expectProblem(await request(t.app).delete(`/comments/${first._id}`).set(bearer(b)), 403);
    expectProblem(await request(t.app).delete(`/comments/${first._id}`), 401);
    const res = await request(t.app).delete(`/comments/${first._id}`).set(bearer(a));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deletedCount: 1 });
    const listed = await comments(tipId);
    expect(listed.body.map((c: { _id: string }) => c._id)).toEqual([first._id, reply._id]);
    expect(listed.body[0]).toMatchObject({ deleted: true, body: '' });
    expect(listed.text).not.toContain('secret');
    expect((await tipAs(tipId)).body.commentCount).toBe(1);
    expectProblem(await request(t.app).delete(`/comments/${first._id}`).set(bearer(a)), 404);
    expect((await request(t.app).delete(`/comments/${reply._id}`).set(bearer(b))).body).toEqual({ deletedCount: 1 });
    expect((await comments(tipId)).body).toEqual([]);
  });

  it('lists oldest first, 20 at a time, with Link and X-Total-Count; a bad cursor is 400', async () => {
    const tipId = await share();
    for (let i = 0; i < 23; i += 1) await post(tipId, { body: `Comment number ${i}` }, a);
    const first = await comments(tipId);
    expect(first.body).toHaveLength(20);
    expect(first.headers['x-total-count']).toBe('23');
    expect(first.body[0].body).toBe('Comment number 0');
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.link ?? '')![1]!;
    expect(next.startsWith(`/gardenTips/${tipId}/comments?`)).toBe(true);
    const second = await request(t.app).get(next);
    expect(second.body.map((c: { body: string }) => c.body)).toEqual([
      'Comment number 20',
      'Comment number 21',
      'Comment number 22',
    ]);
    expect(second.headers.link).toBeUndefined();
    expectProblem(await comments(tipId, undefined, '?cursor=garbage'), 400);
    expectProblem(await comments(tipId, undefined, '?limit=0'), 400);
    expectProblem(await comments(tipId, undefined, '?limit=101'), 400);
  });

  it('a deleted tip takes its comments and trials with it', async () => {
    const tipId = await share();
    const c = (await post(tipId, { body: 'Soon gone' }, a)).body;
    expect((await putTrial(tipId, { outcome: 'worked' }, a)).status).toBe(201);
    expect((await request(t.app).delete(`/gardenTips/${tipId}`).set(bearer(author))).status).toBe(200);
    expect(await t.store.getComment(c._id)).toBeNull();
    expect(await t.store.getTrial(tipId, a.uid)).toBeNull();
    expectProblem(await comments(tipId), 404);
  });
});

describe('"I tried this"', () => {
  it('PUT answers 201 the first time and 200 after; the summary and myTrial follow; DELETE withdraws', async () => {
    const tipId = await share();
    await setGarden(a, { hemisphere: 'south', zone: '9b' });
    const first = await putTrial(tipId, { outcome: 'worked', note: 'Great in sandy soil', month: 11 }, a);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      outcome: 'worked',
      note: 'Great in sandy soil',
      photo: null,
      photoAlt: '',
      month: 11,
      hemisphere: 'south',
      zone: '9b',
      displayName: 'Ana Member',
      authorPhotoURL: null,
      authorId: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      mine: true,
    });
    expectNoPrivateIds(first.text);
    const visitorView = await tipAs(tipId);
    expect(visitorView.body.trials).toEqual({ worked: 1, partly: 0, failed: 0 });
    expect(visitorView.body).not.toHaveProperty('myTrial');
    expect((await tipAs(tipId, a)).body.myTrial).toBe('worked');
    expect((await tipAs(tipId, b)).body.myTrial).toBeNull();

    const changed = await putTrial(tipId, { outcome: 'failed' }, a);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ _id: first.body._id, outcome: 'failed', note: '', month: null });
    expect((await tipAs(tipId)).body.trials).toEqual({ worked: 0, partly: 0, failed: 1 });
    const list = await request(t.app).get('/gardenTips?limit=100').set(bearer(a));
    const listed = list.body.find((tip: { _id: string }) => tip._id === tipId);
    expect(listed).toMatchObject({ trials: { worked: 0, partly: 0, failed: 1 }, myTrial: 'failed', commentCount: 0 });

    // Another member's DELETE of their own (absent) report leaves Ana's alone.
    expect((await request(t.app).delete(`/gardenTips/${tipId}/trials/me`).set(bearer(b))).body).toEqual({
      deletedCount: 0,
    });
    expect((await tipAs(tipId)).body.trials.failed).toBe(1);
    const withdrawn = await request(t.app).delete(`/gardenTips/${tipId}/trials/me`).set(bearer(a));
    expect(withdrawn.body).toEqual({ deletedCount: 1 });
    expect((await tipAs(tipId)).body.trials).toEqual({ worked: 0, partly: 0, failed: 0 });
    expect((await tipAs(tipId, a)).body.myTrial).toBeNull();
  });

  it('refuses a visitor, an anonymous account, an unverified member, the tip\u2019s author and bad reports', async () => {
    const tipId = await share();
    expectProblem(await putTrial(tipId, { outcome: 'worked' }), 401);
    expectProblem(await putTrial(tipId, { outcome: 'worked' }, anonymous), 403);
    const res = await putTrial(tipId, { outcome: 'worked' }, unverified);
    expectProblem(res, 403);
    expect(res.body.detail).toBe(MESSAGES.emailNotVerified);
    expectProblem(await putTrial(tipId, { outcome: 'worked' }, author), 403);
    expectProblem(await putTrial(tipId, { outcome: 'great' }, a), 400);
    expectProblem(await putTrial(tipId, { outcome: 'worked', note: 'n'.repeat(501) }, a), 400);
    expectProblem(await putTrial(tipId, { outcome: 'worked', note: 'bad \u202E note' }, a), 400);
    expectProblem(await putTrial(tipId, { outcome: 'worked', month: 13 }, a), 400);
    expectProblem(await putTrial(tipId, { outcome: 'worked', photo: 'https://example.com/x.jpg' }, a), 400);
    expectProblem(await putTrial(tipId, { outcome: 'worked', hemisphere: 'south' }, a), 400);
    expectProblem(await putTrial('0123456789abcdef01234567', { outcome: 'worked' }, a), 404);
    expectProblem(await request(t.app).delete(`/gardenTips/${tipId}/trials/me`), 401);
    expect((await tipAs(tipId)).body.trials).toEqual({ worked: 0, partly: 0, failed: 0 });
    const hidden = await share({ availability: 'Hidden' });
    expectProblem(await request(t.app).get(`/gardenTips/${hidden}/trials`), 404);
  });

  it('a photo must be an upload of the caller\u2019s: someone else\u2019s is 403, a missing one 400, their own is kept', async () => {
    const tipId = await share();
    const upload = async (as: Member) =>
      (
        await request(t.app)
          .post('/uploads')
          .set(bearer(as))
          .attach('image', await plainImage('png', 800, 600), { filename: 'p.png', contentType: 'image/png' })
      ).body as { id: string; url: string };
    const bens = await upload(b);
    expectProblem(await putTrial(tipId, { outcome: 'worked', photo: bens.url }, a), 403);
    expectProblem(
      await putTrial(tipId, { outcome: 'worked', photo: '/uploads/0123456789abcdef01234567/800x600.webp' }, a),
      400,
    );
    const anas = await upload(a);
    // What the photo shows needs the photo (said by field and code).
    const wordsAlone = await putTrial(tipId, { outcome: 'worked', photoAlt: 'Basil roots in a jar' }, a);
    expectProblem(wordsAlone, 400);
    expect(wordsAlone.body.errors).toEqual([
      expect.objectContaining({ field: 'photoAlt', code: 'conversation.photoAltWithoutPhoto' }),
    ]);
    const res = await putTrial(tipId, { outcome: 'worked', photo: anas.url, photoAlt: 'Basil roots in a jar' }, a);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ photo: anas.url, photoAlt: 'Basil roots in a jar' });
    expect(await t.store.uploadInUse(anas.id)).toBe(true);
    const trials = await request(t.app).get(`/gardenTips/${tipId}/trials`);
    expect(trials.body[0]).toMatchObject({ photo: anas.url, photoAlt: 'Basil roots in a jar', outcome: 'worked' });
    expectNoPrivateIds(trials.text);
    // Replaced by no photo: the upload goes (nothing else shows it), and what it showed with it.
    expect((await putTrial(tipId, { outcome: 'worked' }, a)).body).toMatchObject({ photo: null, photoAlt: '' });
    expect(await t.store.getUpload(anas.id)).toBeNull();
    // Two real uploads through sharp: over 20 s on a 2-core machine at load 25 (findings 22).
  }, 90_000);

  it('counts 50 concurrent reports from 50 members exactly', async () => {
    const tipId = await share();
    const members = await createMembers(50);
    const outcomes = ['worked', 'partly', 'failed'] as const;
    const results = await Promise.all(members.map((m, i) => putTrial(tipId, { outcome: outcomes[i % 3] }, m)));
    expect(results.map((r) => r.status)).toEqual(members.map(() => 201));
    expect((await tipAs(tipId)).body.trials).toEqual({ worked: 17, partly: 17, failed: 16 });
    const listed = await request(t.app).get(`/gardenTips/${tipId}/trials?limit=100`);
    expect(listed.headers['x-total-count']).toBe('50');
    expect(listed.body).toHaveLength(50);
  });

  it('GET /gardenTips/{id}/trials lists newest first, 20 at a time; trials/me answers the caller\u2019s own', async () => {
    const tipId = await share();
    const members = await createMembers(21);
    for (const m of members) await putTrial(tipId, { outcome: 'partly' }, m);
    const first = await request(t.app).get(`/gardenTips/${tipId}/trials`).set(bearer(members[20]!));
    expect(first.body).toHaveLength(20);
    expect(first.headers['x-total-count']).toBe('21');
    expect(first.body[0].mine).toBe(true);
    expect(first.headers.link).toMatch(/rel="next"/);
    const mine = await request(t.app).get(`/gardenTips/${tipId}/trials/me`).set(bearer(members[0]!));
    expect(mine.body).toMatchObject({ outcome: 'partly', mine: true });
    expectProblem(await request(t.app).get(`/gardenTips/${tipId}/trials/me`).set(bearer(b)), 404);
  });
});

describe('GET /gardenTips: sort=tried and workedNearMe=1', () => {
  it('sort=tried puts the most "worked" first', async () => {
    const fresh = buildTestApp();
    try {
      const make = async () =>
        (await request(fresh.app).post('/gardenTips').set(bearer(author)).send(tipInput())).body.insertedId as string;
      const [x, y] = [await make(), await make()];
      await request(fresh.app).put(`/gardenTips/${x}/trials/me`).set(bearer(a)).send({ outcome: 'worked' });
      await request(fresh.app).put(`/gardenTips/${x}/trials/me`).set(bearer(b)).send({ outcome: 'worked' });
      await request(fresh.app).put(`/gardenTips/${y}/trials/me`).set(bearer(a)).send({ outcome: 'worked' });
      const z = await make();
      const res = await request(fresh.app).get('/gardenTips?sort=tried');
      expect(res.body.map((tip: { _id: string }) => tip._id)).toEqual([x, y, z]);
    } finally {
      await fresh.close();
    }
  });

  it('workedNearMe=1: a "worked" report in my hemisphere and a zone one step away; members only', async () => {
    const fresh = buildTestApp();
    try {
      const [reporter, neighbour, far, southern, unsure] = await createMembers(5);
      const garden = (m: Member, g: object) => request(fresh.app).put('/me/garden').set(bearer(m)).send(g);
      await garden(reporter!, { hemisphere: 'north', zone: '7a' });
      await garden(neighbour!, { hemisphere: 'north', zone: '7b' });
      await garden(far!, { hemisphere: 'north', zone: '10a' });
      await garden(southern!, { hemisphere: 'south', zone: '7a' });
      await garden(unsure!, { hemisphere: 'north', zone: 'not sure' });
      const tipId = (await request(fresh.app).post('/gardenTips').set(bearer(author)).send(tipInput())).body
        .insertedId as string;
      const failedTip = (await request(fresh.app).post('/gardenTips').set(bearer(author)).send(tipInput())).body
        .insertedId as string;
      await request(fresh.app).put(`/gardenTips/${tipId}/trials/me`).set(bearer(reporter!)).send({ outcome: 'worked' });
      await request(fresh.app)
        .put(`/gardenTips/${failedTip}/trials/me`)
        .set(bearer(reporter!))
        .send({ outcome: 'failed' });
      const near = async (m: Member) => {
        const res = await request(fresh.app).get('/gardenTips?workedNearMe=1').set(bearer(m));
        expect(res.status).toBe(200);
        return res.body.map((tip: { _id: string }) => tip._id);
      };
      expect(await near(neighbour!)).toEqual([tipId]);
      expect(await near(reporter!)).toEqual([tipId]);
      expect(await near(far!)).toEqual([]);
      expect(await near(southern!)).toEqual([]);
      expect(await near(unsure!)).toEqual([tipId]);
      expectProblem(await request(fresh.app).get('/gardenTips?workedNearMe=1'), 401);
      expectProblem(await request(fresh.app).get('/gardenTips?workedNearMe=yes').set(bearer(a)), 400);
    } finally {
      await fresh.close();
    }
  });
});

describe('notifications and the gardener page', () => {
  // A member is a person to others once they have a record (sign-up makes it), as in the app.
  const joined = async (displayName: string) => {
    const member = await createMember({ displayName });
    expect((await request(t.app).post('/users').set(bearer(member)).send({ displayName })).status).toBe(201);
    return member;
  };

  it('a comment tells the tip author, a reply the member answered, a new report the author with its outcome; never the actor', async () => {
    const [writer, ana, ben] = await Promise.all([joined('Nora Writer'), joined('Nils Ana'), joined('Nell Ben')]);
    const tipId = await share({}, writer);
    const notes = async (m: Member) => {
      const res = await request(t.app).get('/me/notifications').set(bearer(m));
      expect(res.status).toBe(200);
      return (res.body as Array<Record<string, unknown>>).map(({ kind, tipId, commentId, outcome, actors }) => ({
        kind,
        tipId,
        commentId,
        outcome,
        actors: (actors as Array<{ displayName: string }>).map((actor) => actor.displayName),
      }));
    };

    const first = (await post(tipId, { body: 'Does it work on clay?' }, ana)).body;
    const reply = (await post(tipId, { body: 'It did for me.', parentId: first._id }, ben)).body;
    // The author answering on their own tip: Ana hears of the reply; the author is not told of their own words.
    const own = (await post(tipId, { body: 'Yes, add grit.', parentId: first._id }, writer)).body;
    expect((await putTrial(tipId, { outcome: 'partly' }, ben)).status).toBe(201);
    // Changing the report is not news.
    expect((await putTrial(tipId, { outcome: 'worked' }, ben)).status).toBe(200);

    const none = { commentId: null, outcome: null };
    expect(await notes(writer)).toEqual([
      { kind: 'trial', tipId, ...none, outcome: 'partly', actors: ['Nell Ben'] },
      { kind: 'comment', tipId, ...none, commentId: reply._id, actors: ['Nell Ben'] },
      { kind: 'comment', tipId, ...none, commentId: first._id, actors: ['Nils Ana'] },
    ]);
    expect(await notes(ana)).toEqual([
      { kind: 'reply', tipId, ...none, commentId: own._id, actors: ['Nora Writer'] },
      { kind: 'reply', tipId, ...none, commentId: reply._id, actors: ['Nell Ben'] },
    ]);
    expect(await notes(ben)).toEqual([]);
  });

  it('a new name and photo in PATCH /users/me reach the member\u2019s comments and reports, as they reach their tips', async () => {
    const [writer, talker] = await Promise.all([joined('Quin Writer'), joined('Rhea Talker')]);
    const tipId = await share({}, writer);
    const first = (await post(tipId, { body: 'Mine rooted in a week.' }, talker)).body;
    await post(tipId, { body: 'Same here.', parentId: first._id }, talker);
    expect((await putTrial(tipId, { outcome: 'worked' }, talker)).status).toBe(201);
    const own = await share({}, talker);
    const photoURL = 'https://example.com/rhea.png';
    const changed = await request(t.app).patch('/users/me').set(bearer(talker)).send({ name: 'Rhea Rivers', photoURL });
    expect(changed.status).toBe(200);
    const now = { displayName: 'Rhea Rivers', authorPhotoURL: photoURL };
    const said = (await comments(tipId)).body as Array<Record<string, unknown>>;
    expect(said).toHaveLength(2);
    for (const c of said) expect(c).toMatchObject(now);
    const tried = (await request(t.app).get(`/gardenTips/${tipId}/trials`)).body as Array<Record<string, unknown>>;
    expect(tried).toEqual([expect.objectContaining(now)]);
    expect((await tipAs(own, writer)).body).toMatchObject(now);
    // The tip's author kept their own name.
    expect((await tipAs(tipId, writer)).body).toMatchObject({ displayName: 'Quin Writer' });
  });

  it("a gardener's page counts their reports", async () => {
    const [writer, reporter] = await Promise.all([joined('Ola Writer'), joined('Pia Reporter')]);
    const [one, two] = [await share({}, writer), await share({}, writer)];
    await putTrial(one, { outcome: 'worked' }, reporter);
    await putTrial(two, { outcome: 'failed' }, reporter);
    const authorId = (await post(one, { body: 'Tried both.' }, reporter)).body.authorId as string;
    const page = await request(t.app).get(`/gardeners/${authorId}`);
    expect(page.status).toBe(200);
    expect(page.body.counts.trials).toBe(2);
    await request(t.app).delete(`/gardenTips/${two}/trials/me`).set(bearer(reporter));
    expect((await request(t.app).get(`/gardeners/${authorId}`)).body.counts.trials).toBe(1);
  });
});

describe('blocks', () => {
  const authorIdOf = createAuthorIds(TEST_AUTHOR_ID_SECRET);
  // A member is a person to others (and can be blocked) once they have a record, as in the app.
  const joined = async (displayName: string) => {
    const member = await createMember({ displayName });
    expect((await request(t.app).post('/users').set(bearer(member)).send({ displayName })).status).toBe(201);
    return member;
  };
  const block = async (blocker: Member, blocked: Member) =>
    expect(
      (
        await request(t.app)
          .put(`/me/blocks/${authorIdOf(blocked.uid)}`)
          .set(bearer(blocker))
      ).status,
    ).toBe(201);
  const bodies = async (tipId: string, as?: Member) =>
    ((await comments(tipId, as)).body as Array<{ body: string }>).map((c) => c.body);

  it('a blocker no longer reads the comments and reports of a member they block; others still do', async () => {
    const [blocker, blocked, other] = await Promise.all([joined('Bla One'), joined('Blo Two'), joined('Oth Three')]);
    const tipId = await share();
    expect((await post(tipId, { body: 'From the blocker.' }, blocker)).status).toBe(201);
    expect((await post(tipId, { body: 'From the blocked one.' }, blocked)).status).toBe(201);
    expect((await putTrial(tipId, { outcome: 'worked' }, blocked)).status).toBe(201);
    await block(blocker, blocked);

    expect(await bodies(tipId, blocker)).toEqual(['From the blocker.']);
    expect((await request(t.app).get(`/gardenTips/${tipId}/trials`).set(bearer(blocker!))).body).toEqual([]);
    expect(await bodies(tipId, other)).toEqual(['From the blocker.', 'From the blocked one.']);
    expect(await bodies(tipId)).toEqual(['From the blocker.', 'From the blocked one.']);
    expect((await request(t.app).get(`/gardenTips/${tipId}/trials`).set(bearer(other!))).body).toHaveLength(1);
  });

  it('a blocked member gets 403 commenting on the blocker\u2019s tip or answering the blocker\u2019s comment', async () => {
    const [blocker, blocked] = await Promise.all([joined('Bla Four'), joined('Blo Five')]);
    const ownTip = await share({}, blocker);
    const elsewhere = await share();
    const theirs = (await post(elsewhere, { body: 'The blocker speaks.' }, blocker)).body;
    await block(blocker, blocked);

    expectProblem(await post(ownTip, { body: 'Let me in.' }, blocked), 403);
    expectProblem(await post(elsewhere, { body: 'Answering you.', parentId: theirs._id }, blocked), 403);
    // Elsewhere they still write.
    expect((await post(elsewhere, { body: 'On my own thread.' }, blocked)).status).toBe(201);
  });

  it('nothing a blocked member does notifies the blocker: a like, a report (and a follow is refused)', async () => {
    const [blocker, blocked] = await Promise.all([joined('Bea Blocker'), joined('Bo Blocked')]);
    const tipId = await share({}, blocker);
    await block(blocker, blocked);
    expect(
      (await request(t.app).patch(`/gardenTips/${tipId}/like`).set(bearer(blocked)).send({ increment: 1 })).status,
    ).toBe(200);
    expect(
      (
        await request(t.app)
          .put(`/me/following/${authorIdOf(blocker.uid)}`)
          .set(bearer(blocked))
      ).status,
    ).toBe(403); // a blocked member cannot follow the blocker at all
    expect((await putTrial(tipId, { outcome: 'worked' }, blocked)).status).toBe(201);
    const notes = await request(t.app).get('/me/notifications').set(bearer(blocker));
    expect(notes.status).toBe(200);
    expect(notes.body).toEqual([]);
  });
});

describe('spam brakes', () => {
  it("a new account's comments stop at the day's quota (429), and the same comment twice is 409", async () => {
    const braked = buildTestApp({
      spamBrakes: {
        newAccountTipsMax: 3,
        newAccountCommentsMax: 2,
        sameTextWindowMs: 86_400_000,
        reportsMax: 0,
        newAccountReportsMax: 0,
      },
    });
    try {
      const [fresh, older] = await createMembers(2);
      await ageAccount(braked, older!);
      const tipId = (await request(braked.app).post('/gardenTips').set(bearer(older!)).send(tipInput())).body
        .insertedId as string;
      const send = (m: Member, body: string) =>
        request(braked.app).post(`/gardenTips/${tipId}/comments`).set(bearer(m)).send({ body });
      expect((await send(fresh!, 'First words')).status).toBe(201);
      expect((await send(fresh!, 'Second words')).status).toBe(201);
      const refused = await send(fresh!, 'Third words');
      expectProblem(refused, 429);
      // The comment's own words (not the tip quota's, which would tell a commenter about tips).
      expect(refused.body.detail).toMatch(new RegExp(`^${SAFETY_MESSAGES.newAccountCommentQuota} \\d{4}-`));
      expect((await send(older!, 'Same old words')).status).toBe(201);
      expectProblem(await send(older!, 'same  OLD words'), 409);
      expect((await braked.store.listComments(tipId, { limit: 20 })).total).toBe(3);
    } finally {
      await braked.close();
    }
  });
});

describe('rate limits', () => {
  it("a member's comments and reports count as writes, as tips do: past the limit 429 and nothing stored", async () => {
    const limited = buildTestApp({
      rateLimit: { windowMs: 60_000, readMax: 0, writeMax: 3, likeMax: 0, accountMax: 0, addressMax: 0 },
    });
    try {
      const tipId = (await request(limited.app).post('/gardenTips').set(bearer(author)).send(tipInput())).body
        .insertedId as string;
      const send = () =>
        request(limited.app).post(`/gardenTips/${tipId}/comments`).set(bearer(a)).send({ body: 'Hi!' });
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      expect(
        (await request(limited.app).put(`/gardenTips/${tipId}/trials/me`).set(bearer(a)).send({ outcome: 'worked' }))
          .status,
      ).toBe(201);
      expectProblem(await send(), 429);
      expect((await limited.store.listComments(tipId, { limit: 20 })).total).toBe(2);
    } finally {
      await limited.close();
    }
  });
});
