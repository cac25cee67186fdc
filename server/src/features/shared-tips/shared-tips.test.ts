import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app';
import { tipInput } from '../../../test/helpers/fixtures';
import { inbox, testMailSender, TEST_SITE_URL } from '../../../test/helpers/mail';
import { bearer, createMember, type Member } from '../../../test/helpers/members';
import { drainSharedTips } from './fan-out';

/**
 * "A gardener I follow shares a tip": the publish only notes the share; the fan-out (the product's
 * own, as every API process runs it) tells each follower in the site and, through the outbox
 * and the run's real local mail server, by e-mail.
 */
let t: TestApp;
let sender: ReturnType<typeof testMailSender>;
let author: Member;
let fan: Member;
let blocker: Member;
let blockedFan: Member;
let stranger: Member;

beforeAll(async () => {
  t = buildTestApp();
  sender = testMailSender(t.store);
  [author, fan, blocker, blockedFan, stranger] = await Promise.all([
    createMember({ displayName: 'Olive Sharer' }),
    createMember({ displayName: 'Fay Follower' }),
    createMember({ displayName: 'Bo Blocker' }),
    createMember({ displayName: 'Ben Blocked' }),
    createMember({ displayName: 'Sam Stranger' }),
  ]);
  for (const member of [fan, blocker, blockedFan]) await t.store.follow(member.uid, author.uid);
  // Both ways: a follower who blocks the author, and a follower the author blocks.
  await t.store.block(blocker.uid, author.uid);
  await t.store.block(author.uid, blockedFan.uid);
});
afterAll(async () => {
  sender.close();
  await t.close();
});

async function publish(overrides: Record<string, unknown> = {}) {
  const res = await request(t.app).post('/gardenTips').set(bearer(author)).send(tipInput(overrides));
  expect(res.status).toBe(201);
  return res.body.insertedId as string;
}
const sharedOf = async (member: Member, tipId: string) => {
  const res = await request(t.app).get('/me/notifications?limit=50').set(bearer(member));
  expect(res.status).toBe(200);
  return (
    res.body as Array<{ kind: string; tipId: string; tipTitle: string; actors: Array<{ displayName: string }> }>
  ).filter((note) => note.kind === 'shared' && note.tipId === tipId);
};
const mailsAbout = async (member: Member, tipId: string) =>
  (await inbox().to(member.email)).filter((mail) => mail.text.includes(`/tipDetails/${tipId}`));

describe('a gardener I follow shares a tip', () => {
  it('tells each follower once, in the site and by e-mail with the tip’s link; never the author, a stranger or a member blocked either way', async () => {
    const tipId = await publish({ title: 'Water tomatoes at the root' });
    // The request only noted the share: nobody is told until the fan-out runs.
    expect(await sharedOf(fan, tipId)).toHaveLength(0);

    expect(await drainSharedTips(t.store)).toBe(1);
    expect(await drainSharedTips(t.store)).toBe(0);
    const [note, ...more] = await sharedOf(fan, tipId);
    expect(more).toHaveLength(0);
    expect(note!.tipTitle).toBe('Water tomatoes at the root');
    expect(note!.actors.map((actor) => actor.displayName)).toEqual(['Olive Sharer']);
    for (const member of [author, blocker, blockedFan, stranger]) expect(await sharedOf(member, tipId)).toHaveLength(0);

    await sender.drain();
    await sender.drain();
    const [mail, ...again] = await mailsAbout(fan, tipId);
    expect(again).toHaveLength(0);
    expect(mail!.subject).toBe('Olive Sharer shared a new tip: “Water tomatoes at the root”');
    expect(mail!.text).toContain(`${TEST_SITE_URL}/tipDetails/${tipId}`);
    expect(mail!.html).toContain(`href="${TEST_SITE_URL}/tipDetails/${tipId}"`);
    expect(mail!.headers['list-unsubscribe']).toMatch(new RegExp(`^<${TEST_SITE_URL}/unsubscribe/`));
    const source = await inbox().source(mail!.id);
    expect(source).not.toContain(author.email);
    for (const member of [author, blocker, blockedFan, stranger])
      expect(await mailsAbout(member, tipId)).toHaveLength(0);
  });

  it('tells nobody about a Hidden tip until it first becomes Public, and never twice', async () => {
    const tipId = await publish({ title: 'Save your own bean seed', availability: 'Hidden' });
    await drainSharedTips(t.store);
    expect(await sharedOf(fan, tipId)).toHaveLength(0);

    const edit = (availability: string) =>
      request(t.app)
        .put(`/gardenTips/${tipId}`)
        .set(bearer(author))
        .send(tipInput({ title: 'Save your own bean seed', availability }));
    expect((await edit('Public')).status).toBe(200);
    expect(await drainSharedTips(t.store)).toBe(1);
    // Hidden and Public again, and an edit of the Public tip: nothing new.
    expect((await edit('Hidden')).status).toBe(200);
    expect((await edit('Public')).status).toBe(200);
    expect((await edit('Public')).status).toBe(200);
    expect(await drainSharedTips(t.store)).toBe(0);
    expect(await sharedOf(fan, tipId)).toHaveLength(1);
  });

  it('tells nobody about a tip made Hidden again before the fan-out came to it', async () => {
    const tipId = await publish();
    const res = await request(t.app)
      .put(`/gardenTips/${tipId}`)
      .set(bearer(author))
      .send(tipInput({ availability: 'Hidden' }));
    expect(res.status).toBe(200);
    expect(await drainSharedTips(t.store)).toBe(0);
    expect(await sharedOf(fan, tipId)).toHaveLength(0);
  });

  it('honours the follower’s settings: the e-mail switch, and the one-click unsubscribe for this kind only', async () => {
    const settings = await request(t.app).get('/me/email-settings').set(bearer(fan));
    expect(settings.body.shared).toBe(true);
    const off = await request(t.app)
      .put('/me/email-settings')
      .set(bearer(fan))
      .send({ ...settings.body, shared: false });
    expect(off.status).toBe(200);
    const tipId = await publish();
    await drainSharedTips(t.store);
    // In the site still (its own switch); by e-mail not.
    expect(await sharedOf(fan, tipId)).toHaveLength(1);
    const later = testMailSender(t.store, { now: () => new Date(Date.now() + 2 * 3_600_000) });
    await later.drain();
    later.close();
    expect(await mailsAbout(fan, tipId)).toHaveLength(0);
    await request(t.app)
      .put('/me/email-settings')
      .set(bearer(fan))
      .send({ ...settings.body, shared: true });
  });
});

describe('many followers', () => {
  it('are told a page at a time outside the request, each once, however often the fan-out runs', async () => {
    const followers = Array.from({ length: 450 }, (_, i) => `fan-${String(i).padStart(4, '0')}`);
    for (const uid of followers) await t.store.follow(uid, author.uid);
    const outboxBefore = (await t.store.mailOutboxCounts()).pending;
    const tipId = await publish();
    expect((await t.store.mailOutboxCounts()).pending).toBe(outboxBefore);

    const pages: number[] = [];
    for (;;) {
      const page = await t.store.fanOutSharedTip(100);
      if (page === null) break;
      pages.push(page.notified);
    }
    // 451 followers told (450 + the fan; two blocked either way are skipped), 100 per page.
    expect(pages.slice(0, 4)).toEqual([100, 100, 100, 100]);
    expect(pages.reduce((sum, n) => sum + n, 0)).toBe(451);
    expect(await t.store.fanOutSharedTip(100)).toBeNull();
    for (const uid of [followers[0]!, followers[449]!]) {
      const { items } = await t.store.listNotifications(uid, { limit: 10 });
      expect(items.filter((note) => note.kind === 'shared' && note.tipId === tipId)).toHaveLength(1);
    }
    // One e-mail cause per follower (each decided when sent: these have no account, so none goes).
    expect((await t.store.mailOutboxCounts()).pending).toBe(outboxBefore + 451);
  });
});
