// Issue 33, findings 6, 9 and 12 where a member meets them: the author reads on the notifications
// page what moderators did to their tip, comment and account, and why (a suspension with its end);
// a comment notification quotes the comment; a member answered on a tip moderators then hid reads
// neither its title nor the answer. Each test makes its own members and tips.
import { PEOPLE_MESSAGES } from '@green-circle/contract/messages';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { npmRunAdmin } from '../support/admin';
import { api, createAccount, newMember, uniqueMark, type Member } from '../support/api';
import { makeComment, makeMember, makeTip } from '../support/data';

const entry = (page: Page, text: string | RegExp) => page.getByRole('listitem').filter({ hasText: text });

let moderator: Member;
test.beforeAll(async () => {
  moderator = await createAccount(newMember('moderator'));
  expect(await npmRunAdmin('grant', 'moderator', moderator.email)).toContain('is now a moderator');
});

/** A moderator's action through the API, as the moderation screen sends it. */
const act = async (body: object) =>
  (
    await api<{ suspendedUntil?: string }>('/moderation/actions', {
      method: 'POST',
      body: JSON.stringify(body),
      as: moderator,
    })
  ).body;

test('findings 6: the author reads what moderators did and why, and reaches their hidden tip', async ({ open }) => {
  test.slow(); // Four members, an npm run admin and a browser on a shared machine.
  const [author, other] = await Promise.all([makeMember('noticed'), makeMember('other')]);
  const tip = await makeTip(author, { title: `Neem oil dosage ${uniqueMark()}` });
  const theirs = await makeTip(other, { title: `Slug traps ${uniqueMark()}` });
  const advert = await makeComment(author, theirs._id, 'Buy my miracle slug pellets at cheap-grow dot example');
  await act({ target: { kind: 'tip', id: tip._id }, action: 'hide', reason: 'Unsafe dosage advice' });
  await act({ target: { kind: 'comment', id: advert._id }, action: 'hide', reason: 'Advertising' });
  const [record] = (
    await api<Array<{ authorId: string }>>(`/users?email=${encodeURIComponent(author.email)}`, { as: author })
  ).body;
  const { suspendedUntil } = await act({
    target: { kind: 'gardener', id: record!.authorId },
    action: 'suspend',
    reason: 'Repeated spam',
    days: 3,
  });

  const { page } = await open('/notifications', { as: author });
  await expect(page.getByRole('heading', { name: PEOPLE_MESSAGES.notificationsHeading, level: 1 })).toBeVisible();
  const until = await page.evaluate(
    (iso) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
    suspendedUntil!,
  );
  await expect(entry(page, 'Moderators suspended your account')).toContainText(
    `Moderators suspended your account until ${until}: you can read but not post. Reason: Repeated spam`,
  );
  await expect(entry(page, 'Moderators hid your comment')).toContainText(
    `Moderators hid your comment “Buy my miracle slug pellets at cheap-grow dot example” on “${theirs.title}”. Reason: Advertising`,
  );
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

test('findings 6: a restore is told too, on a phone in the dark theme', async ({ open }) => {
  test.slow();
  const author = await makeMember('restored');
  const tip = await makeTip(author, { title: `Copper tape ${uniqueMark()}` });
  await act({ target: { kind: 'tip', id: tip._id }, action: 'hide', reason: 'Looks like an advert' });
  await act({ target: { kind: 'tip', id: tip._id }, action: 'restore', reason: 'Not an advert after all' });
  const { page } = await open('/notifications', { as: author, device: 'mobile', theme: 'dark' });
  await expect(entry(page, 'Moderators restored your tip')).toContainText(
    `Moderators restored your tip “${tip.title}”: everyone can see it again. Reason: Not an advert after all`,
  );
  await expect(entry(page, 'Moderators hid your tip')).toContainText('Reason: Looks like an advert');
  // The page fits the phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('findings 9 and 12: the answered member reads the answer quoted, and nothing of the tip once it is hidden', async ({
  open,
}) => {
  test.slow();
  const [author, asker] = await Promise.all([makeMember('answering'), makeMember('asking')]);
  const tip = await makeTip(author, { title: `Neem per litre ${uniqueMark()}` });
  const question = await makeComment(asker, tip._id, 'How much neem per litre of water?');
  await makeComment(author, tip._id, 'Five millilitres per litre, with a drop of soap.', question._id);

  const { page } = await open('/notifications', { as: asker });
  await expect(entry(page, 'replied to your comment')).toContainText(
    `replied to your comment on “${tip.title}”: “Five millilitres per litre, with a drop of soap.”`,
  );
  await act({ target: { kind: 'tip', id: tip._id }, action: 'hide', reason: 'Unsafe dosage advice' });
  await page.reload();
  await expect(entry(page, 'replied to your comment')).toContainText('replied to your comment on a tip');
  await expect(page.getByText(tip.title)).toHaveCount(0);
  await expect(page.getByText('Five millilitres per litre')).toHaveCount(0);
  await expect(page.locator(`a[href*="${tip._id}"]`)).toHaveCount(0);
});
