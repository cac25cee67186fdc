// Issue 26 meets issue 24: a member blocks another from a comment's menu, and the other's words leave the thread.
import { CONVERSATION_MESSAGES as M } from '@green-circle/contract/messages';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createAccount, createTip, newMember, tipInput, type Member } from '../support/api';
import { useBrowser } from '../support/browser';
import { visible } from '../support/ui';

const { open } = useBrowser('17-blocks');

const comment = (page: Page, text: string) => page.getByTestId('comment').filter({ hasText: text });

describe('blocking in the conversation', () => {
  let author: Member;
  let ana: Member;
  let ben: Member;
  let tip: { _id: string };

  beforeAll(async () => {
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

  it("a member blocks another from a comment's menu: the other's comments vanish, and stay gone", async () => {
    const { page } = await open(`/tipDetails/${tip._id}`, { as: ana });
    await visible(page.getByRole('heading', { name: M.conversationHeading }));
    await visible(comment(page, 'Ben starts his own thread.'));
    await comment(page, 'Ben starts his own thread.')
      .getByRole('button', { name: `Block ${ben.displayName}` })
      .click();
    await visible(page.getByText('Ana asks about slugs.'));
    await page.getByText('Ben starts his own thread.').waitFor({ state: 'detached' });
    expect(await page.getByText('Ben answers Ana.').count()).toBe(0);

    await page.reload();
    await visible(page.getByText('Ana asks about slugs.'));
    expect(await page.getByText(/^Ben /).count()).toBe(0);

    // Others still read Ben.
    const { body } = await api<Array<{ body: string }>>(`/gardenTips/${tip._id}/comments`);
    expect(body.map((c) => c.body)).toEqual([
      'Ana asks about slugs.',
      'Ben answers Ana.',
      'Ben starts his own thread.',
    ]);
  });
});
