import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { ACCOUNT_MESSAGES, DEFAULT_EMAIL_SETTINGS } from '@green-circle/contract';
import { buildTestApp, type TestApp } from '../../../test/helpers/app';
import { expectProblem } from '../../../test/helpers/fixtures';
import { giveEveryKind, memberName, type MemberData } from '../../../test/helpers/member-data';
import { bearer, createMember, type Member } from '../../../test/helpers/members';
import { EXPORT_JSON } from './export-zip';

interface ExportJson {
  account: unknown;
  tips: Array<{ id: string }>;
  comments: Array<{ id: string }>;
  trials: unknown[];
  likes: unknown[];
  following: unknown[];
  followers: unknown;
  garden: unknown;
  plan: unknown[];
  plants: unknown[];
  calendarFeed: boolean;
  notificationSettings: unknown;
  emailSettings: unknown;
  notifications: unknown[];
  reportsMade: unknown[];
  photos: Array<{ uploadId: string; file: string }>;
}

/** Each entry of a zip, read whole (a test's zip is small). */
async function entriesOf(zip: Buffer): Promise<Map<string, Buffer>> {
  const file = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    file.on('entry', (entry: yauzl.Entry) => {
      file.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          file.readEntry();
        });
      });
    });
    file.on('end', resolve);
    file.on('error', reject);
    file.readEntry();
  });
  return entries;
}

const download = (t: TestApp, as: Member) =>
  request(t.app)
    .get('/me/export')
    .set(bearer(as))
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

describe('GET /me/export', () => {
  let t: TestApp;
  let member: Member;
  let other: Member;
  let data: MemberData;
  beforeAll(async () => {
    t = buildTestApp();
    [member, other] = await Promise.all([createMember(), createMember()]);
    data = await giveEveryKind(t.app, member, other);
  });
  afterAll(() => t.close());

  it('answers 401 to a visitor', async () => {
    expectProblem(await request(t.app).get('/me/export'), 401);
  });

  it("holds every kind of the member's data and their photo's largest file, and nothing of anyone else", async () => {
    const res = await download(t, member);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('green-circle-data.zip');
    const entries = await entriesOf(res.body as Buffer);
    const text = entries.get(EXPORT_JSON)!.toString();
    const json = JSON.parse(text) as ExportJson;

    expect(json.account).toMatchObject({ email: member.email, name: memberName(member) });
    expect(json.tips.map((tip) => tip.id)).toEqual([data.ownTipId]);
    expect(json.comments.map((c) => c.id).sort()).toEqual([data.answeredCommentId, data.memberReplyId].sort());
    expect(json.trials).toMatchObject([{ tipId: data.otherTipId, outcome: 'worked' }]);
    expect(json.likes).toMatchObject([{ tipId: data.otherTipId }]);
    expect(json.following).toEqual([{ name: memberName(other), since: expect.any(String) }]);
    expect(json.followers).toEqual({ count: 1 });
    expect(json.garden).toMatchObject({ hemisphere: 'south' });
    expect(json.plan).toMatchObject([{ tipId: data.otherTipId, repeats: true }]);
    expect(json.plants).toHaveLength(1);
    expect(json.calendarFeed).toBe(true);
    expect(json.notificationSettings).toMatchObject({ follow: false });
    // Never changed: what the site goes by, every kind on.
    expect(json.emailSettings).toEqual(DEFAULT_EMAIL_SETTINGS);
    expect(json.notifications.length).toBeGreaterThan(0);
    expect(json.reportsMade).toMatchObject([{ kind: 'tip', targetId: data.otherTipId, reason: 'spam' }]);

    const photo = json.photos[0]!;
    expect(photo.uploadId).toBe(data.photoUploadId);
    const stored = fs.readFileSync(path.join(t.dataDir, 'uploads', photo.uploadId, photo.file));
    expect(entries.get(`photos/${photo.uploadId}/${photo.file}`)?.equals(stored)).toBe(true);

    // The other member liked, followed, answered and reported the member: none of it names them.
    for (const theirs of [other.uid, other.email]) expect(text).not.toContain(theirs);
    expect(text).not.toContain('"reporterUid"');
  });

  it('is limited to 5 downloads an hour per member', async () => {
    const someone = await createMember();
    for (let i = 0; i < 5; i++) expect((await download(t, someone)).status).toBe(200);
    const refused = await request(t.app).get('/me/export').set(bearer(someone));
    expectProblem(refused, 429);
    expect(refused.body.detail).toBe(ACCOUNT_MESSAGES.exportTooOften);
  });
});
