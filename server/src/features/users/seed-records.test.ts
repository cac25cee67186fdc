import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app';
import { tipInput } from '../../../test/helpers/fixtures';
import { bearer, createMember, emulator } from '../../../test/helpers/members';
import { DEMO_MEMBER, DEMO_MEMBERS, SEED, SEED_MEMBERS } from '../../store/seed-data';
import { ensureSeedMemberRecords } from './seed-records';

let t: TestApp;
const [maya] = SEED_MEMBERS;

beforeAll(async () => {
  // A freshly seeded stack, as npm start seeds it (SEED=demo): the store's seed, the demo
  // members' accounts in the Auth emulator and their records, with the brakes npm start has.
  t = buildTestApp({
    spamBrakes: {
      newAccountTipsMax: 3,
      newAccountCommentsMax: 10,
      sameTextWindowMs: 86_400_000,
      reportsMax: 0,
      newAccountReportsMax: 0,
    },
  });
  await t.store.seed(SEED);
  await emulator().ensureAccounts([...DEMO_MEMBERS]);
  expect(await ensureSeedMemberRecords(t.store, DEMO_MEMBERS)).toBe(DEMO_MEMBERS.length);
});
afterAll(() => t.close());

const tokenOf = async (member: { email: string; password: string }) => ({ idToken: await emulator().signIn(member) });

describe('findings 17: seeded demo members are established members', () => {
  it('Maya shares a 4th tip on a freshly seeded stack', async () => {
    const token = await tokenOf(maya);
    for (let i = 1; i <= 4; i += 1) {
      const res = await request(t.app)
        .post('/gardenTips')
        .set(bearer(token))
        .send(tipInput({ description: `Seeded member's tip number ${i}, each its own text.` }));
      expect(res.status, res.text).toBe(201);
    }
  });

  it('the demo member writes an 11th comment', async () => {
    const token = await tokenOf(DEMO_MEMBER);
    const tip = (await request(t.app).get('/gardenTips?limit=1')).body[0]._id as string;
    for (let i = 1; i <= 11; i += 1) {
      const res = await request(t.app)
        .post(`/gardenTips/${tip}/comments`)
        .set(bearer(token))
        .send({ body: `Comment number ${i} from the demo member.` });
      expect(res.status, res.text).toBe(201);
    }
  });

  it('a member who signs up beside them is still a new account: braked after 3 tips', async () => {
    const newcomer = await createMember();
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i += 1) {
      const res = await request(t.app)
        .post('/gardenTips')
        .set(bearer(newcomer))
        .send(tipInput({ description: `A newcomer's tip number ${i}, each its own text.` }));
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
