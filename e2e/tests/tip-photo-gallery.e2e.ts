// Issue 57: a tip with several photos shows them as a gallery on its page, each with what its
// author said it shows; "Next photo" moves it with JavaScript, and without JavaScript every photo
// is still in the page, the cover first. With JavaScript swiper takes the gallery over once its
// chunk comes (loaded on demand: issue 54), on the photo the page's own scroller showed; a tip
// with one photo never asks for it. The share form takes them either way: each slot is named
// by its number ("Photo 2", "What photo 2 shows"), and a plain POST carries the files.
import sharp from 'sharp';
import { expect, test } from '../support/fixtures';
import { api, createTip, tipInput, uniqueMark, type TipJson } from '../support/api';
import { fillTipForm, photoInput } from '../support/tips';
import { uploadPhoto } from '../support/data';
import { hydrated, memberBrowser } from '../support/ui';

/** Swiper's chunks and styles (swiper-react-*.js, tip-photo-swiper-*.js, swiper-*.css). */
const SWIPER = /\/assets\/[\w-]*swiper[\w-]*\.(js|css)$/;

/** The author's tip with two uploaded photos, each saying what it shows (the cover first). */
async function twoPhotoTip(author: Parameters<typeof uploadPhoto>[0]) {
  const [cover, second] = [await uploadPhoto(author, '#7d9a3a'), await uploadPhoto(author, '#c9b227')];
  return createTip(author, {
    ...tipInput(),
    image: cover,
    photos: [
      { url: cover, alt: 'The bed mulched with straw' },
      { url: second, alt: 'Seedlings coming through the straw' },
    ],
  } as ReturnType<typeof tipInput>);
}

/** A photo from the device, of one colour. */
const jpeg = async (name: string, colour: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer(),
});

for (const javaScript of [true, false]) {
  test(`a tip's two photos in its gallery, each with what it shows (JavaScript ${javaScript ? 'on' : 'off'})`, async ({
    open,
    makeMember,
  }) => {
    const author = await makeMember('gallery-author');
    const tip = await twoPhotoTip(author);
    const { body } = await api<{ photos: Array<{ alt: string }> }>(`/gardenTips/${tip._id}`, { as: author });
    expect(body.photos.map((photo) => photo.alt)).toEqual([
      'The bed mulched with straw',
      'Seedlings coming through the straw',
    ]);

    const { page } = await memberBrowser(open, author, javaScript);
    const swiperFiles: string[] = [];
    page.on('request', (request) => SWIPER.test(new URL(request.url()).pathname) && swiperFiles.push(request.url()));
    await page.goto(`/tipDetails/${tip._id}`);
    await hydrated(page, javaScript);
    const gallery = page.getByTestId('tip-gallery');
    await expect(gallery.getByRole('img', { name: 'The bed mulched with straw' })).toBeVisible();
    await expect(gallery.getByRole('img', { name: 'Seedlings coming through the straw' })).toHaveCount(1);
    if (!javaScript) {
      // The server's gallery: both photos in the scroller, no swiper.
      await expect(gallery.getByRole('region', { name: "The tip's photos" }).getByRole('img')).toHaveCount(2);
      await expect(gallery.locator('.swiper')).toHaveCount(0);
    }
    if (javaScript) {
      // Swiper has taken over: its container is the named region now, its slides say which they are.
      const swiper = gallery.locator('.swiper-initialized');
      await expect(swiper).toHaveAttribute('aria-label', "The tip's photos");
      await expect(swiper.getByRole('group', { name: 'Slide 2 of 2' })).toHaveCount(1);
      expect(swiperFiles.some((url) => /swiper-react-/.test(url))).toBe(true);
      await expect(gallery.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
      await gallery.getByRole('button', { name: 'Next photo' }).click();
      await expect(gallery.getByRole('img', { name: 'Seedlings coming through the straw' })).toBeInViewport();
      await expect(gallery.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
      await expect(gallery.getByRole('img', { name: 'The bed mulched with straw' })).not.toBeInViewport();
      await gallery.getByRole('button', { name: 'Go to slide 1' }).click();
      await expect(gallery.getByRole('img', { name: 'The bed mulched with straw' })).toBeInViewport();
      await expect(gallery.getByRole('button', { name: 'Previous photo' })).toBeDisabled();
    }
  });
}

test('swiper takes the gallery over on the photo the page showed before it came', async ({ open, makeMember }) => {
  const author = await makeMember('gallery-handover');
  const tip = await twoPhotoTip(author);
  const { page } = await memberBrowser(open, author, true);
  // Swiper's files held back until the reader has moved the page's own scroller.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(SWIPER, async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  await page.goto(`/tipDetails/${tip._id}`);
  await hydrated(page, true);
  const gallery = page.getByTestId('tip-gallery');
  await gallery.getByRole('button', { name: 'Next photo' }).click();
  await expect(gallery.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
  await expect(gallery.getByRole('img', { name: 'Seedlings coming through the straw' })).toBeInViewport();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(gallery.locator('.swiper')).toHaveCount(0);

  release();
  await expect(gallery.locator('.swiper-initialized')).toHaveCount(1);
  await expect(gallery.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
  await expect(gallery.getByRole('img', { name: 'Seedlings coming through the straw' })).toBeInViewport();
  await expect(gallery.getByRole('button', { name: 'Next photo' })).toBeDisabled();
  await gallery.getByRole('button', { name: 'Previous photo' }).click();
  await expect(gallery.getByRole('img', { name: 'The bed mulched with straw' })).toBeInViewport();
});

test("a tip with one photo shows it without a gallery and never asks for swiper's code", async ({
  open,
  makeMember,
}) => {
  const author = await makeMember('gallery-one');
  const cover = await uploadPhoto(author, '#7d9a3a');
  const tip = await createTip(author, {
    ...tipInput(),
    image: cover,
    photos: [{ url: cover, alt: 'The bed mulched with straw' }],
  } as ReturnType<typeof tipInput>);
  const { page } = await memberBrowser(open, author, true);
  const swiperFiles: string[] = [];
  page.on('request', (request) => SWIPER.test(new URL(request.url()).pathname) && swiperFiles.push(request.url()));
  await page.goto(`/tipDetails/${tip._id}`);
  await hydrated(page, true);
  await expect(page.getByRole('img', { name: 'The bed mulched with straw' })).toBeVisible();
  await expect(page.getByTestId('tip-gallery')).toHaveCount(0);
  // Past the load and the browser's idle time (when a gallery asks for it), and the page scrolled through.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
  await page.mouse.wheel(0, 2000);
  await page.waitForTimeout(1000);
  expect(swiperFiles).toEqual([]);
});

for (const javaScript of [true, false]) {
  test(`shares a tip with a cover and a second photo from the form, each with what it shows (JavaScript ${javaScript ? 'on' : 'off'})`, async ({
    open,
    makeMember,
  }) => {
    const member = await makeMember('gallery-share');
    const { page } = await memberBrowser(open, member, javaScript);
    await page.goto('/gardentip');
    await hydrated(page, javaScript);
    const title = `Straw between the rows ${uniqueMark()}`;
    // No image address: the cover is a photo from the device.
    await fillTipForm(page, tipInput({ title, plantType: 'Lettuce', image: '', availability: 'Hidden' }));
    await photoInput(page).setInputFiles(await jpeg('bed.jpg', '#7d9a3a'));
    await page.getByLabel('What the cover photo shows').fill('The bed mulched with straw');
    await photoInput(page, 'Photo 2').setInputFiles(await jpeg('seedlings.jpg', '#c9b227'));
    await page.getByLabel('What photo 2 shows').fill('Seedlings coming through the straw');
    if (javaScript) await expect(page.getByRole('status').filter({ hasText: 'Photo ready.' })).toHaveCount(2);
    await page.getByRole('button', { name: 'Submit Tip' }).click();

    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    const gallery = page.getByTestId('tip-gallery');
    await expect(gallery.getByRole('img', { name: 'The bed mulched with straw' })).toBeVisible();
    await expect(gallery.getByRole('img', { name: 'Seedlings coming through the straw' })).toHaveCount(1);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const { body } = await api<TipJson & { photos: Array<{ url: string; alt: string }> }>(`/gardenTips/${id}`, {
      as: member,
    });
    expect(body.photos.map((photo) => photo.alt)).toEqual([
      'The bed mulched with straw',
      'Seedlings coming through the straw',
    ]);
    expect(body.photos[0]!.url).toBe(body.image);
    for (const photo of body.photos) expect(photo.url).toMatch(/^\/uploads\/[0-9a-f]{24}\//);
  });
}
