// Issue 57: a tip with several photos shows them as a gallery on its page, each with what its
// author said it shows; "Next photo" moves it with JavaScript, and without JavaScript every photo
// is still in the page, the cover first.
import { expect, test } from '../support/fixtures';
import { api, createTip, tipInput } from '../support/api';
import { uploadPhoto } from '../support/uploads';
import { hydrated, memberBrowser } from '../support/ui';

for (const javaScript of [true, false]) {
  test(`a tip's two photos in its gallery, each with what it shows (JavaScript ${javaScript ? 'on' : 'off'})`, async ({
    open,
    makeMember,
  }) => {
    const author = await makeMember('gallery-author');
    const [cover, second] = [await uploadPhoto(author, '#7d9a3a'), await uploadPhoto(author, '#c9b227')];
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
