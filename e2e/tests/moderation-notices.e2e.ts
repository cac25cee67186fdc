// Issue 33, findings 6, 9 and 12 where a member meets them: the author reads on the notifications
// page what moderators did to their tip, comment and account, and why (a suspension with its end);
// a comment notification quotes the comment; a member answered on a tip moderators then hid reads
// neither its title nor the answer. Every member and tip here is this file's own.
import { PEOPLE_MESSAGES } from '@green-circle/contract/messages';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { npmRunAdmin } from '../support/admin';
import { api, createAccount, newMember, uniqueMark, type Member } from '../support/api';
import { makeComment, makeMember, makeTip, type FreshMember } from '../support/data';

const entry = (page: Page, text: string | RegExp) => page.getByRole('listitem').filter({ hasText: text });

test.describe('moderation notices', () => {
  test.describe.configure({ mode: 'serial' });
  let author: FreshMember;
  let commenter: FreshMember;
  let moderator: Member;
  let tip: { _id: string; title: string };
  let until: string;

  test.beforeAll(async () => {
    [author, commenter, moderator] = await Promise.all([
      makeMember('noticed'),
      makeMember('answered'),
      createAccount(newMember('moderator')),
    ]);
    expect(await npmRunAdmin('grant', 'moderator', moderator.email)).toContain('is now a moderator');
    tip = await makeTip(author, { title: `Neem oil dosage ${uniqueMark()}` });
    const other = await makeTip(commenter, { title: `Slug traps ${uniqueMark()}` });
    // The commenter asks on the author's tip and is answered; the author comments on the commenter's tip.
    const question = await makeComment(commenter, tip._id, 'How much neem per litre of water?');
    await makeComment(author, tip._id, 'Five millilitres per litre, with a drop of soap.', question._id);
    const advert = await makeComment(author, other._id, 'Buy my miracle slug pellets at cheap-grow dot example');
    const act = (body: object) =>
      api<{ suspendedUntil?: string }>('/moderation/actions', {
        method: 'POST',
        body: JSON.stringify(body),
        as: moderator,
      });
    await act({ target: { kind: 'tip', id: tip._id }, action: 'hide', reason: 'Unsafe dosage advice' });
    await act({ target: { kind: 'comment', id: advert._id }, action: 'hide', reason: 'Advertising' });
    const { body } = await act({
      target: {
        kind: 'gardener',
        id: (await api<{ authorId: string }[]>(`/users?email=${encodeURIComponent(author.email)}`, { as: author }))
          .body[0]!.authorId,
      },
      action: 'suspend',
      reason: 'Repeated spam',
      days: 3,
    });
    until = body.suspendedUntil!;
  });

  test('findings 6: the author reads what moderators did and why, and reaches their hidden tip', async ({ open }) => {
    const { page } = await open('/notifications', { as: author });
    await expect(page.getByRole('heading', { name: PEOPLE_MESSAGES.notificationsHeading, level: 1 })).toBeVisible();
    const untilText = await page.evaluate(
      (iso) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
      until,
    );
    await expect(entry(page, 'Moderators suspended your account')).toContainText(
      `Moderators suspended your account until ${untilText}: you can read but not post. Reason: Repeated spam`,
    );
    await expect(entry(page, 'Moderators hid your comment')).toContainText(
      'Moderators hid your comment “Buy my miracle slug pellets at cheap-grow dot example” on “Slug traps',
    );
    await expect(entry(page, 'Moderators hid your comment')).toContainText('Reason: Advertising');
    const hidden = entry(page, 'Moderators hid your tip');
    await expect(hidden).toContainText(
      `Moderators hid your tip “${tip.title}”: only you can see it now. Reason: Unsafe dosage advice`,
    );
    // Nothing names the moderator.
    await expect(page.getByText(moderator.displayName)).toHaveCount(0);
    // The notice leads to the tip, which its author still reads.
    await hidden.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/tipDetails/${tip._id}$`));
    await expect(page.getByRole('heading', { name: tip.title })).toBeVisible();
  });

  test('findings 6: on a phone too, and a restore is told', async ({ open }) => {
    await api('/moderation/actions', {
      method: 'POST',
      body: JSON.stringify({ target: { kind: 'tip', id: tip._id }, action: 'restore', reason: 'Dosage corrected' }),
      as: moderator,
    });
    const { page } = await open('/notifications', { as: author, device: 'mobile', theme: 'dark' });
    await expect(entry(page, 'Moderators restored your tip')).toContainText(
      `Moderators restored your tip “${tip.title}”: everyone can see it again. Reason: Dosage corrected`,
    );
    // The page fits the phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('findings 9 and 12: the answered member reads the answer quoted, and nothing of the tip while it is hidden', async ({
    open,
  }) => {
    const { page } = await open('/notifications', { as: commenter });
    // Restored by the test before: the reply names the tip and quotes the answer.
    await expect(entry(page, 'replied to your comment')).toContainText(
      `replied to your comment on “${tip.title}”: “Five millilitres per litre, with a drop of soap.”`,
    );
    await api('/moderation/actions', {
      method: 'POST',
      body: JSON.stringify({ target: { kind: 'tip', id: tip._id }, action: 'hide', reason: 'Unsafe again' }),
      as: moderator,
    });
    await page.reload();
    await expect(entry(page, 'replied to your comment')).toContainText('replied to your comment on a tip');
    await expect(page.getByText(tip.title)).toHaveCount(0);
    await expect(page.getByText('Five millilitres per litre')).toHaveCount(0);
    await expect(page.locator(`a[href*="${tip._id}"]`)).toHaveCount(0);
  });
});
