import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionMember } from './request-context';

// The identity service (firebase-admin) lies outside the product: counted here, so the test sees
// which requests ask it again. The real service's revocation is proven in e2e session-cookie.
let validAfter = 0;
const HOUR_S = 3_600;
const verifySessionCookie = vi.fn(async (cookie: string) => ({
  uid: `uid-${cookie}`,
  auth_time: 1,
  exp: Math.floor(Date.now() / 1000) + HOUR_S,
}));
const getUser = vi.fn(async (uid: string) => ({
  uid,
  email: `${uid}@example.com`,
  emailVerified: true,
  disabled: false,
  tokensValidAfterTime: new Date(validAfter).toUTCString(),
  metadata: { creationTime: new Date(0).toUTCString() },
}));
const revokeRefreshTokens = vi.fn(async () => undefined);
vi.mock('firebase-admin/auth', () => ({ getAuth: () => ({ verifySessionCookie, getUser, revokeRefreshTokens }) }));

const cache = await import('./session-cache.server');
const { cookieFor, revokeSession, sessionMiddleware } = await import('./session.server');
const { apiFor, visitorContext } = await import('./api.server');
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
    getUser.mockClear();
    verifySessionCookie.mockClear();
  });

  /** Runs the middleware for one request: what it answered (or threw), and whether it had read the page. */
  async function run(pageData: boolean, method = 'GET') {
    const request = new Request('http://localhost/mytips', {
      method,
      headers: { Cookie: await cookieFor(new Request('http://localhost/')).serialize(cookie) },
    });
    const context = new RouterContextProvider();
    context.set(pageDataContext, pageData);
    context.set(visitorContext, { address: null, hostSecret: null });
    const read = { calls: 0, checksBefore: 0 };
    const answer = await Promise.resolve(
      sessionMiddleware({ request, context, params: {}, unstable_pattern: '' } as never, async () => {
        read.calls += 1;
        read.checksBefore = getUser.mock.settledResults.filter((result) => result.type === 'fulfilled').length;
        expect(apiFor(context)).toBeDefined();
        return new Response(context.get(memberContext)?.uid ?? 'visitor');
      }),
    ).then(
      (answered) => answered as Response,
      (thrown: unknown) => thrown as Response,
    );
    return { answer, read, context };
  }

  /** The next getUser answers only when `release` is called. */
  function heldCheck(account?: Partial<Awaited<ReturnType<typeof getUser>>>) {
    let release = () => {};
    getUser.mockImplementationOnce(async (uid: string) => {
      await new Promise<void>((resolve) => (release = resolve));
      return { ...(await getUser.getMockImplementation()!(uid)), ...account };
    });
    return () => release();
  }

  it('checks a document in full before reading it, every time', async () => {
    await run(false);
    const release = heldCheck();
    const second = run(false);
    await vi.waitFor(() => expect(getUser).toHaveBeenCalledTimes(2));
    release();
    const { read, answer } = await second;
    expect(read.checksBefore).toBe(2);
    expect(await (answer as Response).text()).toBe(`uid-${cookie}`);
  });

  it('reads the page data of a session checked seconds ago while checking it again', async () => {
    await run(false);
    const release = heldCheck();
    const pending = run(true);
    // The page is read while the check is still out...
    await vi.waitFor(() => expect(getUser).toHaveBeenCalledTimes(2));
    release();
    const { read, answer } = await pending;
    expect(read.checksBefore).toBe(1);
    // ...and answered once it passed.
    expect((answer as Response).status).toBe(200);
    expect(await (answer as Response).text()).toBe(`uid-${cookie}`);
  });

  it('sends nothing it read for a session revoked since, but the login page, the cookie cleared', async () => {
    await run(false);
    validAfter = Date.now() + 1_000; // revoked by the identity service itself
    const { answer } = await run(true);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/auth/login?from=%2Fmytips');
    expect(answer.headers.get('Set-Cookie')).toMatch(/^__session=;.*Max-Age=0/);
    // Forgotten: the next page data waits for a full check, and names nobody.
    const after = await run(true);
    expect(after.read.checksBefore).toBe(3);
    expect(await (after.answer as Response).text()).toBe('visitor');
    validAfter = 0;
  });

  it("verifies a cookie's signature once, and looks its account up on every check", async () => {
    await run(false);
    await run(false);
    await run(false, 'POST');
    expect(verifySessionCookie).toHaveBeenCalledTimes(1);
    expect(getUser).toHaveBeenCalledTimes(3);
    // Past its expiry, verified again (and refused by the identity service).
    vi.setSystemTime(Date.now() + (HOUR_S + 1) * 1000);
    try {
      await run(false);
      expect(verifySessionCookie).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('checks page data first again after a write, after sign-out, and for a cookie never checked', async () => {
    await run(false);
    await run(false, 'POST');
    expect((await run(true)).read.checksBefore).toBe(3);
    await revokeSession(cookie);
    expect((await run(true)).read.checksBefore).toBe(4);
    cookie = 'never-seen';
    expect((await run(true)).read.checksBefore).toBe(5);
  });
});
