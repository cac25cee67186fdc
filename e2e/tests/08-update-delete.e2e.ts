// Flow 8: a member updates a tip, and deletes tips from My Tips and from the dashboard,
// each with its own dialog wording; Cancel leaves the tip alone.
import { MESSAGES } from '@green-circle/contract/messages';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  api,
  createAccount,
  createTip,
  listTips,
  newMember,
  tipInput,
  type Member,
  type TipJson,
} from '../support/api';
import { useBrowser } from '../support/browser';
import { dialog } from '../support/tips';
import { eventually, gone, pathIs, visible } from '../support/ui';

const { open } = useBrowser('08-update-delete');

const tipStatus = async (id: string) => (await fetch(`${inject('apiUrl')}/gardenTips/${id}`)).status;

async function expectDialog(page: Page, title: string, text?: string) {
  await visible(dialog(page).getByRole('heading', { name: title }));
  if (text) await visible(dialog(page).getByText(text, { exact: true }));
}

describe('update and delete', () => {
  let member: Member;
  let tips: { _id: string; title: string }[];

  beforeAll(async () => {
    member = await createAccount(newMember('editor'));
    tips = [];
    for (const name of ['Pea', 'Bean', 'Kale', 'Leek']) {
      tips.push(await createTip(member, tipInput({ title: `${name} tip ${Date.now()}` })));
    }
  });

  it('updates a tip: the form is filled in, and the change is saved with the success dialog', async () => {
    const { page } = await open(undefined, { as: member });
    await page.goto('/mytips');
    const tip = tips[0]!;
    await page.getByRole('link', { name: `Update ${tip.title}` }).click();
    await pathIs(page, `/updateTip/${tip._id}`);
    await visible(page.getByRole('heading', { name: 'Update Garden Tip' }));
    expect(await page.getByLabel('Title').inputValue()).toBe(tip.title);
    expect(await page.getByLabel('Email').inputValue()).toBe(member.email);

    const newTitle = `${tip.title} (updated)`;
    await page.getByLabel('Title').fill(newTitle);
    await page.getByLabel('Difficulty').selectOption('Hard');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expectDialog(page, MESSAGES.tipUpdated);
    // It closes by itself (1.5 s).
    await gone(dialog(page));
    const { body } = await api<TipJson>(`/gardenTips/${tip._id}`, { as: member });
    expect([body.title, body.difficulty]).toEqual([newTitle, 'Hard']);
    tip.title = newTitle;

    // The form offers the way on to the tip, which shows the change.
    await page.getByRole('link', { name: 'View tip' }).click();
    await pathIs(page, `/tipDetails/${tip._id}`);
    await visible(page.getByRole('heading', { name: newTitle }));
  });

  it('deletes from My Tips after the confirmation; Cancel keeps the tip', async () => {
    const { page } = await open(undefined, { as: member });
    await page.goto('/mytips');
    const tip = tips[1]!;
    const card = page.getByRole('heading', { name: tip.title });
    await visible(card);

    await page.getByRole('button', { name: `Delete ${tip.title}` }).click();
    await expectDialog(page, MESSAGES.deleteConfirmTitle, MESSAGES.deleteConfirmText);
    await visible(dialog(page).getByText(`“${tip.title}”`, { exact: true }));
    await dialog(page).getByRole('button', { name: MESSAGES.deleteCancelButton }).click();
    await gone(dialog(page));
    await visible(card);
    expect(await tipStatus(tip._id)).toBe(200);

    await page.getByRole('button', { name: `Delete ${tip.title}` }).click();
    await expectDialog(page, MESSAGES.deleteConfirmTitle, MESSAGES.deleteConfirmText);
    await dialog(page).getByRole('button', { name: MESSAGES.deleteConfirmButton }).click();
    await expectDialog(page, MESSAGES.deletedTitle, MESSAGES.deletedText);
    await gone(card);
    await eventually(
      () => tipStatus(tip._id),
      (s) => s === 404,
    );
    // Nothing to press after a delete that worked: 'Deleted!' goes by itself (issue 22 #11).
    expect(await dialog(page).getByRole('button', { name: 'OK' }).count()).toBe(0);
    await gone(dialog(page));
  });

  it('deletes from the dashboard with its own wording; Cancel keeps the tip', async () => {
    const { page } = await open(undefined, { as: member });
    await page.goto('/dashboard/my-items');
    await visible(page.getByRole('heading', { name: 'My Items' }));
    const tip = tips[2]!;
    const card = page.getByRole('heading', { name: tip.title });
    await visible(card);

    await page.getByRole('button', { name: `Delete ${tip.title}` }).click();
    await expectDialog(page, MESSAGES.deleteConfirmTitle, MESSAGES.deleteConfirmTextDashboard);
    await dialog(page).getByRole('button', { name: MESSAGES.deleteCancelButton }).click();
    await gone(dialog(page));
    await visible(card);

    await page.getByRole('button', { name: `Delete ${tip.title}` }).click();
    await dialog(page).getByRole('button', { name: MESSAGES.deleteConfirmButton }).click();
    await expectDialog(page, MESSAGES.deletedTitle, MESSAGES.deletedTextDashboard);
    await gone(card);
    await eventually(
      () => tipStatus(tip._id),
      (s) => s === 404,
    );
    const left = await listTips(`email=${encodeURIComponent(member.email)}`, member);
    expect(left.tips.map((t) => t.title).sort()).toEqual([tips[0]!.title, tips[3]!.title].sort());
  });
});
