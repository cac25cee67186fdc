// Issue 11: members share real photos (from a file on disk), see them everywhere with a srcset,
// set a profile photo from a file, and never lose a draft to a reload.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@green-circle/contract/messages';
import exifr from 'exifr';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../support/fixtures';
import { stack } from '../support/stack';
import { api, listTips, lookupAccount, newMember, tipInput } from '../support/api';
import { makeMember } from '../support/data';
import { accountButton } from '../support/auth';
import { SCREENSHOT_DIR } from '../support/constants';
import { photoInput } from '../support/tips';
import { escapeRegExp, hydrated, imageLoaded, pathIs, toast } from '../support/ui';

let dir: string;
let photoFile: string;
let avatarFile: string;

/** A camera photo: 1600×1200 stored, EXIF orientation 6 (shows as 1200×1600), GPS and camera data. */
async function cameraJpeg(file: string, width: number, height: number, colour: string) {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Canon', Model: 'EOS 5D Mark IV' },
      IFD2: { DateTimeOriginal: '2024:05:19 14:00:00' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .toBuffer();
  expect((await exifr.parse(jpeg, true)).latitude).toBe(51.5);
  writeFileSync(file, jpeg);
}

// Each time a worker takes up this file (after the afterAll of its previous turn removed them).
test.beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'gc-e2e-photos-'));
  photoFile = path.join(dir, 'raised-beds.jpg');
  avatarFile = path.join(dir, 'me.jpg');
  await cameraJpeg(photoFile, 1600, 1200, '#3a7d44');
  await cameraJpeg(avatarFile, 600, 600, '#c9a227');
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

const apiOrigin = () => new URL(stack().apiUrl).origin;

/** An <img> that loaded from the API with a srcset of the upload's widths and a reserved box. */
async function expectUploadedImage(image: Locator, uploadUrl: string) {
  await image.scrollIntoViewIfNeeded();
  await imageLoaded(image);
  const attributes = await image.evaluate((img: HTMLImageElement) => ({
    src: img.getAttribute('src'),
    srcset: img.getAttribute('srcset'),
    sizes: img.getAttribute('sizes'),
    width: img.getAttribute('width'),
    height: img.getAttribute('height'),
    current: img.currentSrc,
  }));
  expect(attributes.src).toBe(`${apiOrigin()}${uploadUrl}`);
  expect(attributes.srcset).toMatch(/ 320w, .* 640w, .* 1200w$/);
  expect(attributes.sizes).toBeTruthy();
  expect([attributes.width, attributes.height]).toEqual(['1200', '1600']);
  expect(attributes.current.startsWith(`${apiOrigin()}/uploads/`)).toBe(true);
}

async function choosePhoto(page: Page, file: string) {
  await photoInput(page).setInputFiles(file);
  await expect(page.getByRole('status').filter({ hasText: 'Photo ready.' })).toBeVisible();
}

test.describe('photos and drafts', () => {
  test('shares a tip with a photo file and shows it on My Tips, Browse and details with a srcset', async ({ open }) => {
    const member = await makeMember('photos');
    const { page } = await open('/gardentip', { as: member });
    await expect(page.getByRole('heading', { name: 'Share a Garden Tip' })).toBeVisible();
    // The picker, the draft and the sign-up are the page's script: act once it runs (under load it came late).
    await hydrated(page, true);
    const tip = tipInput({ title: `Raised beds in May ${Date.now()}` });
    await page.getByLabel('Title').fill(tip.title);
    await page.getByLabel('Plant Type').fill(tip.plantType);
    await page.getByLabel('Difficulty').selectOption(tip.difficulty);
    await page.getByLabel('Category').selectOption(tip.category);
    await page.getByLabel('Description').fill(tip.description);
    await page.getByLabel('Availability').selectOption('Public');
    await choosePhoto(page, photoFile);
    await page.getByLabel('What the cover photo shows').fill('Three raised beds of lettuce');
    await page.getByRole('button', { name: 'Submit Tip' }).click();
    await toast(page, MESSAGES.tipSubmitted);

    const { tips } = await listTips(`email=${encodeURIComponent(member.email)}`, member);
    const saved = tips.find((t) => t.title === tip.title)!;
    expect(saved.image).toMatch(/^\/uploads\/[0-9a-f]{24}\/1200x1600\.webp$/);
    // What the API serves has no GPS and no camera left.
    const served = Buffer.from(await (await fetch(`${apiOrigin()}${saved.image}`)).arrayBuffer());
    const tags = await exifr.parse(served, true).catch(() => undefined);
    expect(tags?.latitude).toBeUndefined();
    expect(tags?.Make).toBeUndefined();

    await page.goto('/mytips');
    await expectUploadedImage(page.getByRole('img', { name: 'Three raised beds of lettuce' }), saved.image);

    await page.goto(`/browserTips?q=${encodeURIComponent(tip.title)}`);
    await expectUploadedImage(
      page.getByRole('main').getByRole('img', { name: 'Three raised beds of lettuce' }),
      saved.image,
    );

    await page.goto(`/tipDetails/${saved._id}`);
    await pathIs(page, `/tipDetails/${saved._id}`);
    await expectUploadedImage(
      page.getByRole('main').getByRole('img', { name: 'Three raised beds of lettuce' }),
      saved.image,
    );
  });

  test('sets a profile photo from a file', async ({ open }) => {
    const member = await makeMember('photos');
    const { page } = await open('/dashboard/profile', { as: member });
    await page.getByRole('button', { name: 'Update Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Profile' });
    await expect(dialog).toBeVisible();
    await dialog.locator('input[type="file"]').setInputFiles(avatarFile);
    await expect(dialog.getByRole('status').filter({ hasText: 'Photo ready.' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, MESSAGES.profileUpdated);
    const avatar = page.getByRole('main').getByRole('img').first();
    await expect(avatar).toHaveAttribute('src', new RegExp(`^${escapeRegExp(apiOrigin())}/uploads/`));
    await imageLoaded(avatar);
  });

  test('signs up with a photo file from disk (before the e-mail is verified) and shows it as the avatar', async ({
    open,
  }) => {
    const newcomer = newMember('photo-signup');
    const { page } = await open('/auth/signUp');
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    // The picker, the draft and the sign-up are the page's script: act once it runs (under load it came late).
    await hydrated(page, true);
    await page.getByLabel('Name').fill(newcomer.displayName);
    await page.getByLabel('Email').fill(newcomer.email);
    await page.locator('input[type="file"][accept="image/*"]').setInputFiles(avatarFile);
    await expect(page.getByRole('img', { name: 'Your profile photo' })).toBeVisible();
    await page.getByLabel('Password').fill(newcomer.password);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await toast(page, MESSAGES.signUpSuccess);
    await pathIs(page, '/');

    // The navbar's avatar is the uploaded photo, served by the API, and it loads.
    const avatar = accountButton(page, newcomer.displayName).locator('img');
    await expect(avatar).toHaveAttribute('src', new RegExp(`^${escapeRegExp(apiOrigin())}/uploads/`));
    await imageLoaded(avatar);
    // The member's record has it too, and the account is still unverified.
    const { body } = await api<{ photoURL: string }[]>(`/users?email=${encodeURIComponent(newcomer.email)}`, {
      as: newcomer,
    });
    expect(body[0]!.photoURL).toBe(await avatar.getAttribute('src'));
    expect((await lookupAccount(newcomer.email))?.emailVerified).not.toBe(true);
  });

  test('shows the sign-up photo picker on phones and desktops, light and dark', async ({ open }) => {
    for (const device of ['mobile', 'desktop'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        const { page } = await open('/auth/signUp', { device, theme });
        if (device === 'mobile') await page.setViewportSize({ width: 375, height: 812 });
        await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
        // The picker, the draft and the sign-up are the page's script: act once it runs (under load it came late).
        await hydrated(page, true);
        await page.locator('input[type="file"][accept="image/*"]').setInputFiles(avatarFile);
        const preview = page.getByRole('img', { name: 'Your profile photo' });
        await imageLoaded(preview);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: path.join(SCREENSHOT_DIR, `photos-and-drafts-sign-up-${device}-${theme}.png`),
          fullPage: true,
        });
        await page.close();
      }
    }
  });

  test('keeps a draft through a reload, and lets the member discard it', async ({ open }) => {
    const member = await makeMember('photos');
    const { page } = await open('/gardentip', { as: member });
    // Leaving with unsaved changes asks first (beforeunload); the member says yes.
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await expect(page.getByRole('heading', { name: 'Share a Garden Tip' })).toBeVisible();
    // The picker, the draft and the sign-up are the page's script: act once it runs (under load it came late).
    await hydrated(page, true);
    await page.getByLabel('Title').fill('Half-written tip about leeks');
    await page.getByLabel('Description').fill('Earth them up in September so the stems blanch');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Share a Garden Tip' })).toBeVisible();
    await expect(page.getByText('We restored the draft you were writing')).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue('Half-written tip about leeks');
    await expect(page.getByLabel('Description')).toHaveValue('Earth them up in September so the stems blanch');
    expect(asked).toContain('beforeunload');
    await page.getByRole('button', { name: 'Discard draft' }).click();
    await expect(page.getByLabel('Title')).toHaveValue('');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Share a Garden Tip' })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue('');
  });

  test('shows the picker with its preview on phones and desktops, light and dark', async ({ open }) => {
    const member = await makeMember('photos');
    for (const device of ['mobile', 'desktop'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        const { page } = await open('/gardentip', { as: member, device, theme });
        if (device === 'mobile') await page.setViewportSize({ width: 375, height: 812 });
        await expect(page.getByRole('heading', { name: 'Share a Garden Tip' })).toBeVisible();
        // The picker, the draft and the sign-up are the page's script: act once it runs (under load it came late).
        await hydrated(page, true);
        await choosePhoto(page, photoFile);
        const preview = page.getByRole('img', { name: 'What the tip will show' });
        await imageLoaded(preview);
        await preview.scrollIntoViewIfNeeded();
        // The preview fits the screen: nothing overflows sideways on a phone.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: path.join(SCREENSHOT_DIR, `photos-and-drafts-picker-${device}-${theme}.png`),
          fullPage: true,
        });
        await page.close();
      }
    }
  });
});
