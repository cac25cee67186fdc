import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app';
import { expectProblem, tipInput } from '../../../test/helpers/fixtures';
import { bearer, createMember, type Member } from '../../../test/helpers/members';
import { ageAccount, shareTip } from '../../../test/helpers/safety';

let t: TestApp;
let author: Member;
const tips: string[] = [];

beforeAll(async () => {
  t = buildTestApp({
    spamBrakes: {
      newAccountTipsMax: 0,
      newAccountCommentsMax: 0,
      sameTextWindowMs: 0,
      reportsMax: 6,
      newAccountReportsMax: 2,
    },
  });
  author = await createMember();
  for (let i = 0; i < 8; i += 1) tips.push(await shareTip(t, author, tipInput()));
});
afterAll(() => t.close());

const report = (member: Member, id: string) =>
  request(t.app)
    .post('/reports')
    .set(bearer(member))
    .send({ target: { kind: 'tip', id }, reason: 'spam' });

describe('findings 16: a daily report quota per member, tighter for new accounts', () => {
  it('a new account reports 2 a day, then 429 problem+json with Retry-After and when it may go on', async () => {
    const newcomer = await createMember();
    expect((await report(newcomer, tips[0]!)).status).toBe(201);
    expect((await report(newcomer, tips[1]!)).status).toBe(201);
    const refused = await report(newcomer, tips[2]!);
    expectProblem(refused, 429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(refused.body.detail).toMatch(/reports? a day.*\d{4}-\d\d-\d\dT/);
    const when = expect.stringMatching(/^\d{4}-/);
    expect(refused.body.errors).toEqual([
      { field: 'retryAt', message: when, code: 'problem.newAccountReportQuota', values: { max: 2, when } },
    ]);
    // What the site says (issue 56): the words' code and their values, the same day and count.
    expect(refused.body).toMatchObject({ code: 'problem.newAccountReportQuota', values: { max: 2, when } });
    // The refused report changed nothing: the moderators' queue has no report of that tip.
    expect(await t.store.countQualifyingReports({ kind: 'tip', id: tips[2]! })).toBe(0);
    const queue = await t.store.reportGroups('open', 100);
    expect(queue.some((group) => group.target.id === tips[2])).toBe(false);
  });

  it('repeating a report already made is not counted again', async () => {
    const member = await createMember();
    expect((await report(member, tips[0]!)).status).toBe(201);
    expect((await report(member, tips[0]!)).status).toBe(200);
    expect((await report(member, tips[0]!)).status).toBe(200);
    expect((await report(member, tips[1]!)).status).toBe(201);
  });

  it('an established member reports 6 a day, then 429', async () => {
    const member = await createMember();
    await ageAccount(t, member);
    for (let i = 0; i < 6; i += 1) expect((await report(member, tips[i]!)).status).toBe(201);
    expectProblem(await report(member, tips[6]!), 429);
  });
});
