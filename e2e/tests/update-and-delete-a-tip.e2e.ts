// A member updates a tip, and deletes tips from My Tips and from the dashboard,
// each with its own dialog wording; Cancel leaves the tip alone.
import { MESSAGES } from '@green-circle/contract/messages';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { stack } from '../support/stack';
import { api, listTips, type TipJson } from '../support/api';
import { makeTip } from '../support/data';
import { dialog } from '../support/tips';
import { pathIs, toast } from '../support/ui';

const tipStatus = async (id: string) => (await fetch(`${stack().apiUrl}/gardenTips/${id}`)).status;

async function expectDialog(page: Page, title: string, text?: string) {
  await expect(dialog(page).getByRole('heading', { name: title })).toBeVisible();
  if (text) await expect(dialog(page).getByText(text, { exact: true })).toBeVisible();
}

test.describe('update and delete', () => {
  test('updates a tip: the form is filled in, and the change is saved and shown on the tip with the toast', async ({
    open,
    member,
  }) => {
    const tip = await makeTip(member);
    const { page } = await open(undefined, { as: member });
    await page.goto('/mytips');
    await page.getByRole('link', { name: `Update ${tip.title}` }).click();
    await pathIs(page, `/updateTip/${tip._id}`);
    await expect(page.getByRole('heading', { name: 'Update Garden Tip' })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(tip.title);
    await expect(page.getByLabel('Email')).toHaveValue(member.email);

    const newTitle = `${tip.title} (updated)`;
    await page.getByLabel('Title').fill(newTitle);
    await page.getByLabel('Difficulty').selectOption('Hard');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    // Post/redirect/get (issue 54): the member lands on the tip, which shows the change, with the spec's words.
    await pathIs(page, `/tipDetails/${tip._id}`);
    await expect(page.getByRole('heading', { name: newTitle })).toBeVisible();
    await toast(page, MESSAGES.tipUpdated);
    const { body } = await api<TipJson>(`/gardenTips/${tip._id}`, { as: member });
    expect([body.title, body.difficulty]).toEqual([newTitle, 'Hard']);
    tip.title = newTitle;
  });

  test('deletes from My Tips after the confirmation; Cancel keeps the tip', async ({ open, member }) => {
    const tip = await makeTip(member);
    const { page } = await open(undefined, { as: member });
    await page.goto('/mytips');
    const card = page.getByRole('heading', { name: tip.title });
    await expect(card).toBeVisible();

    await page.getByRole('button', { name: `Delete ${tip.title}` }).click();
    await expectDialog(page, MESSAGES.deleteConfirmTitle, MESSAGES.deleteConfirmText);
    await expect(dialog(page).getByText(`“${tip.title}”`, { exact: true })).toBeVisible();
    await dialog(page).getByRole('button', { name: MESSAGES.deleteCancelButton }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(card).toBeVisible();
    expect(await tipStatus(tip._id)).toBe(200);

    await page.getByRole('button', { name: `Delete ${tip.title}` }).click();
    await expectDialog(page, MESSAGES.deleteConfirmTitle, MESSAGES.deleteConfirmText);
    await dialog(page).getByRole('button', { name: MESSAGES.deleteConfirmButton }).click();
    await expectDialog(page, MESSAGES.deletedTitle, MESSAGES.deletedText);
    await expect(card).toBeHidden();
    await expect.poll(() => tipStatus(tip._id)).toBe(404);
    // Nothing to press after a delete that worked: 'Deleted!' goes by itself (issue 22 #11).
    await expect(dialog(page).getByRole('button', { name: 'OK' })).toHaveCount(0);
    await expect(dialog(page)).toBeHidden();
  });

  test('deletes from the dashboard with its own wording; Cancel keeps the tip', async ({ open, member }) => {
    const [tip, kept] = [await makeTip(member), await makeTip(member)];
    const { page } = await open(undefined, { as: member });
    await page.goto('/dashboard/my-items');
    await expect(page.getByRole('heading', { name: 'My Items' })).toBeVisible();
    const card = page.getByRole('heading', { name: tip.title });
    await expect(card).toBeVisible();

    await page.getByRole('button', { name: `Delete ${tip.title}` }).click();
    await expectDialog(page, MESSAGES.deleteConfirmTitle, MESSAGES.deleteConfirmTextDashboard);
    await dialog(page).getByRole('button', { name: MESSAGES.deleteCancelButton }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(card).toBeVisible();

    await page.getByRole('button', { name: `Delete ${tip.title}` }).click();
    await dialog(page).getByRole('button', { name: MESSAGES.deleteConfirmButton }).click();
    await expectDialog(page, MESSAGES.deletedTitle, MESSAGES.deletedTextDashboard);
    await expect(card).toBeHidden();
    await expect.poll(() => tipStatus(tip._id)).toBe(404);
    const left = await listTips(`email=${encodeURIComponent(member.email)}`, member);
    expect(left.tips.map((t) => t.title).sort()).toEqual([kept.title]);
  });
});
