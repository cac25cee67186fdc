import { MESSAGES, SEASON_MESSAGES } from '@green-circle/contract/messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as feedRoute from './calendar-feed';
import * as gardenRoute from './garden';
import * as profileRoute from './profile';
import { answerApi, json } from '#app/test/api';
import { renderWithRouter } from '#app/test/render';
import { routeOf } from '#app/test/render-route';
import { paths } from '#app/config/paths';
import { loadAuth } from '#app/lib/auth-sdk';
import es from '#app/i18n/es.json';
import { inSpanish } from '#app/test/spanish';

// The identity service is the boundary: the tests decide who is signed in and how it answers a
// profile update (firebase-admin's updateUser on the host), a password check and a change link
// (its REST API, lib/identity.server.ts). The SDK is here only for a page that had loaded it.
const identity = vi.hoisted(() => ({
  user: null as User | null,
  report: (_user: User | null) => {},
  updateUser: vi.fn(),
  tokenForPassword: vi.fn(),
  sendEmailChange: vi.fn(),
}));

vi.mock('#app/lib/session.server', () => ({ admin: () => ({ updateUser: identity.updateUser }) }));
vi.mock('#app/lib/identity.server', () => ({
  IdentityError: class extends Error {},
  tokenForPassword: identity.tokenForPassword,
  sendEmailChange: identity.sendEmailChange,
}));

vi.mock('#app/lib/firebase', () => ({
  auth: {
    get currentUser() {
      return identity.user;
    },
  },
  currentUser: async () => identity.user,
  sdk: {
    onAuthStateChanged: (_auth: unknown, next: (user: User | null) => void) => {
      identity.report = next;
      next(identity.user);
      return () => {};
    },
  },
}));

function signIn(fields: Partial<User> = {}) {
  identity.user = {
    uid: 'uid-ada',
    email: 'ada@example.com',
    displayName: 'Ada Gardener',
    photoURL: null,
    getIdToken: async () => 'fake-id-token',
    reload: async () => {},
    ...fields,
  } as User;
}

/** The profile route itself: its protected loader, its action (the save) and its screen. */
function showProfile() {
  return renderWithRouter(
    [
      { path: '/dashboard/profile', ...routeOf(profileRoute), HydrateFallback: () => null },
      { path: '/dashboard/garden', ...routeOf(gardenRoute) },
      { path: '/dashboard/calendar-feed', ...routeOf(feedRoute) },
      { path: '/auth/login', element: <h1>Login page</h1> },
    ],
    '/dashboard/profile',
    // The server drew the page for the session's member (as the identity service knows them).
    identity.user && { displayName: identity.user.displayName, photoURL: identity.user.photoURL },
  );
}

const nameTaken = () =>
  json(
    { type: 'about:blank', title: 'Conflict', status: 409, detail: MESSAGES.nameTaken, code: 'messages.nameTaken' },
    { status: 409 },
  );

/** Types a new name in the open overlay and saves. */
async function saveName(value: string) {
  const name = screen.getByLabelText('Name');
  await userEvent.clear(name);
  await userEvent.type(name, value);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

const openEditor = async () => {
  // The page had loaded the SDK (a sign-in in this tab): its member is what the panel shows, and
  // follows a save (in the app the root loader's revalidation shows it too).
  await act(async () => {
    await loadAuth();
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Update Profile' }));
  return screen.findByLabelText('Name');
};

let api: ReturnType<typeof answerApi>;

describe('Dashboard profile', () => {
  beforeEach(() => {
    identity.updateUser.mockReset().mockImplementation(async (_uid: string, changes: Partial<User>) => {
      Object.assign(identity.user!, changes);
    });
    identity.tokenForPassword.mockReset().mockResolvedValue('fresh-id-token');
    identity.sendEmailChange.mockReset().mockResolvedValue(undefined);
    signIn();
    api = answerApi({
      'PATCH /users/me': () => json({ _id: '0123456789abcdef01234567', name: 'Ada Lovelace' }),
      'PUT /users/me/photo': () => json({ photoURL: '' }),
      'GET /me/garden': () => json({ hemisphere: 'north' }),
      'GET /me/calendar': () => json({ url: 'http://api.test/calendar/abc.ics' }),
    });
  });

  it("shows the name's initials when there is no photo, and the e-mail", async () => {
    showProfile();

    expect(await screen.findByRole('img', { name: 'Your profile photo' })).toHaveAttribute('data-initials', 'AG');
    expect(screen.getByRole('heading', { name: 'Ada Gardener' })).toBeVisible();
    expect(screen.getByText('ada@example.com')).toBeVisible();
  });

  it("says 'No Name Provided' for a member without a name", async () => {
    signIn({ displayName: '' });
    showProfile();

    expect(await screen.findByRole('heading', { name: MESSAGES.noName })).toBeVisible();
  });

  it("says 'User not logged in.' when the member signs out on the page", async () => {
    showProfile();
    await screen.findByRole('heading', { name: 'Ada Gardener' });
    // A screen loaded the SDK (the page itself never does), then Firebase signed out.
    await act(async () => {
      await loadAuth();
    });

    identity.user = null;
    act(() => identity.report(null));

    expect(await screen.findByText(MESSAGES.userNotLoggedIn)).toBeVisible();
  });

  it('sends a visitor to the login page', async () => {
    identity.user = null;
    showProfile();

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeVisible();
  });

  it('saves a new name, says so, closes the overlay and returns focus to its button', async () => {
    showProfile();
    const name = await openEditor();
    expect(name).toHaveValue('Ada Gardener');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');

    await userEvent.clear(name);
    await userEvent.type(name, 'Ada Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MESSAGES.profileUpdated)).toBeVisible();
    // The toast can show before the closed overlay renders (a busy machine): wait for the close.
    await waitFor(() => expect(screen.queryByLabelText('Name')).not.toBeInTheDocument());
    expect(identity.updateUser).toHaveBeenCalledWith('uid-ada', { displayName: 'Ada Lovelace', photoURL: null });
    expect(identity.sendEmailChange).not.toHaveBeenCalled();
    expect(screen.queryByLabelText(MESSAGES.currentPasswordLabel)).not.toBeInTheDocument();
    // The API hears which photo is the profile's (none here), so it can release an old upload.
    expect(api.callsTo('PUT')).toEqual([{ method: 'PUT', path: '/users/me/photo', body: { photoURL: '' } }]);
    expect(screen.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Profile' })).toHaveFocus();
    // The API got the new name first (it guards names against impersonation).
    expect(api.callsTo('PATCH')).toEqual([
      { method: 'PATCH', path: '/users/me', body: { name: 'Ada Lovelace', photoURL: '' } },
    ]);
  });

  it("says the name is taken when another member uses it, and keeps the identity service's profile as it was", async () => {
    api = answerApi({ 'PATCH /users/me': nameTaken });
    showProfile();
    await openEditor();
    await saveName('Maya Greenfield');

    expect((await screen.findAllByText(MESSAGES.nameTaken))[0]).toBeVisible();
    expect(identity.updateUser).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toBeVisible();
  });

  it('closes after a refused save once a second save succeeds, and can open again', async () => {
    let taken = true;
    api = answerApi({
      'PATCH /users/me': () => (taken ? nameTaken() : json({ _id: '0123456789abcdef01234567', name: 'Ada Lovelace' })),
      'PUT /users/me/photo': () => json({ photoURL: '' }),
    });
    showProfile();
    await openEditor();
    await saveName('Maya Greenfield');
    expect((await screen.findAllByText(MESSAGES.nameTaken))[0]).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveValue('Maya Greenfield');

    taken = false;
    await saveName('Ada Lovelace');
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
    await waitFor(() => expect(screen.queryByLabelText('Name')).not.toBeInTheDocument());

    // The last answer (saved) does not close the overlay when it opens again.
    expect(await openEditor()).toHaveValue('Ada Lovelace');
  });

  it('refuses a blank name and a photo that is not a URL, and saves nothing', async () => {
    showProfile();
    const name = await openEditor();

    // A blank name is stopped in the browser (no schema there); the address is the action's to judge.
    await userEvent.clear(name);
    await userEvent.type(screen.getByLabelText('Profile Photo URL'), 'me.png');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Required');
    expect(screen.getByLabelText('Profile Photo URL')).not.toHaveAttribute('aria-invalid');

    await userEvent.type(name, 'Ada Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Profile Photo URL')).toHaveAccessibleDescription('Must be an http or https URL'),
    );
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(identity.updateUser).not.toHaveBeenCalled();
  });

  it('keeps the overlay open and says so when the identity service refuses', async () => {
    identity.updateUser.mockRejectedValue(new Error('auth/network-request-failed'));
    showProfile();
    await openEditor();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MESSAGES.profileUpdateFailed)).toBeVisible();
    expect(screen.getByLabelText('Name')).toBeVisible();
  });

  it('issue 22 #4: a new e-mail asks for the password, then sends a link to it; the address changes only when it is opened', async () => {
    showProfile();
    await openEditor();
    const email = screen.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@new.example');

    // Without the password nothing is sent.
    const password = await screen.findByLabelText(MESSAGES.currentPasswordLabel);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.emailChangeNeedsPassword)).toBeVisible();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(identity.sendEmailChange).not.toHaveBeenCalled();

    await userEvent.type(password, 'Sunflower#1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const pending = `${MESSAGES.emailChangePending} ada@new.example. ${MESSAGES.emailChangePendingNote}`;
    await waitFor(() => expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(pending));
    expect(identity.tokenForPassword).toHaveBeenCalledWith('ada@example.com', 'Sunflower#1');
    expect(identity.sendEmailChange).toHaveBeenCalledWith('fresh-id-token', 'ada@new.example');
    // The password checked first, then the link: the address on the account is still the old one.
    expect(identity.tokenForPassword.mock.invocationCallOrder[0]).toBeLessThan(
      identity.sendEmailChange.mock.invocationCallOrder[0]!,
    );
    expect(screen.getByText('ada@example.com')).toBeVisible();
    expect(api.callsTo('PATCH')).toEqual([
      { method: 'PATCH', path: '/users/me', body: { name: 'Ada Gardener', photoURL: '' } },
    ]);
    expect(await screen.findByText(MESSAGES.emailChangeSent)).toBeVisible();
  });

  it('issue 22 #4: a wrong password is said beside it and saves nothing', async () => {
    identity.tokenForPassword.mockResolvedValue(null);
    showProfile();
    await openEditor();
    const email = screen.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@new.example');
    await userEvent.type(await screen.findByLabelText(MESSAGES.currentPasswordLabel), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    // Beside the password (and as a toast).
    const password = screen.getByLabelText(MESSAGES.currentPasswordLabel);
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.emailChangeWrongPassword)),
    );
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(identity.updateUser).not.toHaveBeenCalled();
    expect(identity.sendEmailChange).not.toHaveBeenCalled();
  });

  it('closes on Cancel without saving', async () => {
    showProfile();
    await openEditor();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByLabelText('Name')).not.toBeInTheDocument());
    expect(identity.updateUser).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Update Profile' })).toHaveFocus();
  });

  describe('My garden', () => {
    const forbidden = () =>
      json(
        {
          type: 'about:blank',
          title: 'Forbidden',
          status: 403,
          detail: MESSAGES.emailNotVerified,
          code: 'messages.emailNotVerified',
        },
        { status: 403 },
      );

    /** The garden form once the loader's read has arrived (its controls wait for it). */
    async function gardenForm() {
      const radio = () => screen.getByRole('radio', { name: SEASON_MESSAGES.hemisphereSouth });
      await waitFor(() => expect(radio()).toBeEnabled());
      return {
        south: radio(),
        north: screen.getByRole('radio', { name: SEASON_MESSAGES.hemisphereNorth }),
        zone: screen.getByLabelText(SEASON_MESSAGES.zoneLabel),
      };
    }

    it('shows the garden the loader read, saves a change through the garden action and remembers the hemisphere', async () => {
      localStorage.removeItem('gc-hemisphere');
      api = answerApi({
        'GET /me/garden': () => json({ hemisphere: 'north', zone: '7b' }),
        'PUT /me/garden': () => json({ hemisphere: 'south', zone: '10a' }),
      });
      showProfile();
      const { south, north, zone } = await gardenForm();
      expect(north).toBeChecked();
      expect(zone).toHaveValue('7b');

      await userEvent.click(south);
      await userEvent.selectOptions(zone, '10a');
      await userEvent.click(screen.getByRole('button', { name: 'Save garden' }));

      expect(await screen.findByText(SEASON_MESSAGES.gardenSaved)).toBeVisible();
      expect(api.callsTo('PUT')).toEqual([
        { method: 'PUT', path: '/me/garden', body: { hemisphere: 'south', zone: '10a' } },
      ]);
      expect(localStorage.getItem('gc-hemisphere')).toBe('south');
      expect(south).toBeChecked();
      // The action's answer is the garden as saved: the page is not read again.
      expect(api.callsTo('GET').filter((call) => call.path === '/me/garden')).toHaveLength(1);
    });

    it("shows the API's refusal (an address not verified yet), keeps the choice and the browser's hemisphere", async () => {
      localStorage.setItem('gc-hemisphere', 'north');
      api = answerApi({ 'GET /me/garden': () => json({ hemisphere: 'north' }), 'PUT /me/garden': forbidden });
      showProfile();
      const { south } = await gardenForm();

      await userEvent.click(south);
      await userEvent.click(screen.getByRole('button', { name: 'Save garden' }));

      expect(await screen.findByText(MESSAGES.emailNotVerified)).toBeVisible();
      expect(south).toBeChecked();
      expect(localStorage.getItem('gc-hemisphere')).toBe('north');
    });

    it("starts from the browser's hemisphere when the garden cannot be read, and can still save", async () => {
      localStorage.setItem('gc-hemisphere', 'south');
      api = answerApi({
        'GET /me/garden': () =>
          json({ type: 'about:blank', title: 'Service Unavailable', status: 503 }, { status: 503 }),
        'PUT /me/garden': () => json({ hemisphere: 'south' }),
      });
      showProfile();
      const { south, zone } = await gardenForm();
      expect(south).toBeChecked();
      expect(zone).toHaveValue('');

      await userEvent.click(screen.getByRole('button', { name: 'Save garden' }));
      expect(await screen.findByText(SEASON_MESSAGES.gardenSaved)).toBeVisible();
      expect(api.callsTo('PUT')).toEqual([{ method: 'PUT', path: '/me/garden', body: { hemisphere: 'south' } }]);
    });
  });

  describe('the calendar feed', () => {
    it('issue 22 #9: "My garden" and the calendar feed carry the ids their own addresses lead to', async () => {
      api = answerApi({
        'GET /me/garden': () => json({ hemisphere: 'north' }),
        'GET /me/calendar': () => json({ url: 'http://api.test/calendar/abc.ics' }),
      });
      showProfile();
      const garden = await screen.findByRole('region', { name: SEASON_MESSAGES.gardenHeading });
      expect(`/dashboard/profile#${garden.id}`).toBe(paths.profileGarden);
      const feed = screen.getByRole('region', { name: SEASON_MESSAGES.feedHeading });
      expect(`/dashboard/profile#${feed.id}`).toBe(paths.profileCalendarFeed);
    });

    it('shows the address the loader read; New address goes through the action and shows the new one', async () => {
      api = answerApi({
        'GET /me/calendar': () => json({ url: 'http://api.test/calendar/abc.ics' }),
        'POST /me/calendar/rotate': () => json({ url: 'http://api.test/calendar/xyz.ics' }),
      });
      showProfile();
      expect(await screen.findByDisplayValue('http://api.test/calendar/abc.ics')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: SEASON_MESSAGES.feedRotate }));

      expect(await screen.findByText(SEASON_MESSAGES.feedRotated)).toBeVisible();
      // The action's toast is raised before the fetcher's answer is rendered: wait for the field.
      await waitFor(() => expect(screen.getByTestId('feed-url')).toHaveValue('http://api.test/calendar/xyz.ics'));
      expect(api.callsTo('POST')).toEqual([{ method: 'POST', path: '/me/calendar/rotate', body: {} }]);
      expect(api.callsTo('GET').filter((call) => call.path === '/me/calendar')).toHaveLength(1);
    });

    it("keeps the address when a new one is refused, with the API's reason", async () => {
      api = answerApi({
        'GET /me/calendar': () => json({ url: 'http://api.test/calendar/abc.ics' }),
        'POST /me/calendar/rotate': () =>
          json(
            { title: 'Forbidden', status: 403, detail: MESSAGES.emailNotVerified, code: 'messages.emailNotVerified' },
            { status: 403 },
          ),
      });
      showProfile();
      await screen.findByDisplayValue('http://api.test/calendar/abc.ics');

      await userEvent.click(screen.getByRole('button', { name: SEASON_MESSAGES.feedRotate }));

      expect(await screen.findByText(MESSAGES.emailNotVerified)).toBeVisible();
      expect(screen.getByTestId('feed-url')).toHaveValue('http://api.test/calendar/abc.ics');
    });

    it.each([
      ["an unverified member gets the API's reason (verify your e-mail)", 403, MESSAGES.emailNotVerified],
      ['the API cannot answer', 503, SEASON_MESSAGES.feedFailed],
    ])('says why there is no address when %s', async (_case, status, message) => {
      api = answerApi({
        'GET /me/calendar': () =>
          json(
            { title: 'Refused', status, detail: MESSAGES.emailNotVerified, code: 'messages.emailNotVerified' },
            { status },
          ),
      });
      showProfile();
      const feed = await screen.findByRole('region', { name: SEASON_MESSAGES.feedHeading });
      expect(await within(feed).findByRole('alert')).toHaveTextContent(message);
      expect(screen.queryByTestId('feed-url')).toBeNull();
    });
  });
});

/** Issue 39: the profile screen for a Spanish reader; the form's refusals beside their fields in Spanish. */
describe('Dashboard profile in Spanish', () => {
  inSpanish();
  beforeEach(() => {
    identity.updateUser.mockReset();
    signIn();
    api = answerApi({
      'PATCH /users/me': nameTaken,
      'GET /me/garden': () => json({ hemisphere: 'north' }),
      'GET /me/calendar': () => json({ url: 'http://api.test/calendar/abc.ics' }),
      [`GET /users?email=${encodeURIComponent('ada@example.com')}`]: () =>
        json([{ authorId: 'a1b2c3d4e5f60718293a4b5c', bio: 'Roses', showGarden: false }]),
      'GET /me/blocks': () => json([{ authorId: 'b1b2c3d4e5f60718293a4b5c', displayName: 'Rude Rob' }]),
    });
  });

  it('names the page, the panels and their buttons in Spanish; names and bios as written', async () => {
    showProfile();

    expect(await screen.findByRole('heading', { name: 'Mi perfil' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Tu foto de perfil' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ada Gardener' })).toHaveAttribute('lang', '');
    expect(screen.getByRole('button', { name: 'Actualizar perfil' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: es['people.gardenerPageHeading'] })).toBeVisible();
    expect(await screen.findByRole('textbox', { name: es['people.bioLabel'] })).toHaveAttribute('lang', '');
    expect(await screen.findByRole('button', { name: 'Desbloquear a Rude Rob' })).toHaveTextContent('Desbloquear');
    expect(screen.getByRole('heading', { name: 'Tus datos' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Descargar mis datos' })).toHaveAttribute('href', paths.accountExport);
    expect(screen.getByRole('link', { name: 'Eliminar mi cuenta' })).toHaveAttribute('href', paths.deleteAccount);
  });

  it("the overlay: labels in Spanish, an empty name 'Obligatorio', a taken name said beside the field", async () => {
    showProfile();
    await act(async () => {
      await loadAuth();
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Actualizar perfil' }));
    expect(await screen.findByRole('dialog', { name: 'Actualizar perfil' })).toBeVisible();
    const name = await screen.findByLabelText('Nombre');
    expect(screen.getByRole('group', { name: 'Foto de perfil' })).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Obligatorio'));

    await userEvent.type(name, 'Maya Greenfield');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription(es['messages.nameTaken']));
    expect(identity.updateUser).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  });
});
