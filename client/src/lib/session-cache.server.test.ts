import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionMember } from './request-context';

// The identity service (firebase-admin) lies outside the product: counted here, so the test sees
// which requests ask it again. The real service's revocation is proven in e2e session-cookie.
const verifySessionCookie = vi.fn(async (cookie: string) => ({ uid: `uid-${cookie}`, auth_time: 1 }));
const getUser = vi.fn(async (uid: string) => ({
  uid,
  email: `${uid}@example.com`,
  emailVerified: true,
  disabled: false,
  tokensValidAfterTime: new Date(0).toUTCString(),
  metadata: { creationTime: new Date(0).toUTCString() },
}));
const revokeRefreshTokens = vi.fn(async () => undefined);
vi.mock('firebase-admin/auth', () => ({ getAuth: () => ({ verifySessionCookie, getUser, revokeRefreshTokens }) }));

const cache = await import('./session-cache.server');
const { cookieFor, revokeSession, sessionMiddleware } = await import('./session.server');
const { apiContext, apiFor, visitorContext } = await import('./api.server');
const { memberContext, pageDataContext } = await import('./request-context');
const { RouterContextProvider } = await import('react-router');

const member = (uid: string): SessionMember => ({
  uid,
  email: null,
  displayName: null,
  photoURL: null,
  emailVerified: true,
  metadata: {},
});

describe('the remembered sessions', () => {
  it('answer within the time and forget after it', () => {
    cache.remember('a', member('u1'), 1_000);
    expect(cache.recalled('a', 1_000 + cache.TTL_MS - 1)?.uid).toBe('u1');
    expect(cache.recalled('a', 1_000 + cache.TTL_MS)).toBeUndefined();
    expect(cache.recalled('a', 1_000)).toBeUndefined(); // gone, not only hidden
  });

  it('keep at most MAX_ENTRIES, the oldest going first', () => {
    for (let i = 0; i <= cache.MAX_ENTRIES; i += 1) cache.remember(`c${i}`, member(`m${i}`));
    expect(cache.rememberedCount()).toBe(cache.MAX_ENTRIES);
    expect(cache.recalled('c0')).toBeUndefined();
    expect(cache.recalled(`c${cache.MAX_ENTRIES}`)?.uid).toBe(`m${cache.MAX_ENTRIES}`);
  });

  it('forget one cookie, or every cookie of a member', () => {
    cache.remember('x1', member('x'));
    cache.remember('x2', member('x'));
    cache.remember('y1', member('y'));
    cache.forgetCookie('y1');
    expect(cache.recalled('y1')).toBeUndefined();
    cache.forgetMember('x');
    expect(cache.recalled('x1')).toBeUndefined();
    expect(cache.recalled('x2')).toBeUndefined();
  });
});

describe('the session middleware', () => {
  let cookieNo = 0;
  let cookie = '';
  beforeEach(() => {
    cookieNo += 1;
    cookie = `cookie${cookieNo}`;
    verifySessionCookie.mockClear();
    getUser.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  /** Runs the middleware for one request; the request's context after it. */
  async function run(pageData: boolean, method = 'GET') {
    const request = new Request('http://localhost/mytips', {
      method,
      headers: { Cookie: await cookieFor(new Request('http://localhost/')).serialize(cookie) },
    });
    const context = new RouterContextProvider();
    context.set(pageDataContext, pageData);
    context.set(visitorContext, { address: null, hostSecret: null });
    await sessionMiddleware(
      { request, context, params: {}, unstable_pattern: '' } as never,
      async () => new Response(),
    );
    return context;
  }

  it('checks a document in full every time, and lets page data reuse a check seconds old', async () => {
    await run(false);
    await run(false);
    expect(getUser).toHaveBeenCalledTimes(2);
    const context = await run(true);
    expect(getUser).toHaveBeenCalledTimes(2);
    expect(context.get(memberContext)?.uid).toBe(`uid-${cookie}`);
  });

  it('checks a write in full even right after a check', async () => {
    await run(false);
    await run(true, 'POST');
    expect(getUser).toHaveBeenCalledTimes(2);
  });

  it('checks page data in full again after the member signed out (every remembered cookie of theirs)', async () => {
    await run(false);
    await revokeSession(cookie);
    await run(true);
    expect(getUser).toHaveBeenCalledTimes(2);
  });

  it('forgets the session when the API refuses it, and answers with the login page, the cookie cleared', async () => {
    const context = await run(false);
    expect(context.get(apiContext)).not.toBeNull();
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 401 }));
    const answer = await apiFor(context)
      .get('/me/notifications')
      .catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('Location')).toBe('/auth/login?from=%2Fmytips');
    expect((answer as Response).headers.get('Set-Cookie')).toMatch(/^__session=;.*Max-Age=0/);
    await run(true);
    expect(getUser).toHaveBeenCalledTimes(2);
  });
});
