import type { Tip } from '@green-circle/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as myTips from './my-tips';
import { answerApi, json } from '../test/api';
import { aTip, member } from '../test/fake-member';
import { renderRoute } from '../test/render-route';
import { inSpanish } from '../test/spanish';
import { closeDialog } from '../test/dialog';

vi.mock('../lib/firebase', async () => {
  const { member } = await import('../test/fake-member');
  return { currentUser: async () => member };
});

const LIST = `GET /gardenTips?email=${encodeURIComponent(member.email ?? '')}&limit=100`;

async function showMyTips(tips: Tip[], more: Record<string, Response | (() => Response)> = {}) {
  const api = answerApi({ [LIST]: () => json(tips), ...more });
  renderRoute(myTips, { path: '/mytips', url: '/mytips' });
  await screen.findByRole('heading', { name: 'Mis consejos de jardinería' });
  return api;
}

describe('issue 39: My Tips in Spanish', () => {
  inSpanish();
  afterEach(closeDialog);

  it('its cards, likes by plural rules, the title and the delete dialogs in Spanish', async () => {
    const one = aTip({
      title: 'Podar en primavera',
      availability: 'Public',
      likes: 1,
      difficulty: 'Hard',
      category: 'Plant Care',
    });
    const many = aTip({ title: 'Compost secreto', availability: 'Hidden', likes: 12, category: 'Composting' });
    const stored = [one, many];
    await showMyTips(stored, {
      [`DELETE /gardenTips/${one._id}`]: () => {
        stored.splice(0, 1);
        return json({ deletedCount: 1 });
      },
    });
    await waitFor(() => expect(document.title).toBe('Mis consejos | Green Circle'));
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('Público')).toBeVisible();
    expect(within(first!).getByText('1 me gusta')).toBeVisible();
    expect(first).toHaveTextContent('Categoría: Cuidado de plantas · Dificultad: Difícil');
    expect(within(second!).getByText('Oculto')).toBeVisible();
    expect(within(second!).getByText('12 me gusta')).toBeVisible();
    expect(second).toHaveTextContent('Categoría: Compostaje');
    expect(screen.getByRole('link', { name: 'Actualizar Compost secreto' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Borrar Podar en primavera' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('«Podar en primavera»');
    expect(confirm).toHaveTextContent('¡No podrás deshacerlo!');
    await userEvent.click(screen.getByRole('button', { name: '¡Sí, bórralo!' }));
    await waitFor(() => expect(screen.getByText('Tu consejo se ha borrado.')).toBeVisible());
    expect(screen.getByRole('dialog')).toHaveTextContent('¡Borrado!');
  });

  it('an empty list in Spanish', async () => {
    await showMyTips([]);
    expect(screen.getByText('No se encontraron consejos.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Comparte tu primer consejo' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Sin consejos | Green Circle'));
  });
});
