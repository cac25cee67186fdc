import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as shareTip from './share-tip';
import { answerApi, json } from '../test/api';
import { renderRoute } from '../test/render-route';
import { inSpanish } from '../test/spanish';

vi.mock('../lib/firebase', async () => {
  const { member } = await import('../test/fake-member');
  return { currentUser: async () => member };
});

async function openForm() {
  renderRoute(shareTip, { path: '/gardentip', url: '/gardentip' });
  await screen.findByRole('heading', { name: 'Comparte un consejo de jardinería' });
}

describe('issue 39: Share a Tip in Spanish', () => {
  inSpanish();
  beforeEach(() => localStorage.clear());

  it('names every field in Spanish, its choices read in Spanish and sent as the spec’s English values', async () => {
    const api = answerApi({ 'POST /gardenTips': json({ insertedId: 'a'.repeat(24) }, { status: 201 }) });
    await openForm();
    const user = userEvent.setup();
    for (const [label, value] of [
      ['Título', 'Alimentar los tomates'],
      ['Tipo de planta', 'Tomato'],
      ['Descripción', 'Abono de algas cada semana.'],
      ['Dirección de la imagen', 'https://example.com/tomate.jpg'],
    ] as const) {
      await user.click(screen.getByLabelText(label));
      await user.paste(value);
    }
    const difficulty = screen.getByRole('combobox', { name: 'Dificultad' });
    expect(within(difficulty).getByRole('option', { name: 'Elige la dificultad' })).toHaveValue('');
    expect(within(difficulty).getByRole('option', { name: 'Fácil' })).toHaveValue('Easy');
    await user.selectOptions(difficulty, 'Fácil');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), 'Cuidado de plantas');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Visibilidad' }), 'Público');
    expect(screen.getByRole('group', { name: '¿Cuándo sirve este consejo?' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'marzo' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Primavera' })).toBeVisible();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('readonly');
    // findings 5: who sees a Hidden tip, said beside the choice in Spanish too.
    expect(screen.getByRole('combobox', { name: 'Visibilidad' })).toHaveAccessibleDescription(
      'Público: cualquiera lo encuentra en la lista de consejos. Oculto: no aparece en la lista pública; los miembros con sesión iniciada lo ven en la lista de todos los consejos del panel, y tú en Mis consejos.',
    );

    await user.click(screen.getByRole('button', { name: 'Enviar consejo' }));

    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    const sent = api.calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ difficulty: 'Easy', category: 'Plant Care', availability: 'Public' });
  });

  it('offers known plants by their Spanish names and keeps the English one the tips resolve by', async () => {
    answerApi({});
    await openForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Tipo de planta'), 'tomat');
    const offer = await screen.findByRole('option', { name: /^Tomate · Tomato/ });
    await user.click(offer);
    expect(screen.getByLabelText('Tipo de planta')).toHaveValue('Tomato');
  });

  it('says a blank field and the blank-field toast in Spanish, and sends nothing', async () => {
    const api = answerApi({});
    await openForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enviar consejo' }));

    expect(await screen.findByText('¡Completa todos los campos obligatorios!')).toBeVisible();
    expect(screen.getByLabelText('Título')).toHaveAccessibleDescription('Obligatorio');
    expect(api.calls).toHaveLength(0);
  });

  it("says the action's refusal beside its field in Spanish, the rest kept as typed", async () => {
    const api = answerApi({});
    await openForm();
    const user = userEvent.setup();
    for (const [label, value] of [
      ['Título', 'Alimentar los tomates'],
      ['Tipo de planta', 'Tomato'],
      ['Descripción', 'Abono de algas cada semana.'],
      ['Dirección de la imagen', 'http://example.com/tomate.jpg'],
    ] as const) {
      await user.click(screen.getByLabelText(label));
      await user.paste(value);
    }
    await user.selectOptions(screen.getByRole('combobox', { name: 'Dificultad' }), 'Fácil');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), 'Cuidado de plantas');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Visibilidad' }), 'Oculto');
    await user.click(screen.getByRole('button', { name: 'Enviar consejo' }));

    expect(await screen.findByText(/^Usa una dirección https:\/\//)).toBeVisible();
    expect(screen.getByLabelText('Título')).toHaveValue('Alimentar los tomates');
    expect(screen.getByRole('combobox', { name: 'Visibilidad' })).toHaveValue('Hidden');
    expect(api.calls).toHaveLength(0);
  });
});
