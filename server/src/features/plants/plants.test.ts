import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app';
import { expectProblem, tipInput } from '../../../test/helpers/fixtures';
import { bearer, createMember, createUnverifiedMember, type Member } from '../../../test/helpers/members';

let t: TestApp;
let south: Member;
let north: Member;
let grower: Member;
let shy: Member;
let reporter: Member;

beforeAll(async () => {
  t = buildTestApp();
  [south, north, grower, shy, reporter] = await Promise.all([
    createMember({ displayName: 'Sol South' }),
    createMember({ displayName: 'Nell North' }),
    createMember({ displayName: 'Gus Grower' }),
    createMember({ displayName: 'Shy Grower' }),
    createMember({ displayName: 'Rita Reporter' }),
  ]);
  await request(t.app).put('/me/garden').set(bearer(reporter)).send({ hemisphere: 'south', zone: '9a' }).expect(200);
  await request(t.app).put('/me/garden').set(bearer(south)).send({ hemisphere: 'south', zone: '9b' }).expect(200);
  await request(t.app).patch('/users/me').set(bearer(grower)).send({ showGarden: true }).expect(200);
});
afterAll(() => t.close());

async function share(member: Member, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await request(t.app).post('/gardenTips').set(bearer(member)).send(tipInput(overrides));
  expect(res.status).toBe(201);
  return res.body.insertedId as string;
}
const report = (member: Member, tipId: string, outcome: string) =>
  request(t.app)
    .put(`/gardenTips/${tipId}/trials/me`)
    .set(bearer(member))
    .send({ outcome })
    .expect((res) => expect([200, 201]).toContain(res.status));
/** No e-mail address and no Firebase uid of anyone anywhere in an answer. */
const expectNoPrivate = (body: unknown) => {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/@/);
  for (const m of [south, north, grower, shy, reporter]) expect(text).not.toContain(m.uid);
};

describe('plant resolution through the API', () => {
  it('gives a tip the plant its plantType names (plurals, case, accents, other names); an unknown one stays free text', async () => {
    const ids = await Promise.all(
      ['Tomatoes', 'cherry TOMATO', 'Jalapeños', 'Courgettes', 'Mandrake root'].map((plantType) =>
        share(north, { plantType }),
      ),
    );
    const slugs = await Promise.all(
      ids.map(async (id) => (await request(t.app).get(`/gardenTips/${id}`)).body.plantSlug),
    );
    expect(slugs).toEqual(['tomato', 'tomato', 'pepper', 'zucchini', null]);
    const listed = await request(t.app).get('/gardenTips?plant=zucchini');
    expect(listed.body.map((tip: { _id: string }) => tip._id)).toEqual([ids[3]]);
    expect(listed.headers['x-total-count']).toBe('1');
  });

  it('has no page for a plant the list lacks, and refuses a malformed slug', async () => {
    expectProblem(await request(t.app).get('/plants/mandrake'), 404);
    expectProblem(await request(t.app).get('/plants/Not%20a%20slug'), 400);
    expectProblem(await request(t.app).get('/gardenTips?plant=../x'), 400);
  });
});

describe('GET /plants and GET /plants/{slug}', () => {
  let springSouth: string;
  let aprilNorth: string;

  beforeAll(async () => {
    springSouth = await share(south, { plantType: 'Basil', months: [9, 10] });
    aprilNorth = await share(north, { plantType: 'basil', months: [4] });
    await share(north, { plantType: 'Basil', availability: 'Hidden', months: [1] });
    const moderated = await share(north, { plantType: 'Basil', months: [2] });
    await report(grower, moderated, 'worked'); // then moderators hide the tip: not counted
    await t.store.setTipModeration(moderated, { hiddenAt: new Date().toISOString(), reason: 'Spam' });
    await report(reporter, springSouth, 'worked');
    await report(reporter, springSouth, 'failed'); // the same member again: replaces, still one report
    await report(north, springSouth, 'worked');
    await report(reporter, aprilNorth, 'partly');
  });

  it('lists plants with Public tips, most tips first, searchable by any name', async () => {
    const all = (await request(t.app).get('/plants')).body as Array<{ slug: string; tips: number }>;
    expect(all.find((p) => p.slug === 'basil')?.tips).toBe(2);
    expect(all.some((p) => p.slug === 'rose')).toBe(false);
    const found = (await request(t.app).get('/plants?q=courgette')).body;
    expect(found.map((p: { slug: string }) => p.slug)).toEqual(['zucchini']);
    expect((await request(t.app).get('/plants?q=basil&limit=1')).body).toHaveLength(1);
    expectProblem(await request(t.app).get('/plants?limit=0'), 400);
  });

  it('gives the months as each hemisphere lives them, and "I tried this" by zone band, each report once', async () => {
    const res = await request(t.app).get('/plants/basil');
    expect(res.status).toBe(200);
    expect(res.body.plant).toMatchObject({ slug: 'basil', name: 'Basil', botanicalName: 'Ocimum basilicum' });
    expect(res.body.counts).toMatchObject({ tips: 2, reports: 3 });
    // South's September–October is the north's March–April; the northern April is the south's October.
    expect(res.body.months.north.counts).toEqual([0, 0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(res.body.months.south.counts).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 0, 0]);
    expect(res.body.evidence).toEqual([
      { hemisphere: 'north', band: null, worked: 1, partly: 0, failed: 0 },
      { hemisphere: 'south', band: '9', worked: 0, partly: 1, failed: 1 },
    ]);
    expectNoPrivate(res.body);
  });

  it('lists its tips best evidence first through GET /gardenTips?plant=', async () => {
    const res = await request(t.app).get('/gardenTips?plant=basil&sort=tried');
    expect(res.body.map((tip: { _id: string }) => tip._id)).toEqual([springSouth, aprilNorth]);
  });
});

describe('my plants', () => {
  it('is for members: a visitor gets 401, an unverified member cannot write (403), an unknown plant is 404', async () => {
    expectProblem(await request(t.app).get('/me/plants'), 401);
    expectProblem(await request(t.app).put('/me/plants/tomato'), 401);
    const unverified = await createUnverifiedMember();
    expectProblem(await request(t.app).put('/me/plants/tomato').set(bearer(unverified)), 403);
    expectProblem(await request(t.app).put('/me/plants/mandrake').set(bearer(south)), 404);
    expectProblem(await request(t.app).delete('/me/plants/mandrake').set(bearer(south)), 404);
  });

  it('adds once, lists newest first, removes; the plant page knows it is mine', async () => {
    expect((await request(t.app).put('/me/plants/tomato').set(bearer(south))).status).toBe(201);
    const again = await request(t.app).put('/me/plants/tomato').set(bearer(south));
    expect(again.status).toBe(200);
    await request(t.app).put('/me/plants/basil').set(bearer(south)).expect(201);
    const mine = await request(t.app).get('/me/plants').set(bearer(south));
    expect(mine.body.map((p: { slug: string }) => p.slug)).toEqual(['basil', 'tomato']);
    expect((await request(t.app).get('/plants/tomato').set(bearer(south))).body.mine).toBe(true);
    expect((await request(t.app).get('/plants/tomato')).body).not.toHaveProperty('mine');
    const removed = await request(t.app).delete('/me/plants/basil').set(bearer(south));
    expect(removed.body.map((p: { slug: string }) => p.slug)).toEqual(['tomato']);
    expect((await request(t.app).get('/plants/tomato').set(bearer(north))).body.mine).toBe(false);
  });

  it('names growers only when they show their garden, on the plant page and on their profile', async () => {
    await request(t.app).put('/me/plants/rose').set(bearer(grower)).expect(201);
    await request(t.app).put('/me/plants/rose').set(bearer(shy)).expect(201);
    const page = await request(t.app).get('/plants/rose');
    expect(page.body.counts.growers).toBe(2);
    expect(page.body.growers.map((p: { displayName: string }) => p.displayName)).toEqual(['Gus Grower']);
    expectNoPrivate(page.body);
    const tipOf = async (m: Member) => (await request(t.app).get(`/gardenTips/${await share(m)}`)).body.authorId;
    const [growerId, shyId] = [await tipOf(grower), await tipOf(shy)];
    expect((await request(t.app).get(`/gardeners/${growerId}`)).body.plants).toEqual([{ slug: 'rose', name: 'Rose' }]);
    expect((await request(t.app).get(`/gardeners/${shyId}`)).body.plants).toEqual([]);
  });

  it('lists tips about the caller’s plants with myPlants=1', async () => {
    const tomato = await share(north, { plantType: 'Tomato' });
    const res = await request(t.app).get('/gardenTips?myPlants=1&limit=100').set(bearer(south));
    const slugs = new Set(res.body.map((tip: { plantSlug: string }) => tip.plantSlug));
    expect([...slugs]).toEqual(['tomato']);
    expect(res.body.map((tip: { _id: string }) => tip._id)).toContain(tomato);
    expectProblem(await request(t.app).get('/gardenTips?myPlants=1'), 401);
  });
});
