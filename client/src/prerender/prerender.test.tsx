// The server's renderer (src/prerender) run as the client host runs it, its reads answered at
// the network boundary by MSW (the API is outside the client).
import { describe, expect, it, vi } from 'vitest';
import { apiUrl, deferred, http, HttpResponse, server } from '../test/api';

const gardener = {
  _id: 'e3fe2eb18bb1b4f721034392',
  authorId: 'a1b2c3d4e5f6a7b8c9d0',
  name: 'Amara Okafor',
  age: 34,
  gender: 'Female',
  status: 'active',
  image: '/images/gardeners/amara.svg',
  totalSharedTips: 42,
  experiences: ['Composting'],
};
const topTip = {
  _id: '7cccccbf17a795a0d9180999',
  title: 'Stake tomatoes early',
  image: '/images/tips/tomato-stakes.svg',
  description: 'Stake them when you plant them.',
  likes: 64,
};

describe('the server-side renderer', () => {
  it('renders the same page to the same bytes whichever of its reads answers first (its ETag holds)', async () => {
    // Imported once MSW listens: the renderer wraps the fetch it finds.
    const { prerender } = await import('./prerender');
    const renders: Awaited<ReturnType<typeof prerender>>[] = [];
    for (const first of ['/gardeners', '/top-liked'] as const) {
      const held = { '/gardeners': deferred(), '/top-liked': deferred() };
      let asked = 0;
      const hold = (path: keyof typeof held) =>
        http.get(apiUrl(path), () => {
          asked += 1;
          return held[path].promise;
        });
      server.use(hold('/gardeners'), hold('/top-liked'));
      const rendering = prerender('http://localhost/');
      const answer = {
        '/gardeners': () => HttpResponse.json([gardener]),
        '/top-liked': () => HttpResponse.json([topTip]),
      };
      const second = first === '/gardeners' ? '/top-liked' : '/gardeners';
      // Both reads asked for, then answered one after the other.
      await vi.waitFor(() => expect(asked).toBe(2));
      held[first].resolve(answer[first]());
      await new Promise((resolve) => setTimeout(resolve, 50));
      held[second].resolve(answer[second]());
      renders.push(await rendering);
    }
    expect(renders[0]).not.toBeNull();
    expect(Object.keys(renders[0]!.answers)).toEqual([apiUrl('/gardeners'), apiUrl('/top-liked')]);
    expect(renders[0]!.body).toContain('Amara Okafor');
    expect(Object.keys(renders[1]!.answers)).toEqual(Object.keys(renders[0]!.answers));
    expect(JSON.stringify(renders[1])).toBe(JSON.stringify(renders[0]));
  });

  it('sends a browser no member signed in on from a shared tip link to the login screen, and no one else', async () => {
    const { visitorRedirect } = await import('./prerender');
    const tip = 'http://localhost/tipDetails/65a1b2c3d4e5f60718293a4b';
    const login = `/auth/login?from=${encodeURIComponent('/tipDetails/65a1b2c3d4e5f60718293a4b')}`;
    expect(visitorRedirect(tip, undefined)).toBe(login);
    expect(visitorRedirect(tip, 'theme=dark; xgc-member=1; gc-member=0')).toBe(login);
    expect(visitorRedirect(`${tip}?ref=share`, '')).toBe(
      `/auth/login?from=${encodeURIComponent('/tipDetails/65a1b2c3d4e5f60718293a4b?ref=share')}`,
    );
    // A member's browser carries the cookie (among others); other pages are never redirected here.
    expect(visitorRedirect(tip, 'theme=dark; gc-member=1')).toBeNull();
    expect(visitorRedirect(tip, 'gc-member=1')).toBeNull();
    for (const page of ['/', '/browserTips', '/dashboard', '/tipDetails/a/b', '/auth/login'])
      expect(visitorRedirect(`http://localhost${page}`, undefined), page).toBeNull();
  });
});
