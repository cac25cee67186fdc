import { MESSAGES } from '@green-circle/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as firebaseAuth from 'firebase/auth';
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

const renderSite = () =>
  renderWithRouter(
    [{ path: '/', Component: mainLayout.default, children: [{ index: true, element: <h1>Home page</h1> }] }],
    '/',
    serverMember,
  );

describe('the verification banner', () => {
  beforeEach(() => {
    resetFakeAuth();
    resetAuthSdk();
    serverMember = null;
  });

  it('tells an unverified member that writing waits for verification, and sends the e-mail again', async () => {
    setAuthState(makeUser({ emailVerified: false }));
    signedInBefore();
    renderSite();

    expect(await screen.findByText(MESSAGES.verifyBanner)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.sendVerificationAgain }));
    expect(await screen.findByText(MESSAGES.verificationSent)).toBeVisible();
    expect(firebaseAuth.sendEmailVerification).toHaveBeenCalledTimes(1);
  });

  it('says so when the e-mail cannot be sent', async () => {
    setAuthState(makeUser({ emailVerified: false }));
    signedInBefore();
    vi.mocked(firebaseAuth.sendEmailVerification).mockRejectedValueOnce(new Error('auth/too-many-requests'));
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
