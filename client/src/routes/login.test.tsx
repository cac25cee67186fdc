import { MESSAGES } from '@green-circle/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as firebaseAuth from 'firebase/auth';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as loginRoute from './login';
import { makeUser, resetFakeAuth, setAuthState } from '../test/fake-firebase-auth';
import { renderWithRouter } from '../test/render';
import { routeOf } from '../test/render-route';
import { loadAuth } from '../lib/auth-sdk';
import { loginPath } from '../config/paths';
import { answerApi, json } from '../test/api';
import { loginSessionRoute } from '../test/login-session';
import { requestContext } from '../test/request-context';

vi.mock('firebase/auth', () => import('../test/fake-firebase-auth'));
// The host's side of Firebase (firebase-admin) is the boundary on the server: a fresh ID token becomes a cookie.
vi.mock('../lib/session.server', () => ({
  sessionFromIdToken: vi.fn(async () => ({
    cookie: 'test-session',
    setCookie: '__session=test-session; Path=/',
    // Who the token names (a Google account's carries its name and picture).
    uid: 'uid-ada',
    email: 'ada@example.com',
    name: 'Ada Gardener',
    picture: 'https://example.com/ada.png',
  })),
}));

/** The test's members-only page: the fake identity service's member, or the login page. */
async function requireBrowserUser(request: Request) {
  const user = await (await loadAuth()).currentUser();
  if (!user?.email) {
    const { pathname, search } = new URL(request.url);
    throw redirect(loginPath(pathname + search));
  }
  return user;
}

function ProtectedPage() {
  return <h1>Tips of {useLoaderData<string>()}</h1>;
}

const routes = [
  { path: '/', element: <h1>Home page</h1> },
  { path: '/auth/login', ...routeOf(loginRoute) },
  {
    path: '/mytips',
    loader: async ({ request }: LoaderFunctionArgs) => (await requireBrowserUser(request)).email,
    Component: ProtectedPage,
    HydrateFallback: () => <p>Waiting for the account</p>,
  },
];

async function signInThroughForm(email: string, password: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByLabelText('Email'));
  await user.paste(email);
  await user.click(screen.getByLabelText('Password'));
  await user.paste(password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('protected routes', () => {
  beforeEach(() => resetFakeAuth());
  afterEach(() => vi.restoreAllMocks());

  it('waits for the auth state, then sends a visitor to login remembering path and query', async () => {
    const { router } = renderWithRouter(routes, '/mytips?sort=likes');
    expect(screen.getByText('Waiting for the account')).toBeInTheDocument();

    setAuthState(null);

    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe(`?from=${encodeURIComponent('/mytips?sort=likes')}`);
  });

  it('lets a signed-in member with an e-mail through', async () => {
    setAuthState(makeUser({ email: 'ada@example.com' }));
    renderWithRouter(routes, '/mytips');
    expect(await screen.findByRole('heading', { name: 'Tips of ada@example.com' })).toBeInTheDocument();
  });

  it('treats a signed-in user without an e-mail as a visitor', async () => {
    setAuthState(makeUser({ email: null }));
    const { router } = renderWithRouter(routes, '/mytips');
    await screen.findByRole('heading', { name: 'Welcome Back' });
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('returns to the remembered page after login, replacing the login entry', async () => {
    setAuthState(null);
    const session = loginSessionRoute();
    const { router } = renderWithRouter(routes, '/mytips?sort=likes');
    await signInThroughForm('ada@example.com', 'Sunflower#1');

    expect(await screen.findByRole('heading', { name: 'Tips of ada@example.com' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sort=likes');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(session.toasts).toEqual([MESSAGES.loginSuccess]);
  });
});

describe('login screen', () => {
  beforeEach(() => {
    resetFakeAuth();
    setAuthState(null);
  });
  afterEach(() => vi.restoreAllMocks());

  it('goes home after login when no origin is remembered', async () => {
    loginSessionRoute();
    renderWithRouter(routes, '/auth/login');
    await signInThroughForm('ada@example.com', 'Sunflower#1');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('never follows an origin that leaves the site', async () => {
    loginSessionRoute();
    const { router } = renderWithRouter(routes, `/auth/login?from=${encodeURIComponent('//evil.example/x')}`);
    await signInThroughForm('ada@example.com', 'Sunflower#1');
    await screen.findByRole('heading', { name: 'Home page' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('says "Invalid email or password" when the provider refuses, and stays', async () => {
    vi.mocked(firebaseAuth.signInWithEmailAndPassword).mockRejectedValueOnce(new Error('auth/wrong-password'));
    const { router } = renderWithRouter(routes, '/auth/login?from=%2Fmytips');
    await signInThroughForm('ada@example.com', 'wrong');

    expect(await screen.findByText(MESSAGES.loginFailed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('asks for the e-mail before sending a password reset, then sends it', async () => {
    const api = answerApi({ 'POST /auth/password-reset': json({ sent: true }, { status: 202 }) });
    const user = userEvent.setup();
    renderWithRouter(routes, '/auth/login');

    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByText(MESSAGES.resetEmailRequired)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await user.click(screen.getByLabelText('Email'));
    await user.paste('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByText(MESSAGES.resetEmailSentAnyway)).toBeInTheDocument();
    expect(MESSAGES.resetEmailSentAnyway.startsWith(MESSAGES.resetEmailSent)).toBe(true);
    expect(api.callsTo('POST').map((call) => [call.path, call.body])).toEqual([
      ['/auth/password-reset', { email: 'ada@example.com', language: 'en' }],
    ]);
  });

  it('says so when the reset e-mail cannot be asked for (the API is down)', async () => {
    // No answer for the call: it fails as a dead network does.
    answerApi({});
    const user = userEvent.setup();
    renderWithRouter(routes, '/auth/login');

    await user.click(await screen.findByLabelText('Email'));
    await user.paste('nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByText(MESSAGES.resetEmailFailed)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.resetEmailSentAnyway)).not.toBeInTheDocument();
  });

  it('registers a first-time Google member: looks the e-mail up, then posts the record', async () => {
    const api = answerApi({
      'GET /users?email=ada%40example.com': json([]),
      'POST /users': json({ insertedId: '0123456789abcdef01234567' }, { status: 201 }),
    });
    const user = userEvent.setup();
    renderWithRouter(routes, '/auth/login?from=%2Fmytips');

    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));

    expect(await screen.findByText(MESSAGES.userRegistered)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Tips of ada@example.com' })).toBeInTheDocument();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /users?email=ada%40example.com',
      'POST /users',
    ]);
    expect(api.calls[1]!.body).toEqual({
      displayName: 'Ada Gardener',
      email: 'ada@example.com',
      photoURL: 'https://example.com/ada.png',
      uid: 'uid-ada',
    });
  });

  it("answers Google's sign-in with the way on, in place of the login page: the session and the toast ride it, an off-site from goes home", async () => {
    answerApi({ 'GET /users?email=ada%40example.com': json([{ email: 'ada@example.com' }]) });
    const post = (from: string) =>
      loginRoute.action({
        request: new Request('http://localhost/auth/login', {
          method: 'POST',
          headers: { Origin: 'http://localhost' },
          body: new URLSearchParams({ intent: 'google', idToken: 'google-token', from }),
        }),
        context: requestContext(null),
        params: {},
      } as unknown as Parameters<typeof loginRoute.action>[0]) as Promise<Response>;
    const answer = await post('/mytips?x=1');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/mytips?x=1');
    expect(answer.headers.get('X-Remix-Replace')).toBe('true');
    const cookies = answer.headers.getSetCookie();
    expect(cookies.some((cookie) => cookie.startsWith('__session=test-session'))).toBe(true);
    const flash = cookies.find((cookie) => cookie.startsWith('gc_toast='))!;
    // The toast travels by its code (issue 56): the page says it in the reader's language.
    expect(JSON.parse(atob(decodeURIComponent(flash.slice(9).split(';')[0]!))).message).toBe('messages.welcomeBack');
    expect((await post('//evil.example/x')).headers.get('Location')).toBe('/');
  });

  it('welcomes back a Google member who already has a record', async () => {
    const api = answerApi({ 'GET /users?email=ada%40example.com': json([{ email: 'ada@example.com' }]) });
    const user = userEvent.setup();
    renderWithRouter(routes, '/auth/login');

    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByText(MESSAGES.welcomeBack)).toBeInTheDocument();
    await waitFor(() => expect(api.calls).toHaveLength(1));
  });
});
