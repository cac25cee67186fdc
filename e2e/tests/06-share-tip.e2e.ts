// Flow 6: a member shares tips; Public ones reach Browse, Hidden ones only the member's lists.
import { MESSAGES } from '@green-circle/contract/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, listTips, newMember, tipInput, type Member } from '../support/api';
import { signIn } from '../support/auth';
import { useBrowser } from '../support/browser';
import { fillTipForm } from '../support/tips';
import { eventually, pathIs, toast, visible } from '../support/ui';

const { open } = useBrowser('06-share-tip');

describe('share a tip', () => {
  let member: Member;
  beforeAll(async () => {
    member = await createAccount(newMember('share'));
  });

  it('refuses an empty form, then shares a Public and a Hidden tip', async () => {
    const { page } = await open();
    await signIn(page, member);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Share a Tip' }).click();
    await pathIs(page, '/gardentip');
    await visible(page.getByRole('heading', { name: 'Share a Garden Tip' }));
    expect(await page.getByLabel('Email').inputValue()).toBe(member.email);
    expect(await page.getByLabel('Name').inputValue()).toBe(member.displayName);
    expect(await page.getByLabel('Email').getAttribute('readonly')).not.toBeNull();

    await page.getByRole('button', { name: 'Submit Tip' }).click();
    await toast(page, MESSAGES.tipFormIncomplete);
    // Each blank field says so beside itself too.
    expect(await page.getByLabel('Title').getAttribute('aria-invalid')).toBe('true');
    expect((await listTips(`email=${encodeURIComponent(member.email)}`, member)).total).toBe(0);

    // An absolute https address (plain http is refused: the page's CSP would block the picture).
    const publicTip = tipInput({ title: `Public basil ${Date.now()}`, image: 'https://images.invalid/basil.png' });
    await fillTipForm(page, publicTip);
    await page.getByRole('button', { name: 'Submit Tip' }).click();
    await toast(page, MESSAGES.tipSubmitted);
    await eventually(
      () => page.getByLabel('Title').inputValue(),
      (v) => v === '',
    );
    expect(await page.getByLabel('Description').inputValue()).toBe('');
    // The way on to the tip just shared.
    const [shared] = (await listTips(`email=${encodeURIComponent(member.email)}`, member)).tips;
    expect(await page.getByRole('link', { name: 'View tip' }).getAttribute('href')).toBe(`/tipDetails/${shared!._id}`);

    const hiddenTip = tipInput({
      title: `Hidden chili ${Date.now()}`,
      availability: 'Hidden',
      difficulty: 'Hard',
      category: 'Hydroponics',
    });
    await fillTipForm(page, hiddenTip);
    await page.getByRole('button', { name: 'Submit Tip' }).click();
    await eventually(
      async () => (await listTips(`email=${encodeURIComponent(member.email)}`, member)).total,
      (n) => n === 2,
    );
    await toast(page, MESSAGES.tipSubmitted);
    await eventually(
      () => page.getByLabel('Title').inputValue(),
      (v) => v === '',
    );

    const mine = await listTips(`email=${encodeURIComponent(member.email)}`, member);
    expect(mine.tips.map((t) => [t.title, t.availability]).sort()).toEqual(
      [
        [publicTip.title, 'Public'],
        [hiddenTip.title, 'Hidden'],
      ].sort(),
    );

    // Browse (public): the Public tip is there, the Hidden one is not.
    await page.goto(`/browserTips?q=${encodeURIComponent('basil')}`);
    await visible(page.getByRole('list', { name: 'Tips' }).getByRole('listitem').filter({ hasText: publicTip.title }));
    await page.goto(`/browserTips?q=${encodeURIComponent('chili')}`);
    await visible(page.getByText(MESSAGES.noTipsForSearch));

    // The dashboard's All Garden Tips shows members the Hidden tip too, as does My Tips.
    await page.goto('/dashboard/all-tips');
    await visible(page.getByRole('heading', { name: 'All Garden Tips' }));
    // (The table on a wide screen; the same tips as a list on a phone.)
    await visible(
      page.getByRole('region', { name: 'All garden tips' }).getByText(hiddenTip.title).filter({ visible: true }),
    );
    await page.goto('/mytips');
    await visible(page.getByRole('heading', { name: 'My Gardening Tips' }));
    await visible(page.getByRole('heading', { name: publicTip.title }));
    await visible(page.getByRole('heading', { name: hiddenTip.title }));
  });
});
