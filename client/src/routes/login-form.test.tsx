import { MESSAGES } from '@green-circle/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as firebaseAuth from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFakeAuth, setAuthState } from '../test/fake-firebase-auth';
import { renderWithRouter } from '../test/render';
import { routeOf } from '../test/render-route';
import * as loginRoute from './login';
import * as loginSession from './login-session';
import type { LoginAnswer } from '../features/auth/login-form';
import { sessionFromIdToken } from '../lib/session.server';
import { answerApi, json } from '../test/api';
import { requestContext } from '../test/request-context';
import { loginSessionRoute } from '../test/login-session';

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

function openLogin(url = '/auth/login') {
  return renderWithRouter(
    [
      // The screen and its action (a visitor: the loader, which sends a member on, has nothing to do).
      { path: '/auth/login', ...routeOf(loginRoute), loader: undefined },
      { path: '/', element: <h1>Home page</h1> },
      { path: '/mytips', element: <h1>My tips page</h1> },
    ],
    url,
  );
}

async function fill(values: { email?: string; password?: string }) {
  const user = userEvent.setup();
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  return user;
}

describe('login', () => {
  beforeEach(() => {
    vi.mocked(sessionFromIdToken).mockClear();
    resetFakeAuth();
    setAuthState(null);
  });
  afterEach(() => vi.restoreAllMocks());

  it('says every error at once, each beside its field, and asks the identity service nothing', async () => {
    openLogin();
    const user = await fill({});
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Required'));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Required');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(firebaseAuth.signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('keeps the e-mail typed when the server refuses it', async () => {
    openLogin();
    const user = await fill({ email: 'not an address', password: 'Sunflower#1' });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Email')).toHaveValue('not an address');
    expect(firebaseAuth.signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('signs in, says so and returns to the page asked for', async () => {
    const api = answerApi({ 'POST /users': json({ insertedId: '' }) });
    const session = loginSessionRoute();
    const { router } = openLogin('/auth/login?from=%2Fmytips');
    const user = await fill({ email: 'ada@example.com', password: 'Sunflower#1' });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'My tips page' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    // 'Login successful' rides the flash cookie to that page (the root shows it: the browser suite).
    expect(session.toasts).toEqual([MESSAGES.loginSuccess]);
    expect(firebaseAuth.signInWithEmailAndPassword).toHaveBeenCalledWith(
      expect.anything(),
      'ada@example.com',
      'Sunflower#1',
    );
    // The browser's fresh ID token became the session on the server, never the password.
    expect(vi.mocked(sessionFromIdToken).mock.calls[0]?.slice(1)).toEqual(['fake-id-token', true]);
    // The member's record is made by the action, as the new session's member, then read for the
    // language they chose (issue 39: it follows them to this browser).
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /users',
      'GET /users?email=ada%40example.com',
    ]);
    expect(api.calls[0]!.headers.get('Authorization')).toBe('Session test-session');
  });

  it('without JavaScript, the server checks the form: each error beside its field, and a valid form says sign-in needs JavaScript', async () => {
    const answer = (fields: Record<string, string>) => {
      const body = new URLSearchParams({ intent: 'signIn', ...fields });
      const request = new Request('http://host.test/auth/login', {
        method: 'POST',
        body,
        headers: { Origin: 'http://host.test', 'Sec-Fetch-Dest': 'document' },
      });
      return loginRoute.action({ request, params: {}, context: requestContext(null) } as never) as Promise<{
        data: LoginAnswer;
        init: ResponseInit;
      }>;
    };
    const blank = await answer({ email: '', password: '' });
    expect(blank.init.status).toBe(400);
    // The action answers codes (issue 56); the page reads them in the reader's language.
    expect(blank.data.result?.error).toEqual({ email: ['field.required'], password: ['field.required'] });

    const valid = await answer({ email: 'ada@example.com', password: 'Sunflower#1' });
    expect(valid.data.result?.error).toEqual({ '': ['messages.signInNeedsJavaScript'] });
    // The password typed is never drawn back into the page.
    expect(JSON.stringify(valid.data)).not.toContain('Sunflower#1');
    expect(sessionFromIdToken).not.toHaveBeenCalled();
  });

  it('/auth/login/session: a token that is not one sets no session; a good one answers where to go, kept on the site', async () => {
    answerApi({ 'POST /users': json({ insertedId: '' }), 'GET /users?email=ada%40example.com': json([]) });
    const post = (fields: Record<string, string>, search = '') =>
      loginSession.action({
        request: new Request(`http://host.test/auth/login/session${search}`, {
          method: 'POST',
          body: new URLSearchParams(fields),
          headers: { Origin: 'http://host.test' },
        }),
        params: {},
        context: requestContext(null),
      } as never);
    const noToken = await post({ email: 'ada@example.com' });
    expect(noToken.status).toBe(401);
    expect(noToken.headers.getSetCookie()).toEqual([]);
    expect(sessionFromIdToken).not.toHaveBeenCalled();

    vi.mocked(sessionFromIdToken).mockResolvedValueOnce(null);
    const stale = await post({ email: 'ada@example.com', idToken: 'stale' });
    expect(stale.status).toBe(401);
    expect(((await stale.json()) as LoginAnswer).result?.error).toEqual({ '': ['messages.loginFailed'] });

    const offSite = await post(
      { email: 'ada@example.com', idToken: 'fresh', remember: 'on' },
      `?from=${encodeURIComponent('//evil.example/x')}`,
    );
    expect(await offSite.json()).toEqual({ signedIn: true, to: '/' });
    expect(offSite.headers.getSetCookie().some((cookie) => cookie.startsWith('__session=test-session'))).toBe(true);
    expect(offSite.headers.getSetCookie().some((cookie) => cookie.startsWith('gc_toast='))).toBe(true);
  });

  it("says 'Invalid email or password' when the identity provider refuses", async () => {
    vi.mocked(firebaseAuth.signInWithEmailAndPassword).mockRejectedValueOnce(new Error('auth/invalid-credential'));
    openLogin();
    const user = await fill({ email: 'ada@example.com', password: 'wrong' });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(MESSAGES.loginFailed)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    // The action answered; the form keeps what was typed and can be sent again.
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled());
  });

  it('shows the Sign In button busy while the action signs in', async () => {
    let finish: () => void = () => {};
    vi.mocked(firebaseAuth.signInWithEmailAndPassword).mockImplementationOnce(
      () => new Promise((_resolve, reject) => (finish = () => reject(new Error('auth/network-request-failed')))),
    );
    openLogin();
    const user = await fill({ email: 'ada@example.com', password: 'Sunflower#1' });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled());
    finish();
    expect(await screen.findByText(MESSAGES.loginFailed)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled());
  });

  it('offers sign-up, keeping where the member was going', async () => {
    openLogin('/auth/login?from=%2Fmytips');
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/auth/signUp?from=%2Fmytips',
    );
  });

  it('findings 1: asks the site to e-mail the reset link to the address typed (in the page’s language), and asks for one first', async () => {
    const api = answerApi({ 'POST /auth/password-reset': json({ sent: true }, { status: 202 }) });
    openLogin();
    const user = await fill({});
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByText(MESSAGES.resetEmailRequired)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

    expect(await screen.findByText(MESSAGES.resetEmailSentAnyway)).toBeInTheDocument();
    expect(api.callsTo('POST')).toEqual([
      expect.objectContaining({ path: '/auth/password-reset', body: { email: 'ada@example.com', language: 'en' } }),
    ]);
  });
  it('issue 22 #7: "Email address is required" sits by the field and clears as soon as the field changes', async () => {
    openLogin();
    const user = await fill({});
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByText(MESSAGES.resetEmailRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MESSAGES.resetEmailRequired);

    await user.type(screen.getByLabelText('Email'), 'a');
    await waitFor(() => expect(screen.queryByText(MESSAGES.resetEmailRequired)).not.toBeInTheDocument());
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('issue 22 #7: the Forgot password button shows it is working until the answer comes', async () => {
    let finish: () => void = () => {};
    answerApi({
      'POST /auth/password-reset': () =>
        new Promise<Response>((resolve) => (finish = () => resolve(json({ sent: true }, { status: 202 })))),
    });
    openLogin();
    const user = await fill({ email: 'ada@example.com' });
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

    const button = screen.getByRole('button', { name: /Forgot password\?|Sending/ });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('.loading-spinner')).not.toBeNull();
    finish();
    expect(await screen.findByText(MESSAGES.resetEmailSentAnyway)).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).not.toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('.loading-spinner')).toBeNull();
  });
});
