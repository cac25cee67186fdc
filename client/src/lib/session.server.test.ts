import { beforeEach, describe, expect, it, vi } from 'vitest';

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
vi.mock('firebase-admin/auth', () => ({ getAuth: () => ({ verifySessionCookie, getUser }) }));

const { cookieFor, sessionMiddleware } = await import('./session.server');
const { apiFor, visitorContext } = await import('./api.server');
const { memberContext } = await import('./request-context');
const { RouterContextProvider } = await import('react-router');

describe('the session middleware', () => {
  let cookieNo = 0;
  let cookie = '';
  beforeEach(() => {
    cookieNo += 1;
    cookie = `cookie${cookieNo}`;
    getUser.mockClear();
    verifySessionCookie.mockClear();
  });

  /** Runs the middleware for one request: what it answered, and how many account checks had ended before the page was read. */
  async function run(method = 'GET', path = '/mytips.data') {
    const request = new Request(`http://localhost${path}`, {
      method,
      headers: { Cookie: await cookieFor(new Request('http://localhost/')).serialize(cookie) },
    });
    const context = new RouterContextProvider();
    context.set(visitorContext, { address: null, hostSecret: null });
    const read = { checksBefore: 0 };
    const answer = (await sessionMiddleware(
      { request, context, params: {}, unstable_pattern: '' } as never,
      async () => {
        read.checksBefore = getUser.mock.settledResults.filter((result) => result.type === 'fulfilled').length;
        expect(apiFor(context)).toBeDefined();
        return new Response(context.get(memberContext)?.uid ?? 'visitor');
      },
    )) as Response;
    return { answer, read };
  }

  it('verifies the cookie and checks its account before reading anything, on every request', async () => {
    expect((await run('GET', '/mytips')).read.checksBefore).toBe(1);
    expect((await run()).read.checksBefore).toBe(2);
    const { read, answer } = await run('POST');
    expect(read.checksBefore).toBe(3);
    expect(verifySessionCookie).toHaveBeenCalledTimes(3);
    expect(await answer.text()).toBe(`uid-${cookie}`);
  });

  it('reads nothing for a session revoked since: the request is a visitor', async () => {
    await run();
    validAfter = Date.now() + 1_000; // revoked by the identity service itself
    try {
      expect(await (await run()).answer.text()).toBe('visitor');
    } finally {
      validAfter = 0;
    }
  });
});
