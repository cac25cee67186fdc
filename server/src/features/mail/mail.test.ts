import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_SETTINGS } from '@green-circle/contract';
import { buildTestApp, TEST_MAIL_SECRET, type TestApp } from '../../../test/helpers/app';
import { tipInput } from '../../../test/helpers/fixtures';
import { inbox, testMailSender, TEST_SITE_URL } from '../../../test/helpers/mail';
import { getAuth } from 'firebase-admin/auth';
import { appFor } from '../../http/firebase-verifier';
import { PROJECT_ID } from '../../../test/helpers/app';
import { bearer, createMember, type Member } from '../../../test/helpers/members';
import { unsubscribeToken } from './unsubscribe-token';

/**
 * The e-mails as members get them: written by their cause, drained by the product's sender,
 * delivered by the run's real local mail server and read back through its HTTP API.
 */
let t: TestApp;
let sender: ReturnType<typeof testMailSender>;
let author: Member;
let maya: Member;
let reader: Member;

const HOUR = 3_600_000;

beforeAll(async () => {
  t = buildTestApp();
  sender = testMailSender(t.store);
  [author, maya, reader] = await Promise.all([
    createMember({ displayName: 'Tip Author' }),
    createMember({ displayName: 'Maya Greenfield' }),
    createMember({ displayName: 'Rita Reader' }),
  ]);
});
afterAll(async () => {
  sender.close();
  await t.close();
});

async function share(as: Member = author, title?: string) {
  const res = await request(t.app)
    .post('/gardenTips')
    .set(bearer(as))
    .send(tipInput(title ? { title } : {}));
  expect(res.status).toBe(201);
  return { id: res.body.insertedId as string, title: (title ?? '') as string };
}
async function comment(tipId: string, as: Member, body: string, parentId?: string) {
  const res = await request(t.app)
    .post(`/gardenTips/${tipId}/comments`)
    .set(bearer(as))
    .send(parentId ? { body, parentId } : { body });
  expect(res.status).toBe(201);
  return res.body._id as string;
}
const mailTo = (member: Member) => inbox().to(member.email);
/** The member's account as firebase-admin changes it (the emulator's). */
const accounts = () => getAuth(appFor(PROJECT_ID));

describe('a reply to my comment', () => {
  it('arrives once sent, with an HTML and a text part, the right words, links from PUBLIC_SITE_URL and one-click unsubscribe headers', async () => {
    const tip = await share(author, 'Sow beans after the last frost');
    const mine = await comment(tip.id, reader, 'When is the last frost here?');
    const reply = await comment(tip.id, maya, 'Mid-April in most of the north, check your zone.', mine);

    expect(await mailTo(reader)).toHaveLength(0);
    await sender.drain();

    const [mail, ...more] = await mailTo(reader);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Maya Greenfield replied to your comment on “Sow beans after the last frost”');
    const link = `${TEST_SITE_URL}/tipDetails/${tip.id}#comment-${reply}`;
    expect(mail!.text).toContain('Mid-April in most of the north, check your zone.');
    expect(mail!.text).toContain(link);
    expect(mail!.html).toContain('Mid-April in most of the north, check your zone.');
    expect(mail!.html).toContain(`href="${link}"`);
    const source = await inbox().source(mail!.id);
    expect(source).toMatch(/Content-Type: multipart\/alternative/i);
    expect(source).toMatch(/Content-Type: text\/plain/i);
    expect(source).toMatch(/Content-Type: text\/html/i);
    expect(source).toMatch(/color-scheme/);
    const unsubscribe = mail!.headers['list-unsubscribe'];
    expect(unsubscribe).toMatch(new RegExp(`^<${TEST_SITE_URL}/unsubscribe/[A-Za-z0-9_-]+>$`));
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.text).toContain(unsubscribe!.slice(1, -1));
    // Nobody else's address: not Maya's, not the author's; no tracking image.
    expect(source).not.toContain(maya.email);
    expect(source).not.toContain(author.email);
    expect(source).not.toMatch(/<img/i);
    expect(mail!.to.map((to: { address: string }) => to.address)).toEqual([reader.email]);
  });

  it('is sent once however often the outbox is drained, with a stable Message-ID', async () => {
    const tip = await share();
    const mine = await comment(tip.id, reader, 'Does this work in pots?');
    await comment(tip.id, maya, 'Yes, a deep pot works.', mine);
    const before = (await mailTo(reader)).length;
    await sender.drain();
    await sender.drain();
    const after = await mailTo(reader);
    // The first test's throttle window is over only an hour later: this one waits in the outbox.
    expect(after.length).toBe(before);
    const later = testMailSender(t.store, { now: () => new Date(Date.now() + HOUR + 60_000) });
    await later.drain();
    await later.drain();
    later.close();
    const sent = (await mailTo(reader)).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.messageId).toMatch(/^<?[0-9a-f]{24}\.reply@greencircle\.test>?$/);
  });
});

describe('batching', () => {
  it('gathers the replies of the hour into one e-mail: "2 new replies on …"', async () => {
    const [asker, b, c, d] = await Promise.all([
      createMember({ displayName: 'Asker' }),
      createMember({ displayName: 'Bea' }),
      createMember({ displayName: 'Cal' }),
      createMember({ displayName: 'Dot' }),
    ]);
    const tip = await share(author, 'Prune tomatoes in July');
    const mine = await comment(tip.id, asker, 'Which shoots do I take?');
    await comment(tip.id, b, 'The side shoots in the leaf joints.', mine);
    await sender.drain();
    expect(await mailTo(asker)).toHaveLength(1);
    await comment(tip.id, c, 'Only on cordon varieties, not bush ones.', mine);
    await comment(tip.id, d, 'Pinch them while small.', mine);
    await sender.drain();
    // At most one e-mail of a kind an hour: the next two wait.
    expect(await mailTo(asker)).toHaveLength(1);
    const later = testMailSender(t.store, { now: () => new Date(Date.now() + HOUR + 60_000) });
    await later.drain();
    later.close();
    const mails = await mailTo(asker);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('2 new replies on “Prune tomatoes in July”');
    expect(mails[1]!.text).toContain('Only on cordon varieties, not bush ones.');
    expect(mails[1]!.text).toContain('Pinch them while small.');
  });
});

describe('who gets nothing', () => {
  it('a member who turned the kind off, and only that kind', async () => {
    const quiet = await createMember({ displayName: 'Quiet One' });
    const settings = await request(t.app).get('/me/email-settings').set(bearer(quiet));
    expect(settings.body.reply).toBe(true);
    const saved = await request(t.app)
      .put('/me/email-settings')
      .set(bearer(quiet))
      .send({ ...settings.body, reply: false });
    expect(saved.status).toBe(200);
    const own = await share(quiet);
    const elsewhere = await share(author);
    const mine = await comment(elsewhere.id, quiet, 'A question of mine');
    await comment(elsewhere.id, maya, 'An answer', mine);
    await comment(own.id, maya, 'A comment on your tip');
    await sender.drain();
    const mails = await mailTo(quiet);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Maya Greenfield commented on your tip “/),
    ]);
  });

  it('a member whose address is not verified, until it is: then at the new address only', async () => {
    const mover = await createMember({ displayName: 'Mover' });
    const tip = await share();
    const mine = await comment(tip.id, mover, 'First question');
    const newAddress = `moved-${mover.uid.slice(0, 8)}@example.test`.toLowerCase();
    await accounts().updateUser(mover.uid, { email: newAddress, emailVerified: false });
    await comment(tip.id, maya, 'First answer', mine);
    await sender.drain();
    expect(await mailTo(mover)).toHaveLength(0);
    expect(await inbox().to(newAddress)).toHaveLength(0);
    expect((await t.store.mailOutboxCounts()).skipped).toBeGreaterThan(0);

    await accounts().updateUser(mover.uid, { emailVerified: true });
    await comment(tip.id, maya, 'Second answer', mine);
    await sender.drain();
    expect(await mailTo(mover)).toHaveLength(0);
    const mails = await inbox().to(newAddress);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Second answer');
    expect(mails[0]!.text).not.toContain('First answer');
  });

  it('a disabled or deleted account', async () => {
    const [disabled, deleted] = await Promise.all([createMember(), createMember()]);
    const tip = await share();
    const one = await comment(tip.id, disabled, 'Mine');
    const two = await comment(tip.id, deleted, 'Mine too');
    await accounts().updateUser(disabled.uid, { disabled: true });
    await accounts().deleteUser(deleted.uid);
    await comment(tip.id, maya, 'Answer one', one);
    await comment(tip.id, maya, 'Answer two', two);
    await sender.drain();
    expect(await mailTo(disabled)).toHaveLength(0);
    expect(await mailTo(deleted)).toHaveLength(0);
  });
});

describe('settings', () => {
  it('findings 8: an update is partial: last release’s body (without `shared`) is accepted by PATCH and by PUT, and what is left out keeps its value', async () => {
    const member = await createMember({ displayName: 'Olga Older Client' });
    const first = await request(t.app)
      .patch('/me/email-settings')
      .set(bearer(member))
      .send({ shared: false, timeZone: 'Europe/Lisbon' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ...DEFAULT_EMAIL_SETTINGS, shared: false, timeZone: 'Europe/Lisbon' });
    // What a client of the last release sends: every field it knew, `shared` left out.
    const { shared: _unknownToIt, ...lastRelease } = { ...first.body, digest: false, digestDay: 'friday' };
    for (const method of ['patch', 'put'] as const) {
      const saved = await request(t.app)[method]('/me/email-settings').set(bearer(member)).send(lastRelease);
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({
        ...DEFAULT_EMAIL_SETTINGS,
        shared: false,
        digest: false,
        digestDay: 'friday',
        timeZone: 'Europe/Lisbon',
      });
    }
    const one = await request(t.app).put('/me/email-settings').set(bearer(member)).send({ digest: true });
    expect(one.body).toMatchObject({ shared: false, digest: true, digestDay: 'friday', timeZone: 'Europe/Lisbon' });
    expect((await request(t.app).get('/me/email-settings').set(bearer(member))).body).toEqual(one.body);
  });

  it.each([
    ['an unknown kind', { like: true }],
    ['a value that is not a boolean', { reply: 'no' }],
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }],
  ])('refuses %s and changes nothing', async (_label, body) => {
    const member = await createMember({ displayName: 'Bea Bad Body' });
    for (const method of ['patch', 'put'] as const) {
      const res = await request(t.app)[method]('/me/email-settings').set(bearer(member)).send(body);
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    expect((await request(t.app).get('/me/email-settings').set(bearer(member))).body).toEqual(DEFAULT_EMAIL_SETTINGS);
  });
});

describe('unsubscribe', () => {
  const link = (token: string) => `/mail/unsubscribe/${token}`;

  it('by the link, signed out: turns that kind off and no other', async () => {
    const member = await createMember();
    const token = unsubscribeToken(TEST_MAIL_SECRET, member.uid, 'reply', new Date());
    const read = await request(t.app).get(link(token));
    expect(read.body).toEqual({ kind: 'reply', off: false });
    const res = await request(t.app).post(link(token)).send({});
    expect(res.status).toBe(200);
    const settings = await request(t.app).get('/me/email-settings').set(bearer(member));
    expect(settings.body).toMatchObject({ reply: false, comment: true, trial: true, digest: true, moderation: true });
  });

  it('by the one-click POST of RFC 8058, taken from a real e-mail', async () => {
    const member = await createMember();
    const tip = await share(member);
    await comment(tip.id, maya, 'Lovely tip');
    await sender.drain();
    const [mail] = await mailTo(member);
    const url = new URL(mail!.headers['list-unsubscribe']!.slice(1, -1));
    const token = url.pathname.split('/').pop()!;
    const res = await request(t.app).post(link(token)).send({ 'List-Unsubscribe': 'One-Click' });
    expect(res.status).toBe(200);
    const settings = await request(t.app).get('/me/email-settings').set(bearer(member));
    expect(settings.body).toMatchObject({ comment: false, reply: true });
  });

  it('a forged or expired token changes nothing', async () => {
    const member = await createMember();
    const good = unsubscribeToken(TEST_MAIL_SECRET, member.uid, 'reply', new Date());
    const forged = unsubscribeToken('another-secret-of-32-characters!', member.uid, 'reply', new Date());
    const expired = unsubscribeToken(TEST_MAIL_SECRET, member.uid, 'reply', new Date(Date.now() - 200 * 86_400_000));
    const tampered = `${good.slice(0, 5)}${good[5] === 'A' ? 'B' : 'A'}${good.slice(6)}`;
    for (const token of [forged, expired, tampered]) {
      const res = await request(t.app).post(link(token)).send({});
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/problem\+json/);
    }
    expect((await request(t.app).post(link('not a token')).send({})).status).toBe(400);
    const settings = await request(t.app).get('/me/email-settings').set(bearer(member));
    expect(settings.body.reply).toBe(true);
  });
});

describe('delivery failures', () => {
  it('a refused address is marked bounced, not retried, and gets nothing more', async () => {
    const member = await createMember();
    const tip = await share(member);
    await comment(tip.id, maya, 'First');
    const refusing = testMailSender(t.store, {
      send: async () => {
        throw Object.assign(new Error('550 5.1.1 mailbox unavailable'), { responseCode: 550 });
      },
    });
    await refusing.drain();
    refusing.close();
    expect(await t.store.isAddressBounced(member.email)).toBe(true);
    await comment(tip.id, maya, 'Second');
    const later = testMailSender(t.store, { now: () => new Date(Date.now() + HOUR + 60_000) });
    await later.drain();
    later.close();
    expect(await mailTo(member)).toHaveLength(0);
  });

  it('a passing failure is tried again later, with backoff, and then delivered', async () => {
    const member = await createMember();
    const tip = await share(member);
    await comment(tip.id, maya, 'Worth retrying');
    const failing = testMailSender(t.store, {
      send: async () => {
        throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      },
    });
    await failing.drain();
    // Not due again at once: the backoff put it off.
    await failing.drain();
    failing.close();
    expect(await mailTo(member)).toHaveLength(0);
    const later = testMailSender(t.store, { now: () => new Date(Date.now() + 10 * 60_000) });
    await later.drain();
    later.close();
    expect(await mailTo(member)).toHaveLength(1);
  });
});
