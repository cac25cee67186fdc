// Issue 34, forms: what the server refuses in a form shows beside the field it is about (the
// control aria-invalid, its description the message), with JavaScript off (the plain POST answers
// the page with its errors and what was typed) and on (the fetcher's answer). Each post is one the
// browser would let through or a hand-made one (a check the page makes is taken off first), so the
// route action's own check answers. And a tip's Delete without JavaScript asks on the page first.
import { ACCOUNT_MESSAGES } from '@green-circle/contract/account';
import { CONVERSATION_MESSAGES as M, MAIL_MESSAGES, MESSAGES, PEOPLE_MESSAGES } from '@green-circle/contract/messages';
import { expect, test } from '../support/fixtures';
import { escapeRegExp, hydrated, memberBrowser } from '../support/ui';
import { api, idToken, lookupAccount, type Member, type TipJson } from '../support/api';
import { makeComment, makeMember, makeTip } from '../support/data';
import { stack } from '../support/stack';
import { dialog } from '../support/tips';

/** The API's status for the member's read of tip `id` (200 while it is there, 404 once deleted). */
const tipStatus = async (id: string, member: Member) =>
  (
    await fetch(`${stack().apiUrl}/gardenTips/${id}`, {
      headers: { authorization: `Bearer ${await idToken(member)}` },
    })
  ).status;

for (const javaScript of [false, true]) {
  const mode = javaScript ? 'with JavaScript' : 'without JavaScript';

  test.describe(`form errors beside their fields ${mode}`, () => {
    test('a reply with an invisible character is refused beside the reply box, the text kept', async ({ open }) => {
      const [author, member] = await Promise.all([makeMember('reply-author'), makeMember('reply-errors')]);
      const { _id: tipId } = await makeTip(author);
      const comment = await makeComment(author, tipId, 'Does this work in clay?');
      const { page } = await memberBrowser(open, member, javaScript);
      await page.goto(`/tipDetails/${tipId}`);
      await hydrated(page, javaScript);
      const written = page.getByTestId('comment').filter({ hasText: 'Does this work in clay?' });
      await written.getByRole(javaScript ? 'button' : 'link', { name: /^Reply/ }).click();
      const box = page.getByLabel(M.replyLabel);
      await box.fill('Yes\u200b it does');
      await page.getByRole('button', { name: M.replySubmit, exact: true }).click();
      await expect(page.getByLabel(M.replyLabel)).toHaveAttribute('aria-invalid', 'true');
      // Its description is the counter, then the refusal.
      await expect(page.getByLabel(M.replyLabel)).toHaveAccessibleDescription(
        new RegExp(`${escapeRegExp(MESSAGES.invisibleCharacters)}$`),
      );
      await expect(page.getByLabel(M.replyLabel)).toHaveValue('Yes\u200b it does');
      const stored = (await api<{ parentId: string | null }[]>(`/gardenTips/${tipId}/comments`)).body;
      expect(stored.filter((c) => c.parentId === comment._id)).toEqual([]);
    });

    test("a public page's bio with an invisible character is refused beside the bio, the text kept", async ({
      open,
    }) => {
      const member = await makeMember('bio-errors');
      const { page } = await memberBrowser(open, member, javaScript);
      await page.goto('/dashboard/profile');
      await hydrated(page, javaScript);
      const bio = page.getByLabel(PEOPLE_MESSAGES.bioLabel);
      await bio.fill('Clay\u200b and roses');
      await page.getByRole('button', { name: PEOPLE_MESSAGES.saveGardenerPage }).click();
      const refused = page.getByLabel(PEOPLE_MESSAGES.bioLabel);
      await expect(refused).toHaveAttribute('aria-invalid', 'true');
      await expect(refused).toHaveAccessibleDescription(new RegExp(`${escapeRegExp(MESSAGES.invisibleCharacters)}$`));
      await expect(refused).toHaveValue('Clay\u200b and roses');
    });

    test("an edited tip's title too long is refused beside the title, the tip unchanged", async ({ open }) => {
      const member = await makeMember('edit-errors');
      const { _id: id, title: before } = await makeTip(member);
      const { page } = await memberBrowser(open, member, javaScript);
      await page.goto(`/updateTip/${id}`);
      await hydrated(page, javaScript);
      const title = page.getByLabel('Title');
      await title.fill('Long '.repeat(30));
      await page.getByRole('button', { name: 'Update' }).click();
      await expect(title).toHaveAttribute('aria-invalid', 'true');
      await expect(title).toHaveAccessibleDescription('At most 120 characters');
      await expect(title).toHaveValue('Long '.repeat(30));
      expect((await api<TipJson>(`/gardenTips/${id}`, { as: member })).body.title).toBe(before);
    });

    test('an unknown time zone is refused beside the time zone, the e-mail settings unchanged', async ({ open }) => {
      const member = await makeMember('zone-errors');
      const { page } = await memberBrowser(open, member, javaScript);
      await page.goto('/notifications');
      await hydrated(page, javaScript);
      const zone = page.getByLabel(MAIL_MESSAGES.timeZoneLabel);
      const saved = await zone.inputValue();
      await zone.fill('Mars/Olympus_Mons');
      await page
        .getByRole('group', { name: MAIL_MESSAGES.settingsHeading })
        .getByRole('button', { name: 'Save' })
        .click();
      await expect(zone).toHaveAttribute('aria-invalid', 'true');
      await expect(zone).toHaveAccessibleDescription(MAIL_MESSAGES.timeZoneInvalid);
      await expect(zone).toHaveValue('Mars/Olympus_Mons');
      expect((await api<{ timeZone: string }>('/me/email-settings', { as: member })).body.timeZone).toBe(saved);
    });

    test('a notification switch posted with a value no switch sends is refused beside that switch', async ({
      open,
    }) => {
      const member = await makeMember('switch-errors');
      const { page } = await memberBrowser(open, member, javaScript);
      await page.goto('/notifications');
      await hydrated(page, javaScript);
      const settings = page.getByRole('group', { name: 'Tell me when' });
      const likes = settings.getByRole('checkbox').first();
      await expect(likes).toBeChecked();
      // A hand-made post: the likes switch sends 'maybe' instead of on, with the next switch's change.
      await likes.evaluate((input: HTMLInputElement) => (input.value = 'maybe'));
      await settings.getByRole('checkbox').nth(1).uncheck();
      if (!javaScript) await settings.getByRole('button', { name: 'Save' }).click();
      const refused = page.getByRole('group', { name: 'Tell me when' }).getByRole('checkbox').first();
      await expect(refused).toHaveAttribute('aria-invalid', 'true');
      // Said by the field error's code (field.invalid, issue 56), not zod's English "Invalid input".
      await expect(refused).toHaveAccessibleDescription('This value is not valid');
      await expect(settings.getByRole('checkbox').nth(1)).not.toHaveAttribute('aria-invalid');
      const saved = (await api<Record<string, boolean>>('/me/notification-settings', { as: member })).body;
      expect([saved.like, saved.comment]).toEqual([true, true]);
    });

    test("delete my account's unticked confirmation is refused beside the box, the account kept", async ({ open }) => {
      const member = await makeMember('confirm-errors');
      const { page } = await memberBrowser(open, member, javaScript);
      await page.goto('/dashboard/delete-account');
      await hydrated(page, javaScript);
      if (javaScript) {
        // With JavaScript the question is the site's dialog (issue 54), not a box: Cancel keeps the account.
        await page.getByRole('button', { name: 'Delete my account' }).click();
        const question = page.getByRole('dialog');
        await expect(question).toContainText('I understand: delete my account and everything it holds.');
        await question.getByRole('button', { name: 'Cancel', exact: true }).click();
        await expect(question).toBeHidden();
        expect(await lookupAccount(member.email)).not.toBeNull();
        return;
      }
      const box = page.getByRole('checkbox', { name: /I understand/ });
      await box.evaluate((input: HTMLInputElement) => input.removeAttribute('required'));
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(box).toHaveAccessibleDescription(ACCOUNT_MESSAGES.confirmNeeded);
      expect(await lookupAccount(member.email)).not.toBeNull();
    });
  });
}

test('without JavaScript, deleting a tip asks "Delete <title>?" on the page; Cancel keeps it, Delete deletes it', async ({
  open,
}) => {
  const member = await makeMember('delete-nojs');
  const { _id: id, title } = await makeTip(member);
  const { page } = await memberBrowser(open, member, false);
  await page.goto('/mytips');
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  const question = page.getByRole('alertdialog', { name: `Delete ${title}?` });
  await expect(question).toContainText(MESSAGES.deleteConfirmText);
  expect(await tipStatus(id, member)).toBe(200);

  await question.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  expect(await tipStatus(id, member)).toBe(200);

  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page
    .getByRole('alertdialog', { name: `Delete ${title}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(await tipStatus(id, member)).toBe(404);
});

test("with JavaScript, deleting a tip still asks in the site's dialog; Cancel there keeps it", async ({ open }) => {
  const member = await makeMember('delete-js');
  const { _id: id, title } = await makeTip(member);
  const { page } = await open('/mytips', { as: member });
  await hydrated(page, true);
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(dialog(page)).toContainText(MESSAGES.deleteConfirmTitle);
  await dialog(page).getByRole('button', { name: MESSAGES.deleteCancelButton }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(await tipStatus(id, member)).toBe(200);
});
