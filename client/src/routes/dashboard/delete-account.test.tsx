import { ACCOUNT_MESSAGES, ERASED_ON_DELETE } from '@green-circle/contract/account';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as deleteAccount from './delete-account';
import en from '#app/i18n/en.json';
import es from '#app/i18n/es.json';
import { answerApi } from '#app/test/api';
import { renderRoute } from '#app/test/render-route';
import { inSpanish } from '#app/test/spanish';
import { closeDialog } from '#app/test/dialog';

// How long ago the member signed in is the identity service's (firebase-admin) word: the boundary.
const signIn = vi.hoisted(() => ({ secondsAgo: 30 as number | null }));
vi.mock('#app/features/account/member-api.server', () => ({
  secondsSinceSignIn: async () => signIn.secondsAgo,
  forgetSession: async () => '__session=; Max-Age=0; Path=/',
}));

const open = () => renderRoute(deleteAccount, { path: '/dashboard/delete-account', url: '/dashboard/delete-account' });

/** The site's dialog (sweetalert2) that the page's Delete button opens once its JavaScript runs. */
const dialog = () => screen.findByRole('dialog');

afterEach(closeDialog);

describe('Delete my account', () => {
  it("lists what goes in the contract's own words (one catalogue key each)", () => {
    ERASED_ON_DELETE.forEach((item, index) => expect(en[`account.erased${index}` as keyof typeof en]).toBe(item));
    expect(es).toHaveProperty(`account.erased${ERASED_ON_DELETE.length - 1}`);
    expect(es).not.toHaveProperty(`account.erased${ERASED_ON_DELETE.length}`);
  });

  it('in English as before: the list, the dialog that asks, and the API refusal of an old sign-in', async () => {
    signIn.secondsAgo = 30;
    answerApi({ 'DELETE /users/me': () => new Response(null, { status: 403 }) });
    open();
    expect(await screen.findByRole('heading', { name: 'Delete my account' })).toBeVisible();
    expect(screen.getByText(ERASED_ON_DELETE[0])).toBeVisible();
    // With JavaScript the dialog asks; the page's box is for a browser without it.
    expect(screen.queryByRole('checkbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const asked = await dialog();
    expect(asked).toHaveTextContent(en['account.confirm']);
    await userEvent.click(within(asked).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.signInAgain);
  });

  it('deletes nothing when the dialog is cancelled', async () => {
    signIn.secondsAgo = 30;
    const deleted = vi.fn(() => new Response(null, { status: 204 }));
    answerApi({ 'DELETE /users/me': deleted });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await userEvent.click(within(await dialog()).getByRole('button', { name: en['account.cancel'] }));
    await waitForDialogGone();
    expect(deleted).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Delete my account' })).toBeVisible();
  });

  it('once deleted, goes to the page that says so (post/redirect/get)', async () => {
    signIn.secondsAgo = 30;
    const deleted = vi.fn(() => new Response(null, { status: 204 }));
    answerApi({ 'DELETE /users/me': deleted });
    const { router } = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Delete my account' }));
    await expect.poll(() => router.state.location.pathname).toBe('/account/deleted');
    expect(deleted).toHaveBeenCalledTimes(1);
  });
});

/** Until sweetalert2 has taken its dialog away. */
const waitForDialogGone = () => expect.poll(() => screen.queryByRole('dialog')).toBeNull();

/** Issue 39: the page, its list and its refusals for a Spanish reader. */
describe('Delete my account in Spanish', () => {
  inSpanish();
  beforeEach(() => {
    signIn.secondsAgo = 30;
  });

  it('says what goes, and the refusal of a sign-in older than five minutes, in Spanish', async () => {
    answerApi({ 'DELETE /users/me': () => new Response(null, { status: 403 }) });
    open();

    expect(await screen.findByRole('heading', { name: 'Eliminar mi cuenta' })).toBeVisible();
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(ERASED_ON_DELETE.length);
    expect(list).toHaveTextContent(es['account.erased1']);
    expect(screen.getByRole('link', { name: 'descargar tus datos' })).toHaveAttribute('href', '/account/export');
    expect(screen.getByText(/Antes puedes/)).toHaveTextContent(
      'Los registros de los moderadores guardan lo que se hizo, sin tu nombre. Antes puedes descargar tus datos.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    const asked = await dialog();
    expect(asked).toHaveTextContent(es['account.confirm']);
    expect(within(asked).getByRole('button', { name: 'Cancelar' })).toBeVisible();
    await userEvent.click(within(asked).getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(es['account.signInAgain']);
  });

  it('asks an old sign-in to sign in again first, in Spanish', async () => {
    signIn.secondsAgo = 3600;
    open();
    expect(await screen.findByRole('button', { name: 'Volver a iniciar sesión' })).toBeVisible();
    expect(screen.getByText(es['account.signInAgain'])).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', '/dashboard/profile');
  });
});
