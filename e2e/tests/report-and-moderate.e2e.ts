// Issue 26: a member reports a tip; a moderator (made with `npm run admin`) hides it from the
// queue; another member no longer finds it while its author sees it marked with the reason;
// the moderator restores it. The same for a comment, which stays in its thread as
// "Removed by moderators" for everyone but its author.
import { CONVERSATION_MESSAGES, SAFETY_MESSAGES } from '@green-circle/contract/messages';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { npmRunAdmin } from '../support/admin';
import { api, listTips, uniqueMark, type Member } from '../support/api';
import { makeMember, makeTip } from '../support/data';
import { signIn } from '../support/auth';
import { toast } from '../support/ui';

/** Whether `member` can read the tip through the API (a hidden tip answers 404). */
const canRead = (id: string, member: Member) =>
  api(`/gardenTips/${id}`, { as: member }).then(
    () => true,
    (error: Error) => (/: 404 /.test(error.message) ? false : Promise.reject(error)),
  );

/** A fresh member made a moderator with `npm run admin`, as an operator would. */
async function makeModerator() {
  const moderator = await makeMember('moderator');
  expect(await npmRunAdmin('grant', 'moderator', moderator.email)).toContain('is now a moderator');
  return moderator;
}

/** The queue's card of the tip on the moderation screen, in the named section. */
const entryOf = (page: Page, title: string) => page.getByTestId('moderation-entry').filter({ hasText: title });

test.describe('reports and moderation', () => {
  test('a report, a hide from the queue, the tip gone for others but marked for its author, and a restore', async ({
    open,
  }) => {
    // Four members' browsers and an `npm run admin`: more than one flow's time on a loaded machine.
    test.slow();
    const [author, reporter, other, moderator] = await Promise.all([
      makeMember('author'),
      makeMember('reporter'),
      makeMember('reader'),
      makeModerator(),
    ]);
    const tip = await makeTip(author, { title: `Mix bleach and vinegar ${uniqueMark()}` });
    // The member reports the tip from its menu.
    const { page } = await open();
    await signIn(page, reporter);
    await page.goto(`/tipDetails/${tip._id}`);
    await expect(page.getByRole('heading', { level: 1, name: tip.title })).toBeVisible();
    await page.getByRole('button', { name: 'More actions', exact: true }).click();
    await page.getByRole('menuitem', { name: SAFETY_MESSAGES.report }).click();
    const dialog = page.getByRole('dialog', { name: SAFETY_MESSAGES.reportTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(SAFETY_MESSAGES.reportReasonHarmful).check();
    await dialog.getByLabel(SAFETY_MESSAGES.reportNoteLabel).fill('This makes chlorine gas.');
    await dialog.getByRole('button', { name: SAFETY_MESSAGES.reportSend }).click();
    await toast(page, SAFETY_MESSAGES.reportSent);

    // The moderator hides it from the queue.
    const { page: mod } = await open();
    await signIn(mod, moderator);
    await mod.goto('/moderation');
    await expect(mod.getByRole('heading', { level: 1, name: SAFETY_MESSAGES.moderationHeading })).toBeVisible();
    const entry = entryOf(mod, tip.title);
    await expect(entry.getByText('This makes chlorine gas.')).toBeVisible();
    await entry.getByLabel('Reason for the action').fill('Dangerous: makes a toxic gas');
    await entry.getByRole('button', { name: 'Hide' }).click();
    await toast(mod, SAFETY_MESSAGES.moderationDone);

    // Another member no longer finds it; its author sees it with the reason.
    expect(await canRead(tip._id, other)).toBe(false);
    expect((await listTips('limit=100', other)).tips.map((t) => t._id)).not.toContain(tip._id);
    const { page: own } = await open();
    await signIn(own, author);
    await own.goto(`/tipDetails/${tip._id}`);
    const notice = own.getByTestId('moderation-notice');
    await expect(notice).toBeVisible();
    expect(await notice.innerText()).toContain(SAFETY_MESSAGES.hiddenByModerators);
    expect(await notice.innerText()).toContain('Dangerous: makes a toxic gas');

    // The moderator restores it (from the reviewed reports); everyone reads it again.
    await mod.reload();
    const reviewed = entryOf(mod, tip.title);
    await reviewed.getByLabel('Reason for the action').fill('The author fixed the advice');
    await reviewed.getByRole('button', { name: 'Restore' }).click();
    await toast(mod, SAFETY_MESSAGES.moderationDone);
    expect(await canRead(tip._id, other)).toBe(true);
  });

  test('a comment: reported from its menu, hidden from the queue, "Removed by moderators" for others, marked for its author, restored', async ({
    open,
  }) => {
    // Four members' browsers and an `npm run admin`: more than one flow's time on a loaded machine.
    test.slow();
    const [author, reporter, other, moderator] = await Promise.all([
      makeMember('author'),
      makeMember('reporter'),
      makeMember('reader'),
      makeModerator(),
    ]);
    const stamp = uniqueMark();
    const writer = await makeMember('commenter', { displayName: `Cora ${stamp}` });
    const talk = await makeTip(author, { title: `Slug talk ${stamp}` });
    const text = `Buy my slug pellets at cheap-pellets ${stamp}`;
    const post = (as: Member, body: string, parentId?: string) =>
      api<{ _id: string }>(`/gardenTips/${talk._id}/comments`, {
        method: 'POST',
        body: JSON.stringify(parentId ? { body, parentId } : { body }),
        as,
      });
    const spam = await post(writer, text);
    await post(other, 'Is this allowed here?', spam.body._id);
    const commentOf = (page: Page, hasText: string) => page.getByTestId('comment').filter({ hasText });

    // A member reports the comment from its menu, in the dialog tips use.
    const { page } = await open(`/tipDetails/${talk._id}`, { as: reporter });
    await expect(commentOf(page, text)).toBeVisible();
    await page.getByRole('button', { name: `More actions for ${writer.displayName}'s comment` }).click();
    await page.getByRole('menuitem', { name: SAFETY_MESSAGES.report }).click();
    const dialog = page.getByRole('dialog', { name: SAFETY_MESSAGES.reportTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(SAFETY_MESSAGES.reportReasonSpam).check();
    await dialog.getByRole('button', { name: SAFETY_MESSAGES.reportSend }).click();
    await toast(page, SAFETY_MESSAGES.reportSent);

    // The moderator finds it in the queue, with its text and author, and hides it.
    const { page: mod } = await open('/moderation', { as: moderator });
    const entry = entryOf(mod, text);
    await expect(entry).toBeVisible();
    await expect(entry.getByText(writer.displayName!).first()).toBeVisible();
    await entry.getByLabel('Reason for the action').fill('Advertising');
    await entry.getByRole('button', { name: 'Hide' }).click();
    await toast(mod, SAFETY_MESSAGES.moderationDone);

    // Another member reads "Removed by moderators" in its place, and the reply still.
    const { page: reader } = await open(`/tipDetails/${talk._id}`, { as: other });
    await expect(reader.getByRole('article', { name: SAFETY_MESSAGES.removedByModerators })).toBeVisible();
    await expect(reader.getByText('Is this allowed here?')).toBeVisible();
    await expect(reader.getByText(text)).toHaveCount(0);

    // Its author still reads it, marked with the reason.
    const { page: own } = await open(`/tipDetails/${talk._id}`, { as: writer });
    const mine = commentOf(own, text);
    await expect(mine).toBeVisible();
    await expect(mine.getByText(SAFETY_MESSAGES.hiddenByModerators)).toBeVisible();
    await expect(mine.getByText('Reason: Advertising')).toBeVisible();

    // The moderator restores it from the reviewed reports; the other member reads it again.
    await mod.reload();
    const reviewed = entryOf(mod, text);
    await reviewed.getByLabel('Reason for the action').fill('Link removed');
    await reviewed.getByRole('button', { name: 'Restore' }).click();
    await toast(mod, SAFETY_MESSAGES.moderationDone);
    await reader.reload();
    await expect(reader.getByRole('heading', { name: CONVERSATION_MESSAGES.conversationHeading })).toBeVisible();
    await expect(commentOf(reader, text)).toBeVisible();
    await expect(reader.getByText(SAFETY_MESSAGES.removedByModerators)).toHaveCount(0);
  });
});
