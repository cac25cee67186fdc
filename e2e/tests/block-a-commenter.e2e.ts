// Issue 26 meets issue 24: a member blocks another from a comment's menu, and the other's words leave the thread.
import { CONVERSATION_MESSAGES as M } from '@green-circle/contract/messages';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { api, uniqueMark } from '../support/api';
import { makeComment, makeTip } from '../support/data';

const comment = (page: Page, text: string) => page.getByTestId('comment').filter({ hasText: text });

test.describe('blocking in the conversation', () => {
  test("a member blocks another from a comment's menu: the other's comments vanish, and stay gone", async ({
    open,
    makeMember,
  }) => {
    // A member is a person others can block once they have a record, as sign-up makes it (makeMember does).
    const [author, ana, ben] = await Promise.all([
      makeMember('author'),
      makeMember('ana', { displayName: `Ana ${uniqueMark()}` }),
      makeMember('ben', { displayName: `Ben ${uniqueMark()}` }),
    ]);
    const tip = await makeTip(author, { title: `Blocked talk ${uniqueMark()}` });
    const first = await makeComment(ana, tip._id, 'Ana asks about slugs.');
    await makeComment(ben, tip._id, 'Ben answers Ana.', first._id);
    await makeComment(ben, tip._id, 'Ben starts his own thread.');

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
