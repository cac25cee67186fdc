import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthIn, type Week } from '@green-circle/contract';
import { buildTestApp, type TestApp } from '../../../test/helpers/app';
import { expectProblem, tipInput } from '../../../test/helpers/fixtures';
import { bearer, createMember, type Member } from '../../../test/helpers/members';

let t: TestApp;
let gardener: Member;
let newcomer: Member;
let friend: Member;
let commenter: Member;

// Months relative to today, so the suite means the same whatever month it runs in.
const thisMonth = new Date().getUTCMonth() + 1;
const inSixMonths = ((thisMonth + 5) % 12) + 1;

beforeAll(async () => {
  t = buildTestApp();
  [gardener, newcomer, friend, commenter] = await Promise.all([
    createMember({ displayName: 'Gardener Nine' }),
    createMember({ displayName: 'New Comer' }),
    createMember({ displayName: 'Friend Followed' }),
    createMember({ displayName: 'Chatty Commenter' }),
  ]);
  for (const m of [gardener, friend, commenter]) {
    await request(t.app).put('/me/garden').set(bearer(m)).send({ hemisphere: 'south', zone: '9b' }).expect(200);
  }
});
afterAll(() => t.close());

async function share(member: Member, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await request(t.app).post('/gardenTips').set(bearer(member)).send(tipInput(overrides));
  expect(res.status).toBe(201);
  return res.body.insertedId as string;
}
const week = async (member: Member): Promise<Week> => {
  const res = await request(t.app).get('/me/week').set(bearer(member));
  expect(res.status).toBe(200);
  return res.body as Week;
};
const ids = (part: { items: Array<{ _id: string }> }) => part.items.map((item) => item._id);

describe('GET /me/week', () => {
  it('is for members only', async () => {
    expectProblem(await request(t.app).get('/me/week'), 401);
  });

  it('says what to do for a member with no garden, plants or follows', async () => {
    const answer = await week(newcomer);
    expect(answer).toMatchObject({ hemisphere: 'north', zone: null, hasGarden: false, plants: [] });
    expect(answer.forMyPlants).toMatchObject({ items: [], empty: 'noPlants' });
    expect(answer.workedNear).toMatchObject({ items: [], empty: 'noGarden' });
    expect(answer.fromFollowed).toMatchObject({ items: [], empty: 'noFollows' });
    expect(answer.plan).toMatchObject({ items: [], empty: 'nothingPlannedDue', more: '/dashboard/plan' });
    expect(answer.onMyTips).toMatchObject({ items: [], empty: 'allSeen' });
  });

  it('gathers, for a member in zone 9b south, tips in season for their plants and what worked near them, never Hidden or moderated ones', async () => {
    const inSeason = await share(friend, { plantType: 'Tomatoes', months: [thisMonth] });
    const outOfSeason = await share(friend, { plantType: 'Tomato', months: [inSixMonths] });
    // Written in the north: this month there is six months away in the south, and the reverse.
    const northernNow = await share(newcomer, { plantType: 'Tomato', months: [monthIn(thisMonth, 'south', 'north')] });
    const hidden = await share(friend, { plantType: 'Tomato', availability: 'Hidden', months: [thisMonth] });
    const moderated = await share(friend, { plantType: 'Tomato', months: [thisMonth] });
    const basil = await share(friend, { plantType: 'Basil', months: [thisMonth] });
    await request(t.app).put(`/gardenTips/${moderated}/trials/me`).set(bearer(commenter)).send({ outcome: 'worked' });
    await request(t.app).put(`/gardenTips/${inSeason}/trials/me`).set(bearer(commenter)).send({ outcome: 'worked' });
    await t.store.setTipModeration(moderated, { hiddenAt: new Date().toISOString(), reason: 'Spam' });
    await request(t.app).put('/me/plants/tomato').set(bearer(gardener)).expect(201);

    const answer = await week(gardener);
    expect(answer).toMatchObject({ hemisphere: 'south', zone: '9b', hasGarden: true, month: thisMonth });
    expect(answer.plants.map((p) => p.slug)).toEqual(['tomato']);
    expect(ids(answer.forMyPlants)).toEqual(expect.arrayContaining([inSeason, northernNow]));
    expect(ids(answer.forMyPlants)).not.toContain(outOfSeason);
    expect(answer.forMyPlants.more).toBe('/browserTips?season=now&myPlants=1');
    expect(ids(answer.inSeason)).toContain(basil);
    expect(ids(answer.inSeason)).not.toContain(inSeason); // already above
    expect(ids(answer.workedNear)).toEqual([inSeason]);
    const everything = JSON.stringify(answer);
    for (const id of [hidden, moderated, outOfSeason]) expect(everything).not.toContain(id);
    expect(everything).not.toMatch(/@/);
    for (const m of [gardener, friend, commenter]) expect(everything).not.toContain(m.uid);
  });

  it('caps each part and links it to its full list', async () => {
    for (let i = 0; i < 6; i++) await share(friend, { plantType: 'Tomato', months: [thisMonth] });
    const answer = await week(gardener);
    expect(answer.forMyPlants.items).toHaveLength(4);
    expect(answer.forMyPlants.total).toBeGreaterThan(4);
  });

  it('shows new tips from gardeners the member follows, and what they have not seen on their own tips', async () => {
    const friendTip = await share(friend, { plantType: 'Garlic' });
    const friendId = (await request(t.app).get(`/gardenTips/${friendTip}`)).body.authorId as string;
    await request(t.app).put(`/me/following/${friendId}`).set(bearer(gardener)).expect(201);
    const mine = await share(gardener, { plantType: 'Leek' });
    await request(t.app)
      .post(`/gardenTips/${mine}/comments`)
      .set(bearer(commenter))
      .send({ body: 'Lovely' })
      .expect(201);
    await request(t.app).put(`/gardenTips/${mine}/trials/me`).set(bearer(commenter)).send({ outcome: 'partly' });

    let answer = await week(gardener);
    expect(ids(answer.fromFollowed)[0]).toBe(friendTip);
    expect(answer.onMyTips.items.map((n) => n.kind).sort()).toEqual(['comment', 'trial']);
    expect(answer.onMyTips.items[0]?.actors[0]?.displayName).toBe('Chatty Commenter');
    await request(t.app).post('/me/notifications/read').set(bearer(gardener)).send({}).expect(200);
    answer = await week(gardener);
    expect(answer.onMyTips).toMatchObject({ items: [], empty: 'allSeen' });
  });

  // Issue 58: reminders became plan items, added with the month preset to the next time in season.
  it('lists plan items due this month or next where the member gardens', async () => {
    const now = await share(friend, { months: [thisMonth, (thisMonth % 12) + 1] });
    const later = await share(friend, { months: [inSixMonths] });
    for (const tipId of [now, later]) {
      await request(t.app).post('/me/plan').set(bearer(gardener)).send({ tipId }).expect(201);
    }
    const answer = await week(gardener);
    expect(answer.plan.items.map((r) => [r.tipId, r.month])).toEqual([[now, thisMonth]]);
    expect(answer.plan.empty).toBeNull();
  });
});

describe('GET /me/week for members with some of a garden, plants and follows', () => {
  it('a garden but no plants or follows: what worked near them, and what to do for the rest', async () => {
    const [near, reporter] = await Promise.all([createMember(), createMember()]);
    await request(t.app).put('/me/garden').set(bearer(near)).send({ hemisphere: 'north', zone: '6a' }).expect(200);
    await request(t.app).put('/me/garden').set(bearer(reporter)).send({ hemisphere: 'north', zone: '6b' }).expect(200);
    const tried = await share(friend, { plantType: 'Garlic' });
    await request(t.app).put(`/gardenTips/${tried}/trials/me`).set(bearer(reporter)).send({ outcome: 'worked' });

    const answer = await week(near);
    expect(answer).toMatchObject({ hemisphere: 'north', zone: '6a', hasGarden: true, plants: [] });
    expect(answer.forMyPlants).toMatchObject({ items: [], empty: 'noPlants' });
    expect(answer.fromFollowed).toMatchObject({ items: [], empty: 'noFollows' });
    // 6b is next to 6a; the reports from zone 9b in the south (the other tests') are not near.
    expect(ids(answer.workedNear)).toContain(tried);
    expect(answer.workedNear.empty).toBeNull();
  });

  it('plants but no garden: their tips in season in the north (the default), and worked-near asks for a garden', async () => {
    const planter = await createMember();
    await request(t.app).put('/me/plants/pumpkin').set(bearer(planter)).expect(201);
    const northNow = await share(newcomer, { plantType: 'Pumpkins', months: [thisMonth] });
    const southNow = await share(friend, { plantType: 'Pumpkin', months: [thisMonth] }); // friend gardens in the south
    const answer = await week(planter);
    expect(answer).toMatchObject({ hemisphere: 'north', zone: null, hasGarden: false });
    expect(answer.plants.map((p) => p.slug)).toEqual(['pumpkin']);
    expect(ids(answer.forMyPlants)).toEqual([northNow]);
    expect(ids(answer.forMyPlants)).not.toContain(southNow);
    expect(answer.workedNear).toMatchObject({ items: [], empty: 'noGarden' });
  });

  it('plants with nothing in season, and follows with nothing new, each say so', async () => {
    const [quiet, followed] = await Promise.all([createMember(), createMember()]);
    await request(t.app).put('/me/plants/kohlrabi').set(bearer(quiet)).expect(201);
    await share(newcomer, { plantType: 'Kohlrabi', months: [inSixMonths] });
    // The followed gardener's only tips are Hidden or hidden by moderators: nothing new to show.
    const hidden = await share(followed, { availability: 'Hidden' });
    const moderated = await share(followed);
    const followedId = (await request(t.app).get(`/gardenTips/${moderated}`)).body.authorId as string;
    await t.store.setTipModeration(moderated, { hiddenAt: new Date().toISOString(), reason: 'Spam' });
    await request(t.app).put(`/me/following/${followedId}`).set(bearer(quiet)).expect(201);

    const answer = await week(quiet);
    expect(answer.forMyPlants).toMatchObject({ items: [], empty: 'nothingInSeasonForPlants' });
    expect(answer.fromFollowed).toMatchObject({ items: [], empty: 'nothingNewFromFollowed' });
    const everything = JSON.stringify(answer);
    for (const id of [hidden, moderated]) expect(everything).not.toContain(id);
  });

  it('never lists a plan item of a tip that is Hidden or hidden by moderators since it was added', async () => {
    // Both garden in the north (no garden set), so this month's tips are due this month.
    const reminded = await createMember();
    const [shown, madeHidden, moderated] = await Promise.all([
      share(newcomer, { months: [thisMonth] }),
      share(newcomer, { months: [thisMonth] }),
      share(newcomer, { months: [thisMonth] }),
    ]);
    for (const tipId of [shown, madeHidden, moderated]) {
      await request(t.app).post('/me/plan').set(bearer(reminded)).send({ tipId }).expect(201);
    }
    await request(t.app)
      .put(`/gardenTips/${madeHidden}`)
      .set(bearer(newcomer))
      .send(tipInput({ availability: 'Hidden', months: [thisMonth] }))
      .expect(200);
    await t.store.setTipModeration(moderated, { hiddenAt: new Date().toISOString(), reason: 'Spam' });
    const answer = await week(reminded);
    expect(answer.plan.items.map((r) => r.tipId)).toEqual([shown]);
  });
});
