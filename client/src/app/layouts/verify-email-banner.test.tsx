import { MESSAGES } from '@green-circle/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as mainLayout from './main-layout';
import { makeUser, resetFakeAuth, setAuthState } from '../../test/fake-firebase-auth';
import { renderWithRouter } from '../../test/render';
import { resetAuthSdk } from '../../lib/auth-sdk';

vi.mock('firebase/auth', () => import('../../test/fake-firebase-auth'));

/**
 * A member whose session the server knew, its address verified or not (the session says which):
 * the banner loads Firebase only for an address not verified yet, to ask whether that changed.
 */
let serverMember: { displayName: string; photoURL: null; emailVerified: boolean } | null = null;
const signedInBefore = (emailVerified = false) =>
  (serverMember = { displayName: 'Ada Gardener', photoURL: null, emailVerified });

/** The host's "Send again" route, answering as it does (routes/verification-email.ts); what it was sent. */
let sendAgain: { status: number; posted: FormData[] } = { status: 200, posted: [] };
const renderSite = () =>
  renderWithRouter(
    [
      { path: '/', Component: mainLayout.default, children: [{ index: true, element: <h1>Home page</h1> }] },
      {
        path: '/account/verification-email',
        action: async ({ request }: { request: Request }) => {
          sendAgain.posted.push(await request.formData());
          const ok = sendAgain.status === 200;
          return Response.json(
            {
              toast: {
                kind: ok ? 'success' : 'error',
                message: ok ? MESSAGES.verificationSent : MESSAGES.verificationSendFailed,
              },
            },
            { status: sendAgain.status },
          );
        },
      },
    ],
    '/',
    serverMember,
  );

describe('the verification banner', () => {
  beforeEach(() => {
    resetFakeAuth();
    resetAuthSdk();
    serverMember = null;
    sendAgain = { status: 200, posted: [] };
  });

  it('findings 1: tells an unverified member that writing waits for verification, and asks the site to send the e-mail again', async () => {
    setAuthState(makeUser({ emailVerified: false }));
    signedInBefore();
    renderSite();

    expect(await screen.findByText(MESSAGES.verifyBanner)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.sendVerificationAgain }));
    expect(await screen.findByText(MESSAGES.verificationSent)).toBeVisible();
    // A form (it works without JavaScript too): it names the page to come back to.
    expect(sendAgain.posted.map((form) => form.get('returnTo'))).toEqual(['/']);
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
