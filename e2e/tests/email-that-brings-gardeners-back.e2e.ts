// Issue 37's "Done when", in Chromium: Maya replies to the demo member's comment; the demo
// member's inbox (the stack's local mail server, read through its HTTP API) gets the e-mail; its
// link opens the reply on the site; its unsubscribe link, opened signed out, turns that kind off
// in the settings screen. The demo member's e-mail settings are put back as they were at the end.
import { MAIL_MESSAGES, PEOPLE_MESSAGES } from '@green-circle/contract/messages';
import { mailInbox } from '@green-circle/testing/mail-server';
import { expect, test } from '../support/fixtures';
import { api, uniqueMark } from '../support/api';
import { makeComment, makeMember, makeTip } from '../support/data';
import { stack } from '../support/stack';

const seeded = (email: string) => {
  const member = stack().members.find((m) => m.email === email);
  if (!member) throw new Error(`No seed member ${email}`);
  return member;
};

test('a reply reaches the demo member by e-mail: its link opens the reply, its unsubscribe link turns replies off', async ({
  open,
}) => {
  test.slow(); // A stack's sender, a mail server and three pages on a shared machine.
  const demo = seeded('demo@greencircle.test');
  const maya = seeded('maya@greencircle.test');
  const { body: before } = await api<Record<string, unknown>>('/me/email-settings', { as: demo });
  try {
    const author = await makeMember('grower');
    const tip = await makeTip(author, { title: `Earthing up potatoes ${uniqueMark()}` });
    const question = await makeComment(demo, tip._id, 'How high should the soil go?');
    const answer = `Up to the first leaves, twice in the season ${uniqueMark()}`;
    const reply = await makeComment(maya, tip._id, answer, question._id);

    const inbox = mailInbox(stack().mailUrl);
    const findMail = async () => (await inbox.to(demo.email)).find((mail) => mail.text.includes(answer));
    await expect.poll(findMail, { timeout: 60_000 }).toBeTruthy();
    const mail = (await findMail())!;
    expect(mail.subject).toBe(`Maya Greenfield replied to your comment on “${tip.title}”`);
    expect(mail.html).toContain(answer);

    const link = `${stack().baseUrl}/tipDetails/${tip._id}#comment-${reply._id}`;
    expect(mail.text).toContain(link);
    const { page } = await open(link, { as: demo });
    await expect(page.locator(`#comment-${reply._id}`)).toContainText(answer);

    const unsubscribe = /Unsubscribe from these e-mails: (\S+)/.exec(mail.text)?.[1];
    expect(unsubscribe).toMatch(new RegExp(`^${stack().baseUrl}/unsubscribe/`));
    expect(mail.headers['list-unsubscribe']).toBe(`<${unsubscribe}>`);
    const { page: signedOut } = await open(unsubscribe!);
    const kind = MAIL_MESSAGES.kindLabels.reply;
    await expect(signedOut.getByText(MAIL_MESSAGES.unsubscribeQuestion(kind))).toBeVisible();
    await signedOut.getByRole('button', { name: MAIL_MESSAGES.unsubscribeButton }).click();
    await expect(signedOut.getByText(MAIL_MESSAGES.unsubscribed(kind))).toBeVisible();

    const { page: settings } = await open('/notifications', { as: demo });
    const emailColumn = settings.locator('#email-settings');
    await expect(emailColumn.getByRole('checkbox', { name: kind })).not.toBeChecked();
    await expect(emailColumn.getByRole('checkbox', { name: MAIL_MESSAGES.kindLabels.comment })).toBeChecked();
  } finally {
    await api('/me/email-settings', { method: 'PUT', body: JSON.stringify(before), as: demo });
  }
});

test('a gardener I follow shares a tip: the e-mail arrives with the tip’s link, and the site says so too', async ({
  open,
}) => {
  test.slow(); // The stack's fan-out and sender, a mail server and two pages on a shared machine.
  const follower = await makeMember('follower');
  const gardener = await makeMember('sharer');
  const { body: found } = await api<Array<{ authorId: string }>>(`/users?email=${encodeURIComponent(gardener.email)}`, {
    as: gardener,
  });
  const { page } = await open(`/gardeners/${found[0]!.authorId}`, { as: follower });
  await page.getByRole('button', { name: PEOPLE_MESSAGES.follow, exact: true }).click();
  await expect(page.getByRole('button', { name: PEOPLE_MESSAGES.following, exact: true })).toBeVisible();
  // The button says so at the tap; the tip must come after the follow is stored, or it has no one to tell.
  await expect
    .poll(async () =>
      (await api<Array<{ authorId: string }>>('/me/following', { as: follower })).body.map((g) => g.authorId),
    )
    .toContain(found[0]!.authorId);

  const tip = await makeTip(gardener, { title: `Chitting seed potatoes ${uniqueMark()}` });
  const link = `${stack().baseUrl}/tipDetails/${tip._id}`;
  const inbox = mailInbox(stack().mailUrl);
  const findMail = async () => (await inbox.to(follower.email)).find((mail) => mail.text.includes(link));
  await expect.poll(findMail, { timeout: 60_000 }).toBeTruthy();
  const mail = (await findMail())!;
  expect(mail.subject).toBe(`${gardener.displayName} shared a new tip: “${tip.title}”`);
  expect(mail.html).toContain(`href="${link}"`);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: tip.title })).toBeVisible();
  await page.goto('/notifications');
  await expect(page.getByText(`${gardener.displayName} shared a new tip “${tip.title}”`)).toBeVisible();
});
