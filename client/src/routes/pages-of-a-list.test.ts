import { RouterContextProvider, type LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { notificationsPath } from '../features/notifications/lib/read-notifications.server';
import { loader as tipsPage } from './tips-page';

const args = (address: string) =>
  ({
    request: new Request(`http://localhost:5173${address}`),
    context: new RouterContextProvider(),
    params: {},
  }) as unknown as LoaderFunctionArgs;

describe('the "Load more" pages (?from= an earlier page’s nextPage)', () => {
  it.each(['http://[', '//[', 'http://api.invalid:99999/gardenTips', '/gardenTips%'])(
    'findings 9: refuse a from= no URL can be made of (%j) as not theirs, never an error',
    async (from) => {
      const answer = await tipsPage(args(`/tips/page?from=${encodeURIComponent(from)}`));
      expect((answer as { init: ResponseInit | null }).init?.status).toBe(400);
      expect(() => notificationsPath(from)).not.toThrow();
      expect(notificationsPath(from)).toBeNull();
    },
  );

  it('keep a page of their own list', () => {
    expect(notificationsPath('/me/notifications?limit=20&cursor=abc')).toBe('/me/notifications?limit=20&cursor=abc');
  });
});
