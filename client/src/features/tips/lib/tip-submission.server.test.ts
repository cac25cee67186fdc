import { describe, expect, it } from 'vitest';
import { serverI18n } from '#app/i18n/catalogue.server';
import type { Api } from '#app/lib/api-client';
import { readTipForm } from './tip-submission.server';

const noApi = {} as Api;
const cover = '/uploads/0123456789abcdef01234560/640x480.webp';
const second = '/uploads/0123456789abcdef01234561/640x480.webp';

/** A share form as the browser posts it (multipart, the file inputs empty: JavaScript uploaded the photos). */
function posted(more: Array<{ url: string; alt: string }>, extra: Record<string, string> = {}) {
  const form = new FormData();
  const fields = {
    title: 'Beans on a teepee',
    plantType: 'Bean',
    difficulty: 'Easy',
    category: 'Plant Care',
    description: 'Three canes and string.',
    image: cover,
    imageAlt: 'The teepee',
    availability: 'Public',
    ...extra,
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('photo', new File([], '', { type: 'application/octet-stream' }));
  for (const i of [0, 1, 2]) {
    form.set(`morePhotos[${i}].url`, more[i]?.url ?? '');
    form.set(`morePhotos[${i}].alt`, more[i]?.alt ?? '');
    form.set(`morePhotoFile${i}`, new File([], '', { type: 'application/octet-stream' }));
  }
  return new Request('http://localhost/shareTip', { method: 'POST', body: form });
}

describe('the tip form’s post (issue 57)', () => {
  it('sends the photos after the cover as photos, the cover first with its words, the empty slots left out', async () => {
    const { submission, refused } = await readTipForm(
      posted([
        { url: '', alt: '' },
        { url: second, alt: 'The first beans' },
      ]),
      noApi,
      serverI18n('en'),
    );
    expect(refused).toBeNull();
    expect(submission?.value.photos).toEqual([
      { url: cover, alt: 'The teepee' },
      { url: second, alt: 'The first beans' },
    ]);
  });

  it('sends no photos for a tip with its cover alone, as before', async () => {
    const { submission } = await readTipForm(posted([]), noApi, serverI18n('en'));
    expect(submission?.value).not.toHaveProperty('photos');
  });

  it('sends the cover alone when the tip had photos after it and all were removed', async () => {
    const { submission } = await readTipForm(posted([], { hadMorePhotos: '1' }), noApi, serverI18n('en'));
    expect(submission?.value.photos).toEqual([{ url: cover, alt: 'The teepee' }]);
  });

  it('refuses a photo without what it shows beside its slot, and keeps the slots as typed', async () => {
    const { refused } = await readTipForm(posted([{ url: second, alt: '' }]), noApi, serverI18n('en'));
    const result = (
      refused as unknown as { data: { result: { error: Record<string, string[]>; initialValue: unknown } } }
    ).data.result;
    expect(Object.keys(result.error)).toContain('morePhotos[0].alt');
    expect(JSON.stringify(result.initialValue)).toContain(second);
  });
});
