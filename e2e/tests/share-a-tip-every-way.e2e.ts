// Issue 54: Share a Tip and Update Tip are one form idiom, with JavaScript and without. A member
// shares a tip with a photo from the device and lands on the new tip with the spec's toast (no
// "Required" anywhere), edits it and lands on it again; every refusal keeps what was typed, with
// each error beside its field; a photo too large or not a photo is refused with the picker's own
// words either way (without JavaScript the site's action streams the file on to the API).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@green-circle/contract/messages';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../support/fixtures';
import { api, listTips, type Member, type TipJson } from '../support/api';
import { SCREENSHOT_DIR } from '../support/constants';
import { makeMember, makeTip } from '../support/data';
import { signedInState } from '../support/session';
import { photoInput } from '../support/tips';
import { hydrated, memberBrowser, pathIs } from '../support/ui';

let dir: string;
let photo: string;
let huge: string;
let notAPhoto: string;

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'gc-e2e-share-'));
  photo = path.join(dir, 'seedlings.jpg');
  writeFileSync(
    photo,
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#4a8f3c' } })
      .jpeg()
      .toBuffer(),
  );
  // One byte over the 10 MB the API takes (the bytes need not be a picture: the size is refused first).
  huge = path.join(dir, 'huge.jpg');
  writeFileSync(huge, Buffer.alloc(10 * 1024 * 1024 + 1, 0xff));
  notAPhoto = path.join(dir, 'notes.txt');
  writeFileSync(notAPhoto, 'Sow in March, thin in April.');
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TOO_LARGE = 'The photo is larger than 10 MB. Choose a smaller one.';
const NOT_A_PHOTO = 'That file is not a photo. Choose a JPEG, PNG, WebP, AVIF, or GIF image.';

/** The toast after a redirect: react-toastify with JavaScript, the server's words in their live region without. */
async function flashToast(page: Page, javaScript: boolean, message: string) {
  const where = javaScript ? page.locator('.Toastify__toast') : page.getByTestId('flash-toast').getByRole('status');
  await expect(where.filter({ hasText: message }).first()).toBeVisible();
}

async function fillText(page: Page, title: string) {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Plant Type').fill('Lettuce');
  await page.getByLabel('Difficulty').selectOption('Easy');
  await page.getByLabel('Description').fill('Sow a short row every two weeks for leaves all summer.');
  await page.getByLabel('Availability').selectOption('Hidden');
}

for (const javaScript of [false, true]) {
  const mode = javaScript ? 'with JavaScript' : 'without JavaScript';

  test.describe(`Share a Tip ${mode}`, () => {
    let member: Member;
    let page: Page;

    test.beforeEach(async ({ open }) => {
      member = await makeMember(javaScript ? 'share-js' : 'share-nojs');
      ({ page } = await memberBrowser(open, member, javaScript));
      await page.goto('/gardentip');
      await hydrated(page, javaScript);
    });

    test('shares a tip with a photo from the device, lands on it with the toast, then edits it', async () => {
      const title = `Lettuce ${mode} ${Date.now().toString(36)}`;
      await fillText(page, title);
      await page.getByLabel('Category').selectOption('Plant Care');
      await page.getByRole('checkbox', { name: 'March' }).check();
      await photoInput(page).setInputFiles(photo);
      if (javaScript) await expect(page.getByRole('status').filter({ hasText: 'Photo ready.' })).toBeVisible();
      await page.getByRole('button', { name: 'Submit Tip' }).click();

      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await flashToast(page, javaScript, MESSAGES.tipSubmitted);
      await expect(page.getByText('Required', { exact: true })).toHaveCount(0);
      const id = new URL(page.url()).pathname.split('/').pop()!;
      await pathIs(page, `/tipDetails/${id}`);
      const saved = (await api<TipJson & { months?: number[] }>(`/gardenTips/${id}`, { as: member })).body;
      expect(saved.image).toMatch(/^\/uploads\/[0-9a-f]{24}\//);
      expect(saved.months).toEqual([3]);
      expect(saved.availability).toBe('Hidden');

      // Edit: the form holds what was saved, the photo kept, the month still ticked.
      await page.goto(`/updateTip/${id}`);
      await hydrated(page, javaScript);
      await expect(page.getByLabel('Title')).toHaveValue(title);
      await expect(page.getByRole('checkbox', { name: 'March' })).toBeChecked();
      await page.getByLabel('Title').fill(`${title} (edited)`);
      await page.getByRole('checkbox', { name: 'April' }).check();
      await page.getByRole('button', { name: 'Update', exact: true }).click();
      await expect(page.getByRole('heading', { name: `${title} (edited)` })).toBeVisible();
      await pathIs(page, `/tipDetails/${id}`);
      await flashToast(page, javaScript, MESSAGES.tipUpdated);
      const edited = (await api<TipJson & { months?: number[] }>(`/gardenTips/${id}`, { as: member })).body;
      expect(edited.image).toBe(saved.image);
      expect(edited.months).toEqual([3, 4]);
    });

    test('a refusal keeps everything typed, each error beside its field', async () => {
      const title = `Refused ${mode} ${Date.now().toString(36)}`;
      await fillText(page, title);
      await page.getByRole('checkbox', { name: 'May' }).check();
      await page.getByRole('textbox', { name: 'Image URL' }).fill('https://example.com/lettuce.jpg');
      // No category: the browser says so at once with JavaScript, the action without.
      await page.getByRole('button', { name: 'Submit Tip' }).click();
      await expect(page.getByLabel('Category')).toHaveAccessibleDescription('Required');
      await expect(page.getByText(MESSAGES.tipFormIncomplete).first()).toBeVisible();
      await expect(page.getByLabel('Title')).toHaveValue(title);
      await expect(page.getByLabel('Plant Type')).toHaveValue('Lettuce');
      await expect(page.getByLabel('Availability')).toHaveValue('Hidden');
      await expect(page.getByRole('checkbox', { name: 'May' })).toBeChecked();
      await expect(page.getByRole('textbox', { name: 'Image URL' })).toHaveValue('https://example.com/lettuce.jpg');

      // A rule only the action knows (plain http), the category now chosen: the image's error beside it, the rest kept.
      await page.getByLabel('Category').selectOption('Plant Care');
      await page.getByRole('textbox', { name: 'Image URL' }).fill('http://example.com/lettuce.jpg');
      await page.getByRole('button', { name: 'Submit Tip' }).click();
      await expect(page.getByRole('textbox', { name: 'Image URL' })).toHaveAccessibleDescription(
        /^Use an https:\/\/ address/,
      );
      await expect(page.getByLabel('Category')).toHaveValue('Plant Care');
      await expect(page.getByLabel('Title')).toHaveValue(title);
      await expect(page.getByRole('checkbox', { name: 'May' })).toBeChecked();
      await expect(page.getByText('Required', { exact: true })).toHaveCount(0);
      await pathIs(page, '/gardentip');
    });

    test('refuses a photo too large, or not a photo, with the picker’s words', async () => {
      const title = `Big photo ${mode} ${Date.now().toString(36)}`;
      for (const [file, words] of [
        [huge, TOO_LARGE],
        [notAPhoto, NOT_A_PHOTO],
      ] as const) {
        await fillText(page, title);
        await page.getByLabel('Category').selectOption('Plant Care');
        await photoInput(page).setInputFiles(file);
        if (!javaScript) await page.getByRole('button', { name: 'Submit Tip' }).click();
        await expect(page.getByText(words)).toBeVisible();
        // Nothing was shared, and what was typed is still there.
        await expect(page.getByLabel('Title')).toHaveValue(title);
        await pathIs(page, '/gardentip');
      }
      expect((await listTips(`email=${encodeURIComponent(member.email)}`, member)).total).toBe(0);
    });
  });
}

test('the share and edit forms at 375 and 1280 px, light and dark, with and without JavaScript', async ({ open }) => {
  test.setTimeout(240_000);
  const member = await makeMember('share-shots');
  const { _id: id } = await makeTip(member);
  const { cookies } = await signedInState(member);
  for (const javaScript of [false, true]) {
    for (const device of ['mobile', 'desktop'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        const { page, context } = await open(undefined, { javaScript, device, theme, colorScheme: theme });
        await context.addCookies(cookies);
        if (device === 'mobile') await page.setViewportSize({ width: 375, height: 812 });
        const shot = async (name: string) => {
          // Nothing overflows sideways on a phone.
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow).toBeLessThanOrEqual(0);
          await page.screenshot({
            path: path.join(SCREENSHOT_DIR, `share-${name}-${javaScript ? 'js' : 'nojs'}-${device}-${theme}.png`),
            fullPage: true,
          });
        };
        await page.goto('/gardentip');
        await hydrated(page, javaScript);
        await page.getByLabel('Title').fill('Thin the carrots');
        await page.getByRole('checkbox', { name: 'April' }).check();
        await page.getByRole('button', { name: 'Submit Tip' }).click();
        await expect(page.getByLabel('Category')).toHaveAccessibleDescription('Required');
        await shot('refused');
        await page.goto(`/updateTip/${id}`);
        await hydrated(page, javaScript);
        await expect(page.getByRole('heading', { name: 'Update Garden Tip' })).toBeVisible();
        await shot('edit');
        await page.close();
      }
    }
  }
});
