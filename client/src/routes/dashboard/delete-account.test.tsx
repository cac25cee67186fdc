import { ACCOUNT_MESSAGES, ERASED_ON_DELETE } from '@green-circle/contract/account';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as deleteAccount from './delete-account';
import en from '../../i18n/en.json';
import es from '../../i18n/es.json';
import { answerApi } from '../../test/api';
import { renderRoute } from '../../test/render-route';
import { inSpanish } from '../../test/spanish';

// How long ago the member signed in is the identity service's (firebase-admin) word: the boundary.
const signIn = vi.hoisted(() => ({ secondsAgo: 30 as number | null }));
vi.mock('../../features/account/member-api.server', () => ({
  secondsSinceSignIn: async () => signIn.secondsAgo,
  forgetSession: async () => '__session=; Max-Age=0; Path=/',
}));

const open = () => renderRoute(deleteAccount, { path: '/dashboard/delete-account', url: '/dashboard/delete-account' });

describe('Delete my account', () => {
  it("lists what goes in the contract's own words (one catalogue key each)", () => {
    ERASED_ON_DELETE.forEach((item, index) => expect(en[`account.erased${index}` as keyof typeof en]).toBe(item));
    expect(es).toHaveProperty(`account.erased${ERASED_ON_DELETE.length - 1}`);
    expect(es).not.toHaveProperty(`account.erased${ERASED_ON_DELETE.length}`);
  });

  it('in English as before: the list, and the API refusal of an old sign-in', async () => {
    signIn.secondsAgo = 30;
    answerApi({ 'DELETE /users/me': () => new Response(null, { status: 403 }) });
    open();
    expect(await screen.findByRole('heading', { name: 'Delete my account' })).toBeVisible();
    expect(screen.getByText(ERASED_ON_DELETE[0])).toBeVisible();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.signInAgain);
  });

  it("puts the server's refusal of an unticked confirmation beside the box, and deletes nothing", async () => {
    signIn.secondsAgo = 30;
    const deleted = vi.fn(() => new Response(null, { status: 204 }));
    answerApi({ 'DELETE /users/me': deleted });
    open();
    const box = await screen.findByRole('checkbox', { name: en['account.confirm'] });
    // The browser would not send the form unticked; a hand-made post would (the action's own check).
    box.removeAttribute('required');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await expect.poll(() => box.getAttribute('aria-invalid')).toBe('true');
    expect(box).toHaveAccessibleDescription(ACCOUNT_MESSAGES.confirmNeeded);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(deleted).not.toHaveBeenCalled();
  });
});

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
    await userEvent.click(screen.getByRole('checkbox', { name: es['account.confirm'] }));
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(es['account.signInAgain']);
  });

  it('says beside the box, in Spanish, that it must be ticked', async () => {
    open();
    const box = await screen.findByRole('checkbox', { name: es['account.confirm'] });
    box.removeAttribute('required');
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    await expect.poll(() => box.getAttribute('aria-invalid')).toBe('true');
    expect(box).toHaveAccessibleDescription(es['account.confirmNeeded']);
  });

  it('asks an old sign-in to sign in again first, in Spanish', async () => {
    signIn.secondsAgo = 3600;
    open();
    expect(await screen.findByRole('button', { name: 'Volver a iniciar sesión' })).toBeVisible();
    expect(screen.getByText(es['account.signInAgain'])).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', '/dashboard/profile');
  });
});
