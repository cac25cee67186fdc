// Issue 34: every write is a form posted to a route action on the site, so a signed-in member can
// write before (or without) the page's JavaScript. The session cookie comes from a sign-in done
// with JavaScript; then the same member, in a browser with JavaScript off and again with it on,
// likes, follows, comments and replies (and deletes a comment, asked first), reports a tip, reports "I tried this", shares a tip without a photo, edits and deletes it, changes a notification
// setting, edits their profile and signs out. A form the server refuses shows its errors beside the
// field. Signing up makes the account with JavaScript, and says clearly that it needs it without.
import { CONVERSATION_MESSAGES as M, MESSAGES, SAFETY_MESSAGES as S } from '@green-circle/contract/messages';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { api, lookupAccount, newMember, uniqueMark, type Member, type TipJson } from '../support/api';
import { makeMember, makeTip } from '../support/data';
import { dialog } from '../support/tips';
import { escapeRegExp, hydrated, memberBrowser, pathIs, toast } from '../support/ui';

const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === '__session');

for (const javaScript of [false, true]) {
  const mode = javaScript ? 'with JavaScript' : 'without JavaScript';

  test.describe(`a member's writes ${mode}`, () => {
    // Each test is a member of its own with a fresh tip of the author's to write on, so the tests
    // run in parallel and in any order (signing out revokes only that member's sessions).
    let author: Member;
    let member: Member;
    let theirs: TipJson;
    let page: Page;

    test.beforeAll(async () => {
      author = await makeMember(javaScript ? 'author-js' : 'author-nojs');
    });

    test.beforeEach(async ({ open }) => {
      member = await makeMember(javaScript ? 'writes-js' : 'writes-nojs');
      const { _id } = await makeTip(author);
      theirs = (await api<TipJson>(`/gardenTips/${_id}`, { as: author })).body;
      ({ page } = await memberBrowser(open, member, javaScript));
    });

    test('likes a tip', async () => {
      await page.goto(`/tipDetails/${theirs._id}`);
      await hydrated(page, javaScript);
      const like = page.getByRole('button', { name: /Like/ });
      await expect(like).toHaveAttribute('aria-pressed', 'false');
      await like.click();
      await expect(page.getByRole('button', { name: /Liked/ })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('button', { name: /Liked/ })).toContainText('1');
      await expect.poll(async () => (await api<TipJson>(`/gardenTips/${theirs._id}`)).body.likes).toBe(1);
    });

    test('follows the gardener', async () => {
      await page.goto(`/gardeners/${theirs.authorId}`);
      await page.getByRole('button', { name: 'Follow', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
      // The button shows Following while the follow is on its way: the reload waits for it to be saved.
      await expect
        .poll(
          async () =>
            (await api<{ followedByMe?: boolean }>(`/gardeners/${theirs.authorId}`, { as: member })).body.followedByMe,
        )
        .toBe(true);
      await page.reload();
      await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
    });

    test('has a blank title refused beside the field (by the server without JavaScript, by the browser with it)', async () => {
      await page.goto('/gardentip');
      await hydrated(page, javaScript);
      const title = page.getByLabel('Title');
      await title.fill('   ');
      await page.getByLabel('Plant Type').fill('Basil');
      await page.getByRole('button', { name: 'Submit Tip' }).click();
      await expect(title).toHaveAttribute('aria-invalid', 'true');
      await expect(title).toHaveAccessibleDescription('Required');
      await expect(page.getByText('Please fill all the required fields!').first()).toBeVisible();
    });

    test('shares a tip without a photo, edits it and deletes it', async () => {
      const title = `Shared ${mode} ${Date.now().toString(36)}`;
      await page.goto('/gardentip');
      await hydrated(page, javaScript);
      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Plant Type').fill('Basil');
      await page.getByLabel('Difficulty').selectOption('Easy');
      await page.getByLabel('Category').selectOption('Plant Care');
      await page.getByLabel('Description').fill('Pinch the tops so it grows bushy instead of tall.');
      await page.getByRole('textbox', { name: 'Image URL' }).fill('https://example.com/basil.jpg');
      await page.getByLabel('Availability').selectOption('Public');
      await page.getByRole('button', { name: 'Submit Tip' }).click();
      // Post/redirect/get either way (issue 54): on the new tip.
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      const id = new URL(page.url()).pathname.split('/').pop()!;

      await page.goto(`/updateTip/${id}`);
      await hydrated(page, javaScript);
      await page.getByLabel('Title').fill(`${title} (edited)`);
      await page.getByRole('button', { name: 'Update' }).click();
      await pathIs(page, `/tipDetails/${id}`);
      await expect
        .poll(async () => (await api<TipJson>(`/gardenTips/${id}`, { as: member })).body.title)
        .toBe(`${title} (edited)`);

      await page.goto('/mytips');
      await hydrated(page, javaScript);
      await page.getByRole('button', { name: `Delete ${title} (edited)` }).click();
      // With JavaScript the site's dialog asks; without it, the page asks "Delete <title>?".
      if (javaScript) await page.locator('.swal2-confirm').click();
      else
        await page
          .getByRole('alertdialog', { name: `Delete ${title} (edited)?` })
          .getByRole('button', { name: 'Delete', exact: true })
          .click();
      await expect(page.getByRole('heading', { name: `${title} (edited)` })).toHaveCount(0);
      await expect
        .poll(async () => (await fetch(`${new URL(page.url()).origin}/tipDetails/${id}`)).status)
        .not.toBe(500);
    });

    test('turns a notification off', async () => {
      await page.goto('/notifications');
      await hydrated(page, javaScript);
      // The site's own notifications ("Tell me when"), not the e-mails beside them (issue 37).
      const settings = page.getByRole('group', { name: 'Tell me when' });
      const likes = settings.getByRole('checkbox').first();
      await expect(likes).toBeChecked();
      await likes.uncheck();
      if (!javaScript) await settings.getByRole('button', { name: 'Save' }).click();
      await expect(likes).not.toBeChecked();
      await expect
        .poll(async () => (await api<Record<string, boolean>>('/me/notification-settings', { as: member })).body.like)
        .toBe(false);
    });

    test('comments on a tip and replies to the comment', async () => {
      const text = `Does this work in clay? ${mode}`;
      await page.goto(`/tipDetails/${theirs._id}`);
      await hydrated(page, javaScript);
      await page.getByLabel(M.commentLabel).fill(text);
      await page.getByRole('button', { name: M.commentSubmit, exact: true }).click();
      const written = page.getByTestId('comment').filter({ hasText: text });
      await expect(written).toBeVisible();
      await expect(page.getByLabel(M.commentLabel)).toHaveValue('');

      // Reply: a button with JavaScript, a link to the page with the reply box open without it.
      await written.getByRole(javaScript ? 'button' : 'link', { name: /^Reply/ }).click();
      await page.getByLabel(M.replyLabel).fill(`Yes, in heavy clay (${mode}).`);
      await page.getByRole('button', { name: M.replySubmit, exact: true }).click();
      const replies = page.getByRole('list', { name: 'Replies' });
      await expect(replies.getByText(`Yes, in heavy clay (${mode}).`)).toBeVisible();
      await expect(page.getByLabel(M.replyLabel)).toHaveCount(0);

      const stored = (await api<{ body: string; parentId: string | null }[]>(`/gardenTips/${theirs._id}/comments`))
        .body;
      const first = stored.find((c) => c.body === text);
      expect(first).toBeTruthy();
      expect(stored.filter((c) => c.parentId !== null && c.body === `Yes, in heavy clay (${mode}).`)).toHaveLength(1);
    });

    test('deletes their comment after a confirmation', async () => {
      const text = `A comment to take back (${mode}).`;
      await page.goto(`/tipDetails/${theirs._id}`);
      await hydrated(page, javaScript);
      await page.getByLabel(M.commentLabel).fill(text);
      await page.getByRole('button', { name: M.commentSubmit, exact: true }).click();
      const written = page.getByTestId('comment').filter({ hasText: text });
      await expect(written).toBeVisible();

      // With JavaScript the dialog asks; without it, Delete opens the same question on the page.
      await written.getByRole(javaScript ? 'button' : 'link', { name: /^Delete/ }).click();
      const question = javaScript ? dialog(page) : page.getByRole('alertdialog', { name: M.deleteCommentConfirm });
      await expect(question).toContainText(M.deleteCommentConfirm);
      await question.getByRole('button', { name: M.delete, exact: true }).click();
      await expect(page.getByText(text)).toHaveCount(0);
      await expect
        .poll(async () =>
          (await api<{ body: string }[]>(`/gardenTips/${theirs._id}/comments`)).body.some((c) => c.body === text),
        )
        .toBe(false);
    });

    test('has a blank comment refused beside its box', async () => {
      await page.goto(`/tipDetails/${theirs._id}`);
      await hydrated(page, javaScript);
      const box = page.getByLabel(M.commentLabel);
      await box.fill('   ');
      await page.getByRole('button', { name: M.commentSubmit, exact: true }).click();
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(box).toHaveAccessibleDescription(/Required/);
    });

    test('has a comment the server refuses kept in its box, the error beside it', async () => {
      await page.goto(`/tipDetails/${theirs._id}`);
      await hydrated(page, javaScript);
      const text = `Grew well\u200b (${mode})`;
      await page.getByLabel(M.commentLabel).fill(text);
      await page.getByRole('button', { name: M.commentSubmit, exact: true }).click();
      // The answer is the form's state: the words as typed, the schema's message beside the box.
      const box = page.getByLabel(M.commentLabel);
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(box).toHaveAccessibleDescription(new RegExp(escapeRegExp(MESSAGES.invisibleCharacters)));
      await expect(box).toHaveValue(text);
      expect((await api<unknown[]>(`/gardenTips/${theirs._id}/comments`)).body).toEqual([]);
    });

    test('reports a tip: a missing reason and a refused note said beside their fields, then sent', async () => {
      await page.goto(`/tipDetails/${theirs._id}`);
      await hydrated(page, javaScript);
      // The tip's '⋯': a menu with JavaScript, a link to the report page without it.
      await page.getByRole('button', { name: 'More actions', exact: true }).click();
      if (javaScript) await page.getByRole('menuitem', { name: S.report }).click();
      else await expect(page).toHaveURL(/\/reports\?kind=tip&/);
      const send = page.getByRole('button', { name: S.reportSend });
      const form = page.locator('form').filter({ has: send });
      await send.click();
      await expect(form.getByRole('group', { name: S.reportReasonLabel })).toHaveAccessibleDescription(/Required/);
      await form.getByLabel(S.reportReasonSpam).check();
      const note = form.getByLabel(S.reportNoteLabel);
      await note.fill('Buy\u200bnow');
      await send.click();
      await expect(note).toHaveAttribute('aria-invalid', 'true');
      await expect(note).toHaveAccessibleDescription(MESSAGES.invisibleCharacters);
      await note.fill(`Adverts (${mode}).`);
      await send.click();
      if (javaScript) {
        await toast(page, S.reportSent);
        await expect(send).toBeHidden();
      } else {
        await expect(page.getByRole('status').filter({ hasText: S.reportSent })).toBeVisible();
        await page.getByRole('link', { name: 'Back', exact: true }).click();
        await pathIs(page, `/tipDetails/${theirs._id}`);
      }
      // It was stored: the same report again is taken as one already there (200, not 201).
      const { response } = await api('/reports', {
        method: 'POST',
        body: JSON.stringify({ target: { kind: 'tip', id: theirs._id }, reason: 'spam' }),
        as: member,
      });
      expect(response.status).toBe(200);
    });

    test('reports "I tried this" with a note', async () => {
      await page.goto(`/tipDetails/${theirs._id}`);
      await hydrated(page, javaScript);
      const form = page.getByRole('form', { name: M.triedThis });
      await form.getByLabel(M.outcomeWorked).check();
      await form.getByLabel(M.trialNoteLabel).fill(`Big harvest (${mode}).`);
      await form.getByRole('button', { name: M.triedThis }).click();
      // Its toast rides the flash cookie: react-toastify with JavaScript, the server's live region without.
      if (javaScript) await toast(page, M.trialSaved);
      else await expect(page.getByTestId('flash-toast')).toContainText(M.trialSaved);
      await expect(page.getByText(M.triedBy(1))).toBeVisible();
      await expect(page.getByTestId('trial-reports').getByText(`Big harvest (${mode}).`)).toBeVisible();
      await expect(
        page.getByRole('form', { name: M.triedThis }).getByRole('button', { name: M.changeMyTrial }),
      ).toBeVisible();
      const trials = (await api<{ outcome: string; note: string }[]>(`/gardenTips/${theirs._id}/trials`)).body;
      expect(trials.map(({ outcome, note }) => ({ outcome, note }))).toEqual([
        { outcome: 'worked', note: `Big harvest (${mode}).` },
      ]);
    });

    test('has an "I tried this" note with an invisible character refused beside the note', async () => {
      await page.goto(`/tipDetails/${theirs._id}`);
      await hydrated(page, javaScript);
      const form = page.getByRole('form', { name: M.triedThis });
      await form.getByLabel(M.outcomeWorked).check();
      const note = form.getByLabel(M.trialNoteLabel);
      await note.fill('Grew well\u200b');
      await form.getByRole('button', { name: M.triedThis }).click();
      await expect(note).toHaveAttribute('aria-invalid', 'true');
      await expect(note).toHaveAccessibleDescription(MESSAGES.invisibleCharacters);
      expect((await api<unknown[]>(`/gardenTips/${theirs._id}/trials`)).body).toEqual([]);
    });

    test('edits their profile name, a blank one refused beside the field', async () => {
      await page.goto('/dashboard/profile');
      await hydrated(page, javaScript);
      await page.getByRole('button', { name: 'Update Profile' }).click();
      const dialog = page.getByRole('dialog', { name: 'Update Profile' });
      const name = dialog.getByLabel('Name', { exact: true });
      await name.fill('');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByLabel('Name', { exact: true })).toHaveAccessibleDescription(/Required/);

      const renamed = `E2E renamed ${uniqueMark()}`;
      await dialog.getByLabel('Name', { exact: true }).fill(renamed);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('heading', { level: 2, name: renamed })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Update Profile' })).toBeHidden();
      const [record] = (
        await api<{ name: string }[]>(`/users?email=${encodeURIComponent(member.email)}`, { as: member })
      ).body;
      expect(record?.name).toBe(renamed);
    });

    test('signs out', async () => {
      await page.goto('/dashboard');
      await hydrated(page, javaScript);
      await page.getByRole('button', { name: 'Logout' }).last().click();
      await pathIs(page, '/');
      await expect.poll(async () => sessionCookie(page.context())).toBeUndefined();
    });
  });
}

test.describe('signing up', () => {
  test('with JavaScript, the account, its session and its record are made', async ({ open }) => {
    const member = newMember('signup-js');
    const { page } = await open('/auth/signUp');
    await hydrated(page, true);
    await page.getByLabel('Name').fill(member.displayName);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Photo URL').fill('https://example.com/me.png');
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await toast(page, MESSAGES.signUpSuccess);
    await pathIs(page, '/');
    expect(await sessionCookie(page.context())).toBeTruthy();
    expect((await lookupAccount(member.email))?.email).toBe(member.email);
    const { body } = await api<{ email: string }[]>(`/users?email=${encodeURIComponent(member.email)}`, { as: member });
    expect(body.map((user) => user.email)).toEqual([member.email]);
  });

  test('without JavaScript, errors beside the fields, then the clear "needs JavaScript" answer; no account', async ({
    open,
  }) => {
    const member = newMember('signup-nojs');
    const { page } = await open('/auth/signUp', { javaScript: false });
    await page.getByLabel('Name').fill(member.displayName);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Photo URL').fill('https://example.com/me.png');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription(new RegExp(MESSAGES.passwordTooShort));
    // What was typed stays, but the password.
    await expect(page.getByLabel('Name')).toHaveValue(member.displayName);

    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.signUpNeedsJavaScript })).toBeVisible();
    expect(await lookupAccount(member.email)).toBeNull();
    expect(await sessionCookie(page.context())).toBeUndefined();
  });
});
