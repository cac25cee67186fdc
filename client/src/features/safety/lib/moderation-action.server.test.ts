import { describe, expect, it } from 'vitest';
import { createApi } from '#app/lib/api-client';
import { moderationAction } from './moderation-action.server';

// An API the refused forms must never reach: any call fails the test.
const api = createApi({
  baseUrl: 'http://api.invalid',
  credential: () => null,
  unreachable: () => {
    throw new Error('the API was called');
  },
});

const suspend = (days: string) => {
  const form = new FormData();
  for (const [name, value] of Object.entries({ kind: 'gardener', id: 'a1', action: 'suspend', reason: 'Spam', days }))
    form.set(name, value);
  return form;
};

describe('the moderation action', () => {
  it.each(['0', '366', '2.5'])('refuses %s days beside the days field, in the product’s words', async (days) => {
    const answer = (await moderationAction(
      api,
      new Request('http://site.test/moderation'),
      suspend(days),
    )) as unknown as {
      data: { ok: boolean; result: { error: Record<string, string[]> } };
      init: ResponseInit;
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.ok).toBe(false);
    // Its code (issue 56): the page reads it in the reader's language.
    expect(answer.data.result.error.days).toEqual(['safety.suspendDaysRange']);
  });
});
