import { describe, expect, it } from 'vitest';
import { serverI18n } from '#app/i18n/catalogue.server';
import type { Api } from '#app/lib/api-client';
import { readQuestionForm } from './question-submission.server';

const noApi = {} as Api;

describe('the ask form’s post', () => {
  it('reads a multipart post with the photos uploaded already and the file inputs empty (JavaScript on)', async () => {
    const form = new FormData();
    form.set('title', 'Yellow leaves');
    form.set('details', 'Lower leaves first.');
    form.set('plantType', 'Tomato');
    form.set('hemisphere', 'north');
    form.set('zone', '7b');
    for (const i of [0, 1, 2, 3]) {
      form.set(`photos[${i}].url`, i < 2 ? `/uploads/0123456789abcdef0123456${i}/640x480.webp` : '');
      form.set(`photos[${i}].alt`, i < 2 ? `Leaf ${i}` : '');
      form.set(`photoFile${i}`, new File([], '', { type: 'application/octet-stream' }));
    }
    const request = new Request('http://localhost/ask', { method: 'POST', body: form });
    const { submission, refused } = await readQuestionForm(request, noApi, serverI18n('en'));
    expect(refused).toBeNull();
    expect(submission?.value).toEqual({
      title: 'Yellow leaves',
      details: 'Lower leaves first.',
      plantType: 'Tomato',
      hemisphere: 'north',
      zone: '7b',
      photos: [
        { url: '/uploads/0123456789abcdef01234560/640x480.webp', alt: 'Leaf 0' },
        { url: '/uploads/0123456789abcdef01234561/640x480.webp', alt: 'Leaf 1' },
      ],
    });
  });
});
