import { File as NodeFile } from 'node:buffer';
import { MESSAGES } from '@green-circle/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as firebaseAuth from 'firebase/auth';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '../config/env';
import { answerApi, http, json, recordCalls, server } from '../test/api';
import { resetFakeAuth, setAuthState } from '../test/fake-firebase-auth';
import { renderWithRouter } from '../test/render';
import { routeOf } from '../test/render-route';
import * as signUpRoute from './sign-up';
import * as signUpAccountRoute from './sign-up-account';
import { requestContext } from '../test/request-context';
import en from '../i18n/en.json';
import es from '../i18n/es.json';
import { inSpanish } from '../test/spanish';

vi.mock('firebase/auth', () => import('../test/fake-firebase-auth'));
// The host's side of Firebase (firebase-admin) is the boundary on the server: the new account's
// fresh ID token becomes a cookie; its name and photo are set, or the account removed, there.
const identity = vi.hoisted(() => ({ updateUser: vi.fn(async () => ({})), deleteUser: vi.fn(async () => {}) }));
vi.mock('../lib/session.server', () => ({
  admin: () => identity,
  sessionFromIdToken: vi.fn(async () => ({
    cookie: 'test-session',
    setCookie: '__session=test-session; Path=/',
    uid: 'uid-ada',
    email: 'ada@example.com',
    name: null,
    picture: null,
  })),
}));

const VALID = {
  name: 'Ada Gardener',
  email: 'ada@example.com',
  photoURL: 'https://example.com/ada.png',
  password: 'Sunflower#1',
};

let api: ReturnType<typeof recordCalls>;

/** The name check sign-up makes before the account exists (issue 22 #3). */
const NAME_CHECK = `/users/name-available?${new URLSearchParams({ name: VALID.name })}`;
const nameFree = { [`GET ${NAME_CHECK}`]: json({ available: true }) };

function openSignUp(url = '/auth/signUp') {
  return renderWithRouter(
    [
      { path: '/auth/signUp', ...routeOf(signUpRoute) },
      { path: '/', element: <h1>Home page</h1> },
      { path: '/mytips', element: <h1>My tips page</h1> },
    ],
    url,
  );
}

async function submit(values: Partial<typeof VALID>) {
  const user = userEvent.setup();
  // The route's loader runs first (a signed-in member would be sent on).
  await screen.findByLabelText('Name');
  const labels = { name: 'Name', email: 'Email', photoURL: 'Photo URL', password: 'Password' } as const;
  for (const [field, label] of Object.entries(labels)) {
    const value = values[field as keyof typeof labels];
    if (!value) continue;
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

/**
 * The site's /auth/signUp/account, where the page's clientAction hands the new account's ID token:
 * the route's own action, as the host runs it for a visitor (the page's Origin on the post).
 */
const accountRoute = () =>
  server.use(
    http.post('*/auth/signUp/account', async ({ request }) => {
      const headers = new Headers(request.headers);
      headers.set('Origin', new URL(request.url).origin);
      const body = await request.arrayBuffer();
      const forwarded = new Request(request.url, { method: 'POST', headers, body });
      return signUpAccountRoute.action({
        request: forwarded,
        params: {},
        context: requestContext(null),
      } as unknown as Parameters<typeof signUpAccountRoute.action>[0]);
    }),
  );

/** /auth/signUp/account as the clientAction posts it: the checked fields, the ID token, the photo file. */
async function postAccount(photo: NodeFile) {
  // Node's own FormData (jsdom's is the page's, which Node's Request cannot send): a form Node parsed.
  const NodeFormData = (
    await new Response('', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData()
  ).constructor as typeof FormData;
  const form = new NodeFormData();
  form.set('name', VALID.name);
  form.set('email', VALID.email);
  form.set('idToken', 'fresh-id-token');
  form.set('photoFile', photo as unknown as Blob, 'ada.jpg');
  const request = new Request('http://localhost/auth/signUp/account', {
    method: 'POST',
    body: form,
    headers: { Origin: 'http://localhost' },
  });
  return signUpAccountRoute.action({
    request,
    params: {},
    context: requestContext(null),
  } as unknown as Parameters<typeof signUpAccountRoute.action>[0]);
}

/** A field's accessible description ends with `message` (its hint may come first). */
const saysAfterHint = (message: string) =>
  expect.stringMatching(new RegExp(`${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('sign-up', () => {
  beforeEach(() => {
    resetFakeAuth();
    setAuthState(null);
    identity.updateUser.mockClear();
    identity.deleteUser.mockClear();
    api = recordCalls();
    accountRoute();
  });

  it.each([
    ['Short#1', MESSAGES.passwordTooShort],
    ['sunflower#1', MESSAGES.passwordNeedsUppercase],
    ['SUNFLOWER#1', MESSAGES.passwordNeedsLowercase],
    ['Sunflower11', MESSAGES.passwordNeedsSpecial],
  ])(
    'blocks the password %s with "%s" beside the field (the server\'s answer), and sends nothing',
    async (password, message) => {
      openSignUp();
      await submit({ ...VALID, password });

      await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true'));
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(firebaseAuth.createUserWithEmailAndPassword).not.toHaveBeenCalled();
      expect(api.calls).toEqual([]);
    },
  );

  it('checks the rules in the spec order: length first, even when every rule fails', async () => {
    openSignUp();
    await submit({ ...VALID, password: '1234' });

    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(saysAfterHint(MESSAGES.passwordTooShort)),
    );
    expect(screen.queryByText(MESSAGES.passwordNeedsUppercase)).not.toBeInTheDocument();
  });

  it('answers a blank password with the first rule, not a bare "Required"', async () => {
    openSignUp();
    await submit({ ...VALID, password: '' });

    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(saysAfterHint(MESSAGES.passwordTooShort)),
    );
    expect(screen.getByLabelText('Password')).not.toHaveAccessibleDescription(saysAfterHint('Required'));
    expect(firebaseAuth.createUserWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('says every error at once (issue 54): a bad e-mail, no photo and a short password together, what was typed kept', async () => {
    openSignUp();
    await submit({ name: VALID.name, email: 'not an address', password: 'short' });

    const photo = screen.getByLabelText('Photo URL');
    await waitFor(() => expect(photo).toHaveAttribute('aria-invalid', 'true'));
    expect(photo).toHaveAccessibleDescription(saysAfterHint('Required'));
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(saysAfterHint(MESSAGES.passwordTooShort));
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Name')).toHaveValue(VALID.name);
    expect(screen.getByLabelText('Email')).toHaveValue('not an address');
    expect(firebaseAuth.createUserWithEmailAndPassword).not.toHaveBeenCalled();
    expect(api.calls).toEqual([]);
  });

  it('marks the photo as required before anything is sent', async () => {
    openSignUp();
    const photo = await screen.findByLabelText('Photo URL');
    expect(photo).toHaveAttribute('aria-required', 'true');
    expect(photo).toHaveAccessibleDescription(expect.stringMatching(/^Required: choose a photo/));
  });

  it('creates the account, stores name and photo, posts the user record and returns to the origin', async () => {
    api = answerApi({ ...nameFree, 'POST /users': json({ insertedId: '0123456789abcdef01234567' }, { status: 201 }) });
    const { router } = openSignUp('/auth/signUp?from=%2Fmytips');
    await submit(VALID);

    expect(await screen.findByRole('heading', { name: 'My tips page' })).toBeInTheDocument();
    // The sign-up page is not left in the history to come back to.
    expect(router.state.historyAction).toBe('REPLACE');
    // (The welcome toast rides the flash cookie to the next page: the root's, browser suite.)

    expect(firebaseAuth.createUserWithEmailAndPassword).toHaveBeenCalledWith(
      expect.anything(),
      VALID.email,
      VALID.password,
    );
    expect(identity.updateUser).toHaveBeenCalledWith('uid-ada', { displayName: VALID.name, photoURL: VALID.photoURL });
    const [check, post] = api.calls;
    expect(api.calls).toHaveLength(2);
    // The name check goes first, as a visitor: there is no account yet.
    expect(check).toMatchObject({ method: 'GET', path: NAME_CHECK });
    expect(check!.headers.get('Authorization')).toBeNull();
    expect(post).toMatchObject({ method: 'POST', path: '/users' });
    // As the new session's member: the browser's ID token became the session on the site.
    expect(post!.headers.get('Authorization')).toBe('Session test-session');
    // No dates: the record's are the server's clock.
    // With the page's language: the verification e-mail the API sends for the new account speaks it.
    expect(post!.body).toEqual({ email: VALID.email, name: VALID.name, photoURL: VALID.photoURL, language: 'en' });
  });

  it('takes a photo file instead of an address: uploads it as the new member, keeps it as the profile photo', async () => {
    const upload = {
      id: 'abcdefabcdefabcdefabcdef',
      url: '/uploads/abcdefabcdefabcdefabcdef/480x480.webp',
      width: 480,
      height: 480,
      variants: [],
      takenAt: null,
    };
    const photoURL = new URL(upload.url, env.VITE_API_URL).href;
    api = answerApi({
      ...nameFree,
      'POST /uploads': json(upload, { status: 201 }),
      'PUT /users/me/photo': json({ photoURL }),
      'POST /users': json({ insertedId: '0123456789abcdef01234567' }, { status: 201 }),
    });
    openSignUp();
    const user = userEvent.setup();
    await user.upload(
      await screen.findByLabelText('Choose a photo', { selector: 'input' }),
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'ada.jpg', { type: 'image/jpeg' }),
    );
    expect(screen.getByAltText('Your profile photo')).toHaveAttribute('src', 'blob:preview');
    // Held, not sent: there is no account to upload as yet; the form carries it in its own file input.
    expect(api.calls).toEqual([]);
    const held = screen.getByLabelText('Choose a photo', { selector: 'input' }) as HTMLInputElement;
    expect(held.name).toBe('photoFile');
    expect(held.files?.[0]?.name).toBe('ada.jpg');

    // What the clientAction then posts with the new account's token (its fetch: a browser's, e2e).
    const answer = await postAccount(
      new NodeFile([new Uint8Array([0xff, 0xd8, 0xff])], 'ada.jpg', { type: 'image/jpeg' }),
    );
    expect(await answer.json()).toEqual({ signedIn: true });
    expect(answer.headers.get('Set-Cookie')).toContain('__session=test-session');
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /uploads',
      'PUT /users/me/photo',
      'POST /users',
    ]);
    // The file's bytes, in the part named image .
    expect(api.calls[0]!.body).toEqual({ image: expect.objectContaining({ type: 'image/jpeg', size: 3 }) });
    // The site passes the photo on as the new session's member.
    expect(api.calls[0]!.headers.get('Authorization')).toBe('Session test-session');
    expect(api.calls[1]!.body).toEqual({ photoURL });
    expect(api.calls[2]!.body).toMatchObject({ photoURL });
    expect(identity.updateUser).toHaveBeenCalledWith('uid-ada', { displayName: VALID.name, photoURL });
  });

  it('still creates the account when the photo is refused, and says the photo did not go', async () => {
    api = answerApi({
      'POST /uploads': json(
        {
          type: 'about:blank',
          title: 'Unsupported Media Type',
          status: 415,
          detail: 'Upload a photo as JPEG, PNG, WebP, AVIF or GIF',
          code: 'http.unsupported',
        },
        { status: 415 },
      ),
      'POST /users': json({ insertedId: '0123456789abcdef01234567' }, { status: 201 }),
    });
    const answer = await postAccount(new NodeFile([new Uint8Array([1, 2, 3])], 'ada.jpg', { type: 'image/jpeg' }));

    // Signed in either way; the toast (in the flash cookie) says the photo did not go, and why.
    expect(await answer.json()).toEqual({ signedIn: true });
    const cookies = answer.headers.get('Set-Cookie') ?? '';
    expect(cookies).toContain('__session=test-session');
    const flash = decodeURIComponent(/gc_toast=([^;]+)/.exec(cookies)?.[1] ?? '');
    expect(JSON.parse(atob(flash))).toMatchObject({
      kind: 'error',
      // Why, by the refusal's code (issue 56), in the request's language.
      message: `${en['signUp.photoFailed']} (${en['http.unsupported']})`,
    });
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /uploads', 'POST /users']);
    expect(api.calls[1]!.body).toMatchObject({ photoURL: '' });
    expect(identity.updateUser).toHaveBeenCalledWith('uid-ada', { displayName: VALID.name, photoURL: null });
  });

  it('shows "Failed to create user" when the identity provider refuses', async () => {
    vi.mocked(firebaseAuth.createUserWithEmailAndPassword).mockRejectedValueOnce(
      new Error('auth/email-already-in-use'),
    );
    api = answerApi(nameFree);
    openSignUp();
    await submit(VALID);

    expect(await screen.findByText(MESSAGES.signUpFailed)).toBeInTheDocument();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([`GET ${NAME_CHECK}`]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled());
  });
  it('issue 22 #3: a name another member uses is said beside the name field before any account exists', async () => {
    api = answerApi({ [`GET ${NAME_CHECK}`]: json({ available: false }) });
    openSignUp();
    await submit(VALID);

    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(MESSAGES.nameTaken);
    expect(firebaseAuth.createUserWithEmailAndPassword).not.toHaveBeenCalled();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([`GET ${NAME_CHECK}`]);
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });

  it('issue 22 #3: a name taken between the check and the record removes the new account again', async () => {
    const conflict = {
      type: 'about:blank',
      title: 'Conflict',
      status: 409,
      detail: MESSAGES.nameTaken,
      code: 'messages.nameTaken',
      errors: [{ field: 'name', message: MESSAGES.nameTaken, code: 'messages.nameTaken' }],
    };
    api = answerApi({ ...nameFree, 'POST /users': json(conflict, { status: 409 }) });
    openSignUp();
    await submit(VALID);

    await waitFor(() => expect(identity.deleteUser).toHaveBeenCalledWith('uid-ada'));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(MESSAGES.nameTaken));
    expect(screen.queryByText(MESSAGES.userRecordFailed)).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.signUpSuccess)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Home page' })).not.toBeInTheDocument();
  });

  it('issue 22 #17: a name with an invisible letter is refused beside the field, by the same rule as the API', async () => {
    api = answerApi(nameFree);
    openSignUp();
    await submit({ ...VALID, name: 'Ada\u3164' });

    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(MESSAGES.invisibleCharacters);
    expect(api.calls).toEqual([]);
    expect(firebaseAuth.createUserWithEmailAndPassword).not.toHaveBeenCalled();
  });
});

/** Issue 39: the same screen for a Spanish reader; the refusals read in Spanish beside their field. */
describe('sign-up in Spanish', () => {
  inSpanish();
  beforeEach(() => {
    resetFakeAuth();
    setAuthState(null);
    api = recordCalls();
  });

  /** Fills the form by its Spanish labels and presses Registrarse. */
  async function submitInSpanish(values: typeof VALID) {
    const user = userEvent.setup();
    await screen.findByLabelText('Nombre');
    const labels = { name: 'Nombre', email: 'Correo electrónico', photoURL: 'URL de la foto', password: 'Contraseña' };
    for (const [field, label] of Object.entries(labels)) {
      const value = values[field as keyof typeof labels];
      if (!value) continue;
      await user.click(screen.getByLabelText(label));
      await user.paste(value);
    }
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
  }

  it('labels each field in Spanish, with the password rules as its hint', async () => {
    openSignUp();
    expect(await screen.findByLabelText('Nombre')).toBeVisible();
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(es['signUp.passwordHint']);
    expect(screen.getByRole('button', { name: 'Registrarse' })).toBeEnabled();
    expect(screen.queryByText('Sign Up', { exact: true })).not.toBeInTheDocument();
  });

  it('refuses a weak password in Spanish, beside the field', async () => {
    openSignUp();
    await submitInSpanish({ ...VALID, password: 'sunflower#1' });

    const said = es['messages.passwordNeedsUppercase'];
    await waitFor(() => expect(screen.getByLabelText('Contraseña')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(expect.stringContaining(said));
    expect(firebaseAuth.createUserWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it("says a field's own rule in Spanish, after the field's hint", async () => {
    openSignUp();
    await submitInSpanish({ ...VALID, photoURL: 'not a url' });

    await waitFor(() => expect(screen.getByLabelText('URL de la foto')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('URL de la foto')).toHaveAccessibleDescription(
      `${es['signUp.photoRequired']} Debe ser una dirección http o https`,
    );
  });

  it("says the server's refusal of a taken name in Spanish beside the name field", async () => {
    api = answerApi({ [`GET ${NAME_CHECK}`]: json({ available: false }) });
    openSignUp();
    await submitInSpanish(VALID);

    const name = screen.getByLabelText('Nombre');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(es['messages.nameTaken']);
  });
});
