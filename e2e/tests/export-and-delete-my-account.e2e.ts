// Issue 38: a member takes their data (a zip holding their tip's photo) and leaves; then their
// tip, comment and gardener page are gone for a visitor, and their answered comment reads
// "Comment deleted" under the other member's tip, the reply still there.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CONVERSATION_MESSAGES, MESSAGES } from '@green-circle/contract/messages';
import { ACCOUNT_MESSAGES } from '@green-circle/contract/account';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { expect, test } from '../support/fixtures';
import { stack } from '../support/stack';
import { api, idToken, uniqueMark, type Member } from '../support/api';
import { makeComment, makeMember, makeTip } from '../support/data';

/** The names and contents of a zip's entries. */
async function unzip(file: string): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true }, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) =>
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      }),
    );
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

/** A photo uploaded as `member` through the API (as the photo picker does through the site). */
async function uploadPhoto(member: Member): Promise<{ id: string; url: string }> {
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#5b8c3a' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([png], { type: 'image/png' }), 'beds.png');
  const res = await fetch(`${stack().apiUrl}/uploads`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await idToken(member)}` },
    body: form,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; url: string };
}

test.describe('export and delete my account', () => {
  test('a member downloads a zip holding their tip photo, deletes their account, and is gone for others', async ({
    open,
    focus,
  }) => {
    // Two members, a photo, a zip and a deletion through the browser: more than one page's worth of work.
    test.slow();
    const leaver = await makeMember('leaver');
    const other = await makeMember('stayer');
    const photo = await uploadPhoto(leaver);
    const title = `Leaver's raised beds ${uniqueMark()}`;
    const ownTip = await makeTip(leaver, { title, image: photo.url });
    const otherTip = await makeTip(other);
    const answered = await makeComment(leaver, otherTip._id, `Clay needs grit ${uniqueMark()}`);
    const reply = await makeComment(other, otherTip._id, `Thanks, will try ${uniqueMark()}`, answered._id);
    const { body: users } = await api<Array<{ authorId: string }>>(`/users?email=${encodeURIComponent(leaver.email)}`, {
      as: leaver,
    });
    const leaverId = users[0]!.authorId;

    // The download, from the profile screen.
    const { page } = await open('/dashboard/profile', { as: leaver });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('green-circle-data.zip');
    const saved = path.join(await mkdtemp(path.join(os.tmpdir(), 'gc-export-')), 'data.zip');
    await download.saveAs(saved);
    const entries = await unzip(saved);
    const data = JSON.parse(entries.get('green-circle-data.json')!.toString()) as {
      tips: Array<{ id: string; title: string }>;
      photos: Array<{ uploadId: string; file: string }>;
    };
    expect(data.tips.map((tip) => tip.title)).toEqual([title]);
    const photoEntry = `photos/${photo.id}/${data.photos[0]!.file}`;
    expect(data.photos.map((p) => p.uploadId)).toEqual([photo.id]);
    const metadata = await sharp(entries.get(photoEntry)!).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 900, 600]);

    // Leaving: the list of what goes, the confirmation, and done.
    await page.getByRole('link', { name: 'Delete my account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Delete my account' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'your tips and their photos' })).toBeVisible();
    // With JavaScript the site's dialog asks (the page's box is the question without it).
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/account\/deleted$/);
    await expect(page.getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.deleted })).toBeVisible();

    // A visitor: the tip is not in Browse, the gardener page is not found.
    const visitor = await open(`/browserTips?q=${encodeURIComponent(title)}`);
    await expect(visitor.page.getByText(MESSAGES.noTipsForSearch)).toBeVisible();
    await expect(visitor.page.getByText(title)).toHaveCount(0);
    await visitor.page.goto(`/gardeners/${leaverId}`);
    await expect(visitor.page.getByRole('heading', { name: MESSAGES.notFoundTitle })).toBeVisible();
    const tipRes = await fetch(`${stack().apiUrl}/gardenTips/${ownTip._id}`);
    expect(tipRes.status).toBe(404);

    // The other member's tip: the leaver's comment reads "Comment deleted", the reply stays.
    const stayer = await open(`/tipDetails/${otherTip._id}`, { as: other });
    focus(stayer.page);
    await expect(stayer.page.getByText(CONVERSATION_MESSAGES.commentDeleted)).toBeVisible();
    await expect(stayer.page.getByText(reply.body)).toBeVisible();
    await expect(stayer.page.getByText(answered.body)).toHaveCount(0);
    await expect(stayer.page.getByText(leaver.displayName)).toHaveCount(0);
  });
});
