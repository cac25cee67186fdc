import { MESSAGES } from '@green-circle/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as mainLayout from './main-layout';
import { makeUser, resetFakeAuth, setAuthState } from '#app/test/fake-firebase-auth';
import { apiUrl, http, HttpResponse, json, server } from '#app/test/api';
import { renderWithRouter } from '#app/test/render';
import { routeOf } from '#app/test/render-route';
import * as verificationEmailRoute from '#app/routes/verification-email';
import { resetAuthSdk } from '#app/lib/auth-sdk';

vi.mock('firebase/auth', () => import('#app/test/fake-firebase-auth'));

/**
 * A member whose session the server knew, its address verified or not (the session says which):
 * the banner loads Firebase only for an address not verified yet, to ask whether that changed.
 */
let serverMember: { displayName: string; photoURL: null; emailVerified: boolean } | null = null;
const signedInBefore = (emailVerified = false) =>
  (serverMember = { displayName: 'Ada Gardener', photoURL: null, emailVerified });

/**
 * The host's "Send again" route (routes/verification-email.ts, its real action: the toast rides the
 * flash cookie, which render-route's routeOf shows as the root would); the API's answer, and what
 * it was sent.
 */
let sendAgain: { status: number; posted: unknown[] } = { status: 200, posted: [] };
const renderSite = () => {
  server.use(
    http.post(apiUrl('/me/verification-email'), async ({ request }) => {
      sendAgain.posted.push(await request.json());
      return sendAgain.status === 204
        ? new HttpResponse(null, { status: 204 })
        : json({ title: 'Too many requests', status: sendAgain.status }, { status: sendAgain.status });
    }),
  );
  return renderWithRouter(
    [
      { path: '/', Component: mainLayout.default, children: [{ index: true, element: <h1>Home page</h1> }] },
      { path: '/account/verification-email', ...routeOf(verificationEmailRoute) },
    ],
    '/',
    serverMember,
  );
};

describe('the verification banner', () => {
  beforeEach(() => {
    resetFakeAuth();
    resetAuthSdk();
    serverMember = null;
    sendAgain = { status: 204, posted: [] };
  });

  it('findings 1: tells an unverified member that writing waits for verification, and asks the site to send the e-mail again', async () => {
    setAuthState(makeUser({ emailVerified: false }));
    signedInBefore();
    renderSite();

    expect(await screen.findByText(MESSAGES.verifyBanner)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.sendVerificationAgain }));
    expect(await screen.findByText(MESSAGES.verificationSent)).toBeVisible();
    // Asked of the API once, in the page's language.
    expect(sendAgain.posted).toEqual([{ language: 'en' }]);
    // A form (it works without JavaScript too): it names the page to come back to.
    expect(document.querySelector<HTMLInputElement>('input[name="returnTo"]')?.value).toBe('/');
  });

  it('says so when the e-mail cannot be sent', async () => {
    setAuthState(makeUser({ emailVerified: false }));
    signedInBefore();
    sendAgain.status = 429;
    renderSite();

    await userEvent.click(await screen.findByRole('button', { name: MESSAGES.sendVerificationAgain }));
    expect(await screen.findByText(MESSAGES.verificationSendFailed)).toBeVisible();
  });

  it('is not shown to a verified member, nor to a visitor', async () => {
    setAuthState(makeUser());
    signedInBefore(true);
    const { unmount } = renderSite();
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeVisible();
    expect(screen.queryByText(MESSAGES.verifyBanner)).not.toBeInTheDocument();
    unmount();

    setAuthState(null);
    renderSite();
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeVisible();
    expect(screen.queryByText(MESSAGES.verifyBanner)).not.toBeInTheDocument();
  });

  it('disappears once the member verified meanwhile (found on reload)', async () => {
    const user = makeUser({ emailVerified: false });
    user.reload = async () => {
      user.emailVerified = true;
    };
    setAuthState(user);
    signedInBefore();
    renderSite();
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeVisible();
    await waitFor(() => expect(screen.queryByText(MESSAGES.verifyBanner)).not.toBeInTheDocument());
  });
});
