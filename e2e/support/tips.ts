// Filling the tip form (Share a Tip and Update) the way a member does.
import type { Page } from '@playwright/test';
import type { TipInput } from './api';

export async function fillTipForm(page: Page, tip: TipInput) {
  await page.getByLabel('Title').fill(tip.title);
  await page.getByLabel('Plant Type').fill(tip.plantType);
  await page.getByLabel('Difficulty').selectOption(tip.difficulty);
  await page.getByLabel('Category').selectOption(tip.category);
  await page.getByLabel('Description').fill(tip.description);
  await page.getByLabel('Image URL').fill(tip.image);
  await page.getByLabel('Availability').selectOption(tip.availability);
}

/** The file input of one of the tip form's photos, by its slot's name ('Cover photo', 'Photo 2'…). */
export const photoInput = (page: Page, slot = 'Cover photo') =>
  page.getByRole('group', { name: slot, exact: true }).getByLabel('Choose a photo');

/** The SweetAlert2 dialog on screen. */
export const dialog = (page: Page) => page.locator('.swal2-popup');
