import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app';
import { expectProblem, tipInput } from '../../../test/helpers/fixtures';
import { inbox, testMailSender } from '../../../test/helpers/mail';
import { bearer, createMember, type Member } from '../../../test/helpers/members';

/**
 * Bounces the provider learns of after it accepted an e-mail, reported to POST /mail/bounces with
 * the shared secret: the address is marked as a refusal during SMTP marks it, and the next
 * e-mail to it is not sent. Without the secret, or with a wrong one, nothing changes.
 */
const SECRET = 'bounce-webhook-secret-0123456789';
let t: TestApp;
let without: TestApp;
let author: Member;
let maya: Member;

beforeAll(async () => {
  t = buildTestApp({ mailBounceSecret: SECRET });
  without = buildTestApp();
  [author, maya] = await Promise.all([createMember({ displayName: 'Bounced Author' }), createMember()]);
});
afterAll(async () => {
  await t.close();
  await without.close();
});

const report = (app: TestApp, body: unknown, secret?: string) => {
  const call = request(app.app).post('/mail/bounces');
  return (secret === undefined ? call : call.set('X-Webhook-Secret', secret)).send(body as object);
};

describe('the provider’s bounce webhook', () => {
  it('refuses a report without the secret, with a wrong one, or on an API without one, and marks nothing', async () => {
    expectProblem(await report(t, { email: author.email }), 401);
    expectProblem(await report(t, { email: author.email }, `${SECRET}x`), 401);
    expectProblem(await report(t, { email: author.email }, 'bounce-webhook-secret-012345678X'), 401);
    expectProblem(await report(without, { email: author.email }, SECRET), 404);
    expect(await t.store.isAddressBounced(author.email)).toBe(false);
  });

  it('answers 400 to a report that names no address', async () => {
    expectProblem(await report(t, { email: 'not an address' }, SECRET), 400);
    expectProblem(await report(t, {}, SECRET), 400);
    expectProblem(await report(t, { email: author.email, reason: 'x'.repeat(301) }, SECRET), 400);
    expect(await t.store.isAddressBounced(author.email)).toBe(false);
  });

  it('marks the address bounced (any case) and the next e-mail to it is not sent', async () => {
    const res = await report(t, { email: author.email.toUpperCase(), reason: '5.2.2 mailbox full' }, SECRET);
    expect(res.status).toBe(200);
    expect(await t.store.isAddressBounced(author.email)).toBe(true);

    const shared = await request(t.app).post('/gardenTips').set(bearer(author)).send(tipInput());
    expect(shared.status).toBe(201);
    const commented = await request(t.app)
      .post(`/gardenTips/${shared.body.insertedId as string}/comments`)
      .set(bearer(maya))
      .send({ body: 'Lovely tip' });
    expect(commented.status).toBe(201);
    const sender = testMailSender(t.store);
    await sender.drain();
    sender.close();
    expect(await inbox().to(author.email)).toHaveLength(0);
    expect(await t.store.mailOutboxCounts()).toMatchObject({ pending: 0, sent: 0, skipped: 1 });
  });
});
