import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '@green-circle/contract';
import { expectProblem, tipInput } from '../../../test/helpers/fixtures';
import { uploadedPhoto } from '../../../test/helpers/uploads';
import { buildTestApp, type TestApp } from '../../../test/helpers/app';
import { testClock } from '../../../test/helpers/clock';
import { inbox, testMailSender, TEST_SITE_URL } from '../../../test/helpers/mail';
import { bearer, createMember, createMembers, type Member } from '../../../test/helpers/members';
import { giveRole } from '../../../test/helpers/safety';

// Issue 57's API: asking with photos, routing to who knows, answers, helpful marks, the
// accepted answer and its tip's evidence, and a hidden question or answer nowhere but to its author.
const clock = testClock('2026-06-10T09:00:00.000Z');
let t: TestApp;
let asker: Member;
let grower: Member;
let reporter: Member;
let stranger: Member;
let everyone: Member[];

beforeAll(async () => {
  t = buildTestApp({}, { clock });
  [asker, grower, reporter, stranger] = await Promise.all([
    createMember({ displayName: 'Asha Asker' }),
    createMember({ displayName: 'Gus Grower' }),
    createMember({ displayName: 'Rita Reporter' }),
    createMember({ displayName: 'Stan Stranger' }),
  ]);
  everyone = [asker, grower, reporter, stranger];
  await setGarden(asker, { hemisphere: 'north', zone: '7b' });
  await setGarden(grower, { hemisphere: 'north', zone: '7a' });
  await growPlant(grower, 'tomato');
});
afterAll(() => t.close());

const setGarden = async (member: Member, garden: object) =>
  expect((await request(t.app).put('/me/garden').set(bearer(member)).send(garden)).status).toBe(200);
const growPlant = async (member: Member, slug: string) =>
  expect((await request(t.app).put(`/me/plants/${slug}`).set(bearer(member))).status).toBeLessThan(300);
const upload = (member: Member) => uploadedPhoto(t, member);
let asked = 0;
const ask = (member: Member, body: object = {}) =>
  request(t.app)
    .post('/questions')
    .set(bearer(member))
    .send({
      title: `Why are my tomato leaves yellow? ${++asked}`,
      details: 'The lower leaves turn yellow first.',
      plantType: 'Tomato',
      ...body,
    });
const get = (path: string, member?: Member) => {
  const req = request(t.app).get(path);
  return member ? req.set(bearer(member)) : req;
};
const answer = (member: Member, questionId: string, body: object = {}) =>
  request(t.app)
    .post(`/questions/${questionId}/answers`)
    .set(bearer(member))
    .send({ body: 'Feed them nitrogen.', ...body });
const questionNotes = async (member: Member) =>
  (
    (await get('/me/notifications?limit=50', member)).body as Array<{
      kind: string;
      questionId: string | null;
      questionTitle: string | null;
    }>
  ).filter((n) => n.kind === 'question' || n.kind === 'answer' || n.kind === 'helpful');
const shareTip = async (member: Member, overrides = {}) => {
  const res = await request(t.app)
    .post('/gardenTips')
    .set(bearer(member))
    .send(tipInput({ plantType: 'Tomato', ...overrides }));
  expect(res.status).toBe(201);
  return res.body.insertedId as string;
};

/** Nothing in an answer names a member by e-mail or uid. */
function expectNoPrivateIds(text: string) {
  for (const m of everyone) {
    expect(text).not.toContain(m.email);
    expect(text).not.toContain(m.uid);
  }
  expect(text).not.toMatch(/"(email|authorUid|uid|acceptedAuthorUid)"/);
}

describe('asking', () => {
  it('asks with no photo or up to four, each with what it shows; a fifth is refused and nothing is stored', async () => {
    const none = await ask(asker);
    expect(none.status).toBe(201);
    expect(none.headers.location).toBe(`/questions/${none.body._id}`);
    expect(none.body).toMatchObject({
      photos: [],
      plantSlug: 'tomato',
      hemisphere: 'north',
      zone: '7b',
      status: 'open',
      answers: [],
      mine: true,
    });
    expectNoPrivateIds(none.text);

    const urls = await Promise.all([1, 2, 3, 4, 5].map(() => upload(asker)));
    const photos = urls.map((url, i) => ({ url, alt: `Leaf ${i + 1}` }));
    const four = await ask(asker, { photos: photos.slice(0, 4) });
    expect(four.status).toBe(201);
    expect(four.body.photos).toEqual(photos.slice(0, 4));

    const before = (await get('/questions?limit=100')).body.length;
    const five = await ask(asker, { photos, title: 'Five photos' });
    expectProblem(five, 400);
    expect(five.body.errors).toContainEqual(
      expect.objectContaining({
        field: 'photos',
        message: PHOTO_MESSAGES.tooMany,
        code: 'photos.tooMany',
      }),
    );
    expect((await get('/questions?limit=100')).body.length).toBe(before);

    // Each photo needs what it shows, and must be the asker's own upload.
    expectProblem(await ask(asker, { photos: [{ url: urls[0], alt: '' }] }), 400);
    expectProblem(await ask(stranger, { photos: [{ url: urls[0], alt: 'A leaf' }] }), 403);
  }, 90_000);

  it('takes the zone and hemisphere from the garden unless given; visitors and bad input change nothing', async () => {
    const changed = await ask(asker, { hemisphere: 'south', zone: '9a' });
    expect(changed.body).toMatchObject({ hemisphere: 'south', zone: '9a' });
    expectProblem(await request(t.app).post('/questions').send({ title: 'x', details: 'y', plantType: 'Tomato' }), 401);
    expectProblem(await ask(asker, { title: '' }), 400);
    expectProblem(await ask(asker, { zone: '99z' }), 400);
    expectProblem(await ask(asker, { authorUid: 'someone' }), 400);
    expectProblem(await get('/questions/0123456789abcdef01234567'), 404);
    expectProblem(await get('/questions/nonsense'), 400);
    expectProblem(await get('/questions?cursor=nonsense'), 400);
  });
});

describe('routing', () => {
  it('tells growers in the zone band and hemisphere, then members a tip about the plant worked for; never the asker', async () => {
    const [farGrower, southGrower] = await createMembers(2);
    await setGarden(farGrower!, { hemisphere: 'north', zone: '11a' });
    await setGarden(southGrower!, { hemisphere: 'south', zone: '7a' });
    await growPlant(farGrower!, 'tomato');
    await growPlant(southGrower!, 'tomato');
    const tipId = await shareTip(stranger);
    expect(
      (await request(t.app).put(`/gardenTips/${tipId}/trials/me`).set(bearer(reporter)).send({ outcome: 'worked' }))
        .status,
    ).toBeLessThan(300);
    clock.set('2026-06-11T09:00:00.000Z');

    const res = await ask(asker, { title: 'Spots on my tomato leaves' });
    const id = res.body._id as string;
    for (const told of [grower, reporter]) {
      const notes = await questionNotes(told);
      expect(notes).toContainEqual(
        expect.objectContaining({ kind: 'question', questionId: id, questionTitle: 'Spots on my tomato leaves' }),
      );
    }
    for (const untold of [asker, farGrower!, southGrower!])
      expect((await questionNotes(untold)).some((n) => n.questionId === id)).toBe(false);
  });

  it('never tells a member the asker blocked or who blocked the asker', async () => {
    const [blockedByAsker, blockingAsker] = await createMembers(2);
    for (const m of [blockedByAsker!, blockingAsker!]) {
      await setGarden(m, { hemisphere: 'north', zone: '7b' });
      await growPlant(m, 'tomato');
    }
    await t.store.block(asker.uid, blockedByAsker!.uid);
    await t.store.block(blockingAsker!.uid, asker.uid);
    clock.set('2026-06-12T09:00:00.000Z');
    const id = (await ask(asker)).body._id as string;
    expect((await questionNotes(grower)).some((n) => n.questionId === id)).toBe(true);
    for (const m of [blockedByAsker!, blockingAsker!])
      expect((await questionNotes(m)).some((n) => n.questionId === id)).toBe(false);
    await t.store.unblock(asker.uid, blockedByAsker!.uid);
    await t.store.unblock(blockingAsker!.uid, asker.uid);
  });

  it('tells at most 20 members of a question and a member of at most 3 questions a day', async () => {
    const app = buildTestApp({}, { clock });
    try {
      const [who, ...growers] = await createMembers(24);
      const put = (m: Member, path: string, body?: object) => request(app.app).put(path).set(bearer(m)).send(body);
      await put(who!, '/me/garden', { hemisphere: 'north', zone: '5a' });
      for (const m of growers) {
        await put(m, '/me/garden', { hemisphere: 'north', zone: '5b' });
        await put(m, '/me/plants/fig');
      }
      const askFig = async (title: string) =>
        (
          await request(app.app)
            .post('/questions')
            .set(bearer(who!))
            .send({ title, details: 'Leaves drop.', plantType: 'Fig' })
        ).body._id as string;
      const toldOf = async (id: string) => {
        let n = 0;
        for (const m of growers) {
          const notes = (await request(app.app).get('/me/notifications?limit=50').set(bearer(m))).body as Array<{
            questionId?: string;
          }>;
          if (notes.some((note) => note.questionId === id)) n += 1;
        }
        return n;
      };
      clock.set('2026-07-01T08:00:00.000Z');
      const first = await askFig('Fig dropping leaves');
      expect(await toldOf(first)).toBe(20);
      const second = await askFig('Fig dropping fruit');
      const third = await askFig('Fig with rust');
      // 23 growers, 20 a question: each was told of at most 3 today.
      const counts = await app.store.routedSince(
        growers.map((m) => m.uid),
        '2026-07-01T00:00:00.000Z',
      );
      expect(Math.max(...counts.values())).toBeLessThanOrEqual(3);
      expect(await toldOf(second)).toBe(20);
      expect(await toldOf(third)).toBe(20);
      // The same 20 were told three times; only the 3 not told yet may hear of a fourth today.
      expect(await toldOf(await askFig('Fig not ripening'))).toBe(3);
      expect(await toldOf(await askFig('Fig with mites'))).toBe(3);
      expect(await toldOf(await askFig('Fig with scale'))).toBe(3);
      expect(await toldOf(await askFig('Fig wilting'))).toBe(0);
      clock.set('2026-07-02T00:30:00.000Z');
      expect(await toldOf(await askFig('Fig in a pot'))).toBe(20);
    } finally {
      await app.close();
    }
  }, 90_000);

  it('e-mails the routed member a question e-mail with the question’s link (on by default, its own switch)', async () => {
    const sender = testMailSender(t.store, { now: () => clock.now() });
    const [basilGrower] = await createMembers(1);
    await setGarden(basilGrower!, { hemisphere: 'north', zone: '8a' });
    await growPlant(basilGrower!, 'basil');
    try {
      clock.set('2026-06-13T09:00:00.000Z');
      const id = (await ask(asker, { title: 'Curling basil leaves', plantType: 'Basil' })).body._id as string;
      clock.set('2026-06-13T11:00:00.000Z');
      await sender.drain();
      const mails = (await inbox().to(basilGrower!.email)).filter((mail) => mail.text.includes(`/questions/${id}`));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Asha Asker asks: “Curling basil leaves”');
      expect(mails[0]!.text).toContain(`${TEST_SITE_URL}/questions/${id}`);
      expect(mails[0]!.headers['list-unsubscribe']).toMatch(new RegExp(`^<${TEST_SITE_URL}/unsubscribe/`));
      expect(await inbox().source(mails[0]!.id)).not.toContain(asker.email);
    } finally {
      sender.close();
    }
  });
});

describe('answers, helpful marks and the accepted answer', () => {
  it('any member answers with a photo and a tip; the asker is told; answers read accepted first, then helpful, then oldest', async () => {
    const tipId = await shareTip(grower, { title: 'Feed tomatoes with comfrey' });
    const id = (await ask(asker)).body._id as string;
    const photo = { url: await upload(grower), alt: 'A healthy leaf' };
    const first = await answer(grower, id, { photo, tipId });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      questionId: id,
      photo,
      tip: { _id: tipId, title: 'Feed tomatoes with comfrey' },
      helpfulCount: 0,
      accepted: false,
      mine: true,
    });
    expectNoPrivateIds(first.text);
    const second = (await answer(reporter, id, { body: 'Water less.' })).body._id as string;
    const third = (await answer(stranger, id, { body: 'Magnesium.' })).body._id as string;
    expect((await questionNotes(asker)).filter((n) => n.kind === 'answer' && n.questionId === id)).toHaveLength(3);

    expect((await request(t.app).put(`/questions/${id}/answers/${third}/helpful`).set(bearer(grower))).body).toEqual({
      helpfulCount: 1,
      helpfulByMe: true,
    });
    let read = await get(`/questions/${id}`);
    expect(read.body.answers.map((a: { _id: string }) => a._id)).toEqual([third, first.body._id, second]);
    expect(read.body.status).toBe('answered');
    expectNoPrivateIds(read.text);

    expect(
      (await request(t.app).put(`/questions/${id}/accepted`).set(bearer(asker)).send({ answerId: second })).status,
    ).toBe(200);
    read = await get(`/questions/${id}`);
    expect(read.body.acceptedAnswerId).toBe(second);
    expect(read.body.answers.map((a: { _id: string; accepted: boolean }) => [a._id, a.accepted])).toEqual([
      [second, true],
      [third, false],
      [first.body._id, false],
    ]);
  });

  it('only the asker accepts (and undoes); an answer from another question is refused', async () => {
    const id = (await ask(asker)).body._id as string;
    const other = (await ask(asker)).body._id as string;
    const a = (await answer(grower, id)).body._id as string;
    const elsewhere = (await answer(grower, other)).body._id as string;
    for (const m of [grower, stranger]) {
      const res = await request(t.app).put(`/questions/${id}/accepted`).set(bearer(m)).send({ answerId: a });
      expectProblem(res, 403);
      expect(res.body.code).toBe('question.onlyAskerAccepts');
    }
    expectProblem(await request(t.app).put(`/questions/${id}/accepted`).send({ answerId: a }), 401);
    expectProblem(
      await request(t.app).put(`/questions/${id}/accepted`).set(bearer(asker)).send({ answerId: elsewhere }),
      404,
    );
    expect((await get(`/questions/${id}`)).body.acceptedAnswerId).toBeNull();
    await request(t.app).put(`/questions/${id}/accepted`).set(bearer(asker)).send({ answerId: a });
    expect((await get(`/questions/${id}`)).body.acceptedAnswerId).toBe(a);
    expectProblem(await request(t.app).delete(`/questions/${id}/accepted`).set(bearer(grower)), 403);
    expect(
      (await request(t.app).delete(`/questions/${id}/accepted`).set(bearer(asker))).body.acceptedAnswerId,
    ).toBeNull();
  });

  it('counts a helpful mark once per member, taken back freely; never one’s own', async () => {
    const id = (await ask(asker)).body._id as string;
    const a = (await answer(grower, id)).body._id as string;
    const mark = (m: Member, on = true) =>
      request(t.app)[on ? 'put' : 'delete'](`/questions/${id}/answers/${a}/helpful`).set(bearer(m));
    expect((await mark(stranger)).body.helpfulCount).toBe(1);
    expect((await mark(stranger)).body.helpfulCount).toBe(1);
    expect((await mark(reporter)).body.helpfulCount).toBe(2);
    expect((await mark(stranger, false)).body).toEqual({ helpfulCount: 1, helpfulByMe: false });
    expect((await mark(stranger, false)).body.helpfulCount).toBe(1);
    expectProblem(await mark(grower), 403);
    const read = await get(`/questions/${id}`, reporter);
    expect(read.body.answers[0]).toMatchObject({ helpfulCount: 1, helpfulByMe: true });
    expect((await questionNotes(asker)).filter((n) => n.kind === 'helpful' && n.questionId === id).length).toBe(1);
  });

  it('an accepted answer linking a tip adds "solved a question" to the tip’s evidence once, with the asker’s zone', async () => {
    const tipId = await shareTip(grower, { title: 'Mulch against blight' });
    const id = (await ask(asker)).body._id as string;
    const a = (await answer(grower, id, { tipId })).body._id as string;
    const b = (await answer(reporter, id, { tipId, body: 'Same tip here.' })).body._id as string;
    const evidence = async () =>
      (await get(`/questions?tip=${tipId}`)).body as Array<{ _id: string; zone: string; hemisphere: string }>;
    expect(await evidence()).toEqual([]);
    for (const answerId of [a, a, b, a])
      await request(t.app).put(`/questions/${id}/accepted`).set(bearer(asker)).send({ answerId });
    const solved = await evidence();
    expect(solved).toHaveLength(1);
    expect(solved[0]).toMatchObject({ _id: id, zone: '7b', hemisphere: 'north' });
    await request(t.app).delete(`/questions/${id}/accepted`).set(bearer(asker));
    expect(await evidence()).toEqual([]);
  });

  it('the asker edits until the question has an answer; answers are edited and deleted by their author only', async () => {
    const id = (await ask(asker)).body._id as string;
    expectProblem(await request(t.app).patch(`/questions/${id}`).set(bearer(grower)).send({ title: 'Mine now' }), 403);
    expectProblem(await request(t.app).patch(`/questions/${id}`).send({ title: 'Mine now' }), 401);
    expect((await get(`/questions/${id}`)).body).toMatchObject({ editedAt: null });
    expect((await get(`/questions/${id}`)).body.title).not.toBe('Mine now');
    const edited = await request(t.app)
      .patch(`/questions/${id}`)
      .set(bearer(asker))
      .send({ title: 'Yellow and spotted leaves' });
    expect(edited.body).toMatchObject({ title: 'Yellow and spotted leaves' });
    expect(edited.body.editedAt).not.toBeNull();
    const a = (await answer(grower, id)).body._id as string;
    const late = await request(t.app).patch(`/questions/${id}`).set(bearer(asker)).send({ title: 'Changed again' });
    expectProblem(late, 409);
    expect(late.body.code).toBe('question.answeredNoEdit');
    for (const other of [asker, stranger])
      expectProblem(
        await request(t.app).patch(`/questions/${id}/answers/${a}`).set(bearer(other)).send({ body: 'Hijacked' }),
        403,
      );
    expectProblem(await request(t.app).patch(`/questions/${id}/answers/${a}`).send({ body: 'Hijacked' }), 401);
    // Another's photo is refused on the field the request named, for the form to say it beside it.
    const notMine = await request(t.app)
      .patch(`/questions/${id}/answers/${a}`)
      .set(bearer(grower))
      .send({ photo: { url: await upload(asker), alt: 'A leaf' } });
    expectProblem(notMine, 403);
    expect(notMine.body.errors).toEqual([
      expect.objectContaining({ field: 'photo.url', code: 'messages.notYourPhoto' }),
    ]);
    expect((await get(`/questions/${id}`)).body.answers[0]).toMatchObject({
      body: 'Feed them nitrogen.',
      editedAt: null,
    });
    expect(
      (
        await request(t.app)
          .patch(`/questions/${id}/answers/${a}`)
          .set(bearer(grower))
          .send({ body: 'Feed them well.' })
      ).body.body,
    ).toBe('Feed them well.');
    await request(t.app).put(`/questions/${id}/accepted`).set(bearer(asker)).send({ answerId: a });
    expectProblem(await request(t.app).delete(`/questions/${id}/answers/${a}`).set(bearer(stranger)), 403);
    expect((await request(t.app).delete(`/questions/${id}/answers/${a}`).set(bearer(grower))).body).toEqual({
      deletedCount: 1,
    });
    expect((await get(`/questions/${id}`)).body).toMatchObject({ answers: [], acceptedAnswerId: null, answerCount: 0 });
    expectProblem(await request(t.app).delete(`/questions/${id}`).set(bearer(grower)), 403);
    expect((await request(t.app).delete(`/questions/${id}`).set(bearer(asker))).body).toEqual({ deletedCount: 1 });
    expectProblem(await get(`/questions/${id}`), 404);
  });

  it('a question saved with no changes is not marked edited and tells no one', async () => {
    // The edit forms send every field, changed or not: saved as they were, they change nothing.
    const photo = { url: await upload(asker), alt: 'The yellow lower leaves' };
    const asked = (await ask(asker, { photos: [photo], details: 'The lower leaves first.\nThen the upper ones.' }))
      .body;
    const form = {
      title: asked.title,
      // As a browser's form sends a textarea: its line breaks as CRLF.
      details: 'The lower leaves first.\r\nThen the upper ones.',
      plantType: asked.plantType,
      photos: asked.photos,
      hemisphere: asked.hemisphere,
      zone: asked.zone,
    };
    const growerNotes = (await questionNotes(grower)).length;
    const same = await request(t.app).patch(`/questions/${asked._id}`).set(bearer(asker)).send(form);
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ ...form, details: asked.details, editedAt: null });
    expect((await get(`/questions/${asked._id}`)).body.editedAt).toBeNull();
    expect(await questionNotes(grower)).toHaveLength(growerNotes);
  });

  it('an answer saved with no changes is not marked edited and tells no one; one field changed is an edit', async () => {
    const asked = (await ask(asker)).body;
    const tipId = await shareTip(grower, { title: 'Yellow tomato leaves and nitrogen' });
    const answerPhoto = { url: await upload(grower), alt: 'A green leaf after feeding' };
    const given = (await answer(grower, asked._id, { photo: answerPhoto, tipId })).body;
    const askerNotes = (await questionNotes(asker)).length;
    const saved = await request(t.app)
      .patch(`/questions/${asked._id}/answers/${given._id}`)
      .set(bearer(grower))
      .send({ body: given.body, photo: answerPhoto, tipId });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ body: given.body, photo: answerPhoto, tip: { _id: tipId }, editedAt: null });
    expect((await get(`/questions/${asked._id}`)).body.answers[0].editedAt).toBeNull();
    expect(await questionNotes(asker)).toHaveLength(askerNotes);

    // One field changed among the same ones: that is an edit.
    const changed = await request(t.app)
      .patch(`/questions/${asked._id}/answers/${given._id}`)
      .set(bearer(grower))
      .send({ body: 'Feed them nitrogen, and water at the roots.', photo: answerPhoto, tipId });
    expect(changed.body.editedAt).not.toBeNull();
  });

  it('a save with no changes counts against no brake; a changed text still does', async () => {
    const braked = buildTestApp(
      {
        spamBrakes: {
          newAccountTipsMax: 0,
          newAccountCommentsMax: 0,
          sameTextWindowMs: 86_400_000,
          reportsMax: 0,
          newAccountReportsMax: 0,
        },
      },
      { clock },
    );
    try {
      const questionId = (
        await request(braked.app)
          .post('/questions')
          .set(bearer(asker))
          .send({ title: 'Why do my tomatoes split?', details: 'After rain the fruit cracks.', plantType: 'Tomato' })
      ).body._id as string;
      const post = (body: string) =>
        request(braked.app).post(`/questions/${questionId}/answers`).set(bearer(grower)).send({ body });
      const save = (id: string, body: string) =>
        request(braked.app).patch(`/questions/${questionId}/answers/${id}`).set(bearer(grower)).send({ body });
      const first = (await post('Water evenly.')).body._id as string;
      for (let i = 0; i < 3; i++) expect((await save(first, 'Water evenly.')).status).toBe(200);
      expect((await save(first, 'Water evenly, every morning.')).status).toBe(200);
      // The changed text was counted: posting it again within the window is the same text twice.
      expectProblem(await post('Water evenly, every morning.'), 409);
    } finally {
      await braked.close();
    }
  });

  it('a member the asker blocks cannot answer; a tip the answerer cannot read is refused', async () => {
    const id = (await ask(asker)).body._id as string;
    await t.store.block(asker.uid, stranger.uid);
    try {
      const res = await answer(stranger, id);
      expectProblem(res, 403);
    } finally {
      await t.store.unblock(asker.uid, stranger.uid);
    }
    const bad = await answer(grower, id, { tipId: '0123456789abcdef01234567' });
    expectProblem(bad, 400);
    expect(bad.body.errors[0]).toMatchObject({ field: 'tipId', code: 'question.tipNotFound' });
  });
});

describe('a hidden question or answer', () => {
  it('is 404 to everyone but its author: the question, lists, plant lists, the week’s list, notifications and the sitemap', async () => {
    clock.set('2026-06-20T09:00:00.000Z');
    const res = await ask(asker, { title: 'Hidden tomato question' });
    const id = res.body._id as string;
    await answer(grower, id);
    expect((await questionNotes(grower)).some((n) => n.questionId === id)).toBe(true);
    const sitemap = async () => (await get('/sitemap.xml')).text;
    expect(await sitemap()).toContain(`/questions/${id}`);
    await t.store.setQuestionModeration(id, { hiddenAt: '2026-06-20T10:00:00.000Z', reason: 'spam' });

    for (const reader of [undefined, grower, stranger]) {
      expectProblem(await get(`/questions/${id}`, reader), 404);
      for (const path of ['/questions?limit=100', '/questions?plant=tomato&limit=100', `/questions?q=hidden&limit=100`])
        expect((await get(path, reader)).body.map((q: { _id: string }) => q._id)).not.toContain(id);
    }
    expect(
      (await get('/questions?couldAnswer=1&limit=100', grower)).body.map((q: { _id: string }) => q._id),
    ).not.toContain(id);
    expect(
      (await questionNotes(grower)).find((n) => n.kind === 'question' && n.questionTitle === 'Hidden tomato question'),
    ).toBeUndefined();
    expect(await sitemap()).not.toContain(`/questions/${id}`);
    expectProblem(await answer(stranger, id), 404);
    // Its asker still reads it, with the moderators' mark.
    const own = await get(`/questions/${id}`, asker);
    expect(own.status).toBe(200);
    expect(own.body.moderation).toEqual({ hiddenAt: '2026-06-20T10:00:00.000Z', reason: 'spam' });
    expect(
      (await get(`/questions?author=${own.body.authorId}&limit=100`, asker)).body.map((q: { _id: string }) => q._id),
    ).toContain(id);
    expect(
      (await get(`/questions?author=${own.body.authorId}&limit=100`, grower)).body.map((q: { _id: string }) => q._id),
    ).not.toContain(id);
  });

  it('a hidden answer is left out for all but its author, who reads it with the mark', async () => {
    const id = (await ask(asker)).body._id as string;
    const a = (await answer(grower, id, { body: 'Spammy answer' })).body._id as string;
    await t.store.setAnswerModeration(a, { hiddenAt: '2026-06-20T10:00:00.000Z', reason: 'spam' });
    for (const reader of [undefined, asker, stranger])
      expect((await get(`/questions/${id}`, reader)).body.answers).toEqual([]);
    expectProblem(await request(t.app).put(`/questions/${id}/accepted`).set(bearer(asker)).send({ answerId: a }), 404);
    expectProblem(await request(t.app).put(`/questions/${id}/answers/${a}/helpful`).set(bearer(stranger)), 404);
    const own = await get(`/questions/${id}`, grower);
    expect(own.body.answers).toHaveLength(1);
    expect(own.body.answers[0].moderation).toMatchObject({ reason: 'spam' });
  });
});

describe('lists', () => {
  it('lists by plant, status, zone band and search, pages with a Link, and the questions I could answer', async () => {
    clock.set('2026-06-25T09:00:00.000Z');
    const fig = (
      await ask(stranger, { title: 'Composting fig leaves', plantType: 'Fig', zone: '8a', hemisphere: 'north' })
    ).body._id as string;
    expect((await get('/questions?plant=fig')).body.map((q: { _id: string }) => q._id)).toEqual([fig]);
    expect((await get('/questions?q=composted')).body.map((q: { _id: string }) => q._id)).toContain(fig);
    expect(
      (await get('/questions?zone=7a&hemisphere=north&plant=fig')).body.map((q: { _id: string }) => q._id),
    ).toEqual([fig]);
    expect((await get('/questions?zone=11a&hemisphere=north&plant=fig')).body).toEqual([]);
    expect((await get('/questions?status=answered&plant=fig')).body).toEqual([]);
    await growPlant(grower, 'fig');
    expect((await get('/questions?couldAnswer=1', grower)).body.map((q: { _id: string }) => q._id)).toContain(fig);
    expect((await get('/questions?couldAnswer=1', stranger)).body.map((q: { _id: string }) => q._id)).not.toContain(
      fig,
    );
    expectProblem(await get('/questions?couldAnswer=1'), 401);
    const page = await get('/questions?limit=1');
    expect(page.headers.link).toMatch(/<\/questions\?limit=1&cursor=[^>]+>; rel="next"/);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThan(1);
  });

  it('sort=near: a member reads those asked near their garden first (as routing reads near); a visitor, newest first', async () => {
    clock.set('2026-06-25T10:00:00.000Z');
    const asking = [
      { zone: '7b', hemisphere: 'north' },
      { zone: '10a', hemisphere: 'north' },
      { zone: '7a', hemisphere: 'south' },
      { zone: null, hemisphere: 'north' },
      { zone: '8a', hemisphere: 'north' },
    ];
    const made: string[] = [];
    for (const [i, where] of asking.entries()) {
      clock.set(`2026-06-25T10:0${i}:00.000Z`);
      made.push((await ask(stranger, { plantType: 'Zucchini', title: `Courgette ${i}`, ...where })).body._id);
    }
    const [north7b, north10a, south7a, northNoZone, north8a] = made;
    const newest = [north8a, northNoZone, south7a, north10a, north7b];
    const idsOf = async (path: string, reader?: Member) =>
      ((await get(path, reader)).body as Array<{ _id: string }>).map((q) => q._id);
    const path = '/questions?plant=zucchini&sort=near';
    // The grower gardens in 7a north: 6a..8b north is near, the rest newest first.
    expect(await idsOf(path, grower)).toEqual([north8a, north7b, northNoZone, south7a, north10a]);
    expect(await idsOf('/questions?plant=zucchini', grower)).toEqual(newest);
    // A visitor, and a member who never said where they garden, read the default order.
    expect(await idsOf(path)).toEqual(newest);
    expect(await idsOf(path, reporter)).toEqual(newest);
    // Paged, the next link keeps the order and the pages join up.
    const first = await get(`${path}&limit=2`, grower);
    expect(first.headers['x-total-count']).toBe('5');
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.link ?? '')?.[1];
    expect(next).toMatch(/sort=near/);
    const second = await get(`${next}`, grower);
    expect([...first.body, ...second.body].map((q: { _id: string }) => q._id)).toEqual([
      north8a,
      north7b,
      northNoZone,
      south7a,
    ]);
    expectProblem(await get('/questions?sort=nearest'), 400);
  });
});

describe('a gardener’s questions and the answers that solved one', () => {
  const idsOf = async (path: string, reader?: Member) =>
    ((await get(path, reader)).body as Array<{ _id: string }>).map((q) => q._id);

  it('lists by their public id, newest first; the solved ones by who answered; a hidden accepted answer only to its author', async () => {
    clock.set('2026-06-26T09:00:00.000Z');
    const older = (await ask(asker, { title: 'Older tomato question' })).body;
    clock.set('2026-06-26T10:00:00.000Z');
    const newer = (await ask(asker, { title: 'Newer tomato question' })).body;
    const solved = await answer(grower, older._id);
    const solverId = solved.body.authorId as string;
    await answer(stranger, newer._id);
    expect(
      (
        await request(t.app)
          .put(`/questions/${older._id}/accepted`)
          .set(bearer(asker))
          .send({ answerId: solved.body._id })
      ).status,
    ).toBe(200);

    const asked = await idsOf(`/questions?author=${older.authorId}&limit=100`);
    expect(asked.indexOf(newer._id)).toBeLessThan(asked.indexOf(older._id));
    expect(asked.indexOf(newer._id)).toBeGreaterThanOrEqual(0);
    for (const reader of [undefined, stranger, grower])
      expect(await idsOf(`/questions?solvedBy=${solverId}&limit=100`, reader)).toEqual([older._id]);
    const page = await get(`/questions?solvedBy=${solverId}`);
    expect(page.headers['x-total-count']).toBe('1');
    expect(page.body[0]).toMatchObject({ title: 'Older tomato question', status: 'answered', answerCount: 1 });
    expect(JSON.stringify(page.body)).not.toContain(grower.uid);
    expect(JSON.stringify(page.body)).not.toContain(grower.email);
    // Nobody else's answer solved one: an empty page, not an error.
    expect(await idsOf(`/questions?solvedBy=${older.authorId}`)).toEqual([]);
    expect(await idsOf('/questions?solvedBy=0123456789abcdef01234567')).toEqual([]);

    // Moderators hide the accepted answer: it is no longer anyone's evidence but its author's.
    await t.store.setAnswerModeration(solved.body._id, { hiddenAt: '2026-06-26T11:00:00.000Z', reason: 'spam' });
    try {
      for (const reader of [undefined, stranger, asker])
        expect(await idsOf(`/questions?solvedBy=${solverId}`, reader)).toEqual([]);
      expect(await idsOf(`/questions?solvedBy=${solverId}`, grower)).toEqual([older._id]);
    } finally {
      await t.store.setAnswerModeration(solved.body._id, null);
    }
  });

  it('takes only a public id: a uid, an e-mail or anything else is a 400 problem', async () => {
    for (const param of ['author', 'solvedBy'])
      for (const value of [grower.uid, encodeURIComponent(grower.email), 'nonsense', '0123456789ABCDEF0123456Z', ''])
        expectProblem(await get(`/questions?${param}=${value}`), 400);
  });
});

describe('reports and moderation', () => {
  it('a reported question hidden by moderators is 404 to others, its asker told with the reason; restoring shows it again', async () => {
    const [moderator] = await createMembers(1);
    await giveRole(t, moderator!, 'moderator');
    const id = (await ask(asker, { title: 'Reported tomato question' })).body._id as string;
    const a = (await answer(grower, id, { body: 'Reported answer' })).body._id as string;
    for (const target of [
      { kind: 'question', id },
      { kind: 'answer', id: a },
    ])
      expect(
        (await request(t.app).post('/reports').set(bearer(stranger)).send({ target, reason: 'spam' })).status,
      ).toBe(201);
    const act = (target: object, action: string) =>
      request(t.app).post('/moderation/actions').set(bearer(moderator!)).send({ target, action, reason: 'Spam' });
    expect((await act({ kind: 'answer', id: a }, 'hide')).status).toBe(200);
    expect((await get(`/questions/${id}`, stranger)).body.answers).toEqual([]);
    expect((await act({ kind: 'question', id }, 'hide')).status).toBe(200);
    expectProblem(await get(`/questions/${id}`, stranger), 404);
    expectProblem(await get(`/questions/${id}`), 404);
    expect((await get(`/questions/${id}`, asker)).body.moderation).toMatchObject({ reason: 'Spam' });
    const told = (
      (await get('/me/notifications?limit=50', asker)).body as Array<{
        kind: string;
        questionId: string | null;
        reason: string;
      }>
    ).find((n) => n.kind === 'question-hidden');
    expect(told).toMatchObject({ questionId: id, reason: 'Spam' });
    expect(
      ((await get('/me/notifications?limit=50', grower)).body as Array<{ kind: string }>).some(
        (n) => n.kind === 'answer-hidden',
      ),
    ).toBe(true);
    expect((await act({ kind: 'question', id }, 'restore')).status).toBe(200);
    expect((await get(`/questions/${id}`, stranger)).status).toBe(200);
  });
});

describe('export and leaving', () => {
  it('the export holds the member’s own questions, answers and marks, and no one else’s e-mail or uid; leaving takes them', async () => {
    const [leaver] = await createMembers(1);
    const id = (await ask(leaver!, { title: 'A leaver’s question' })).body._id as string;
    const a = (await answer(leaver!, (await ask(asker)).body._id)).body._id as string;
    await answer(grower, id);
    // What GET /me/export zips (features/account): every feature's section of the member.
    const exported = JSON.stringify(await t.store.exportMember(leaver!.uid));
    expect(exported).toContain('A leaver’s question');
    expect(exported).toContain(a);
    expect(exported).not.toContain(grower.uid);
    expect(exported).not.toContain(grower.email);
    expect((await request(t.app).delete('/users/me').set(bearer(leaver!))).status).toBeLessThan(300);
    expectProblem(await get(`/questions/${id}`), 404);
  });
});
