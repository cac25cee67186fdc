// Issue 57: a tip with several photos shows them as a gallery on its page, each with what its
// author said it shows; "Next photo" moves it with JavaScript, and without JavaScript every photo
// is still in the page, the cover first.
import sharp from 'sharp';
import { expect, test } from '../support/fixtures';
import { api, createTip, idToken, tipInput, type Member } from '../support/api';
import { stack } from '../support/stack';
import { hydrated, memberBrowser } from '../support/ui';

async function upload(member: Member, colour: string): Promise<string> {
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
  const response = await fetch(`${stack().apiUrl}/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await idToken(member)}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

for (const javaScript of [true, false]) {
  test(`a tip's two photos in its gallery, each with what it shows (JavaScript ${javaScript ? 'on' : 'off'})`, async ({
    open,
    makeMember,
  }) => {
    const author = await makeMember('gallery-author');
    const [cover, second] = [await upload(author, '#7d9a3a'), await upload(author, '#c9b227')];
    const tip = await createTip(author, {
      ...tipInput(),
      image: cover,
      photos: [
        { url: cover, alt: 'The bed mulched with straw' },
        { url: second, alt: 'Seedlings coming through the straw' },
      ],
    } as ReturnType<typeof tipInput>);
    const { body } = await api<{ photos: Array<{ alt: string }> }>(`/gardenTips/${tip._id}`, { as: author });
    expect(body.photos.map((photo) => photo.alt)).toEqual([
      'The bed mulched with straw',
      'Seedlings coming through the straw',
    ]);

    const { page } = await memberBrowser(open, author, javaScript);
    await page.goto(`/tipDetails/${tip._id}`);
    await hydrated(page, javaScript);
    const gallery = page.getByTestId('tip-gallery');
    await expect(gallery.getByRole('img', { name: 'The bed mulched with straw' })).toBeVisible();
    await expect(gallery.getByRole('img', { name: 'Seedlings coming through the straw' })).toHaveCount(1);
    if (javaScript) {
      await gallery.getByRole('button', { name: 'Next photo' }).click();
      await expect(gallery.getByRole('img', { name: 'Seedlings coming through the straw' })).toBeInViewport();
    }
  });
}
