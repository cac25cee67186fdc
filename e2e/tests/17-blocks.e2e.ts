// Issue 26 meets issue 24: a member blocks another from a comment's menu, and the other's words leave the thread.
import { CONVERSATION_MESSAGES as M } from '@green-circle/contract/messages';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { api, createAccount, createTip, newMember, tipInput, type Member } from '../support/api';

const comment = (page: Page, text: string) => page.getByTestId('comment').filter({ hasText: text });

test.describe('blocking in the conversation', () => {
  let author: Member;
  let ana: Member;
  let ben: Member;
  let tip: { _id: string };

  test.beforeAll(async () => {
    [author, ana, ben] = await Promise.all([
      createAccount(newMember('author')),
      // Names unique to this run: other files in the same stack make members with newMember's names.
      createAccount({ ...newMember('ana'), displayName: `Ana ${Date.now().toString(36)}` }),
      createAccount({ ...newMember('ben'), displayName: `Ben ${Date.now().toString(36)}` }),
    ]);
    // A member is a person others can block once they have a record, as sign-up makes it.
    for (const m of [ana, ben])
      await api('/users', { method: 'POST', body: JSON.stringify({ displayName: m.displayName }), as: m });
    tip = await createTip(author, tipInput({ title: `Blocked talk ${Date.now()}` }));
    const post = (as: Member, body: string, parentId?: string) =>
      api<{ _id: string }>(`/gardenTips/${tip._id}/comments`, {
        method: 'POST',
        body: JSON.stringify(parentId ? { body, parentId } : { body }),
        as,
      });
    const first = await post(ana, 'Ana asks about slugs.');
    await post(ben, 'Ben answers Ana.', first.body._id);
    await post(ben, 'Ben starts his own thread.');
  });

  test("a member blocks another from a comment's menu: the other's comments vanish, and stay gone", async ({
    open,
  }) => {
    const { page } = await open(`/tipDetails/${tip._id}`, { as: ana });
    await expect(page.getByRole('heading', { name: M.conversationHeading })).toBeVisible();
    await expect(comment(page, 'Ben starts his own thread.')).toBeVisible();
    await comment(page, 'Ben starts his own thread.')
      .getByRole('button', { name: `More actions for ${ben.displayName}'s comment` })
      .click();
    await page.getByRole('menuitem', { name: `Block ${ben.displayName}` }).click();
    await expect(page.getByText('Ana asks about slugs.')).toBeVisible();
    await page.getByText('Ben starts his own thread.').waitFor({ state: 'detached' });
    await expect(page.getByText('Ben answers Ana.')).toHaveCount(0);

    await page.reload();
    await expect(page.getByText('Ana asks about slugs.')).toBeVisible();
    await expect(page.getByText(/^Ben /)).toHaveCount(0);

    // Others still read Ben.
    const { body } = await api<Array<{ body: string }>>(`/gardenTips/${tip._id}/comments`);
    expect(body.map((c) => c.body)).toEqual([
      'Ana asks about slugs.',
      'Ben answers Ana.',
      'Ben starts his own thread.',
    ]);
  });
});
