import type { Trial } from '@green-circle/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as tipDetails from './tip-details';
import { answerApi, json } from '../test/api';
import { aTip } from '../test/fake-member';
import { renderRoute } from '../test/render-route';
import { inSpanish } from '../test/spanish';

vi.mock('../lib/firebase', async () => {
  const { member } = await import('../test/fake-member');
  return { currentUser: async () => member };
});

// Issue 58: what a report's photo shows, said by its member (from "Done" of their plan or the report
// form), is the photo's alt on the tip's evidence.
const PHOTO = '/uploads/0123456789abcdef01234567/1200x900.webp';
const trial = (over: Partial<Trial>): Trial => ({
  _id: 'e'.repeat(24),
  outcome: 'worked',
  note: '',
  photo: PHOTO,
  photoAlt: '',
  month: 10,
  hemisphere: 'south',
  zone: '9b',
  displayName: 'Sur Gardener',
  authorPhotoURL: null,
  authorId: 'f'.repeat(24),
  createdAt: '2026-11-02T09:00:00.000Z',
  updatedAt: '2026-11-02T09:00:00.000Z',
  mine: false,
  ...over,
});

/**
 * Another member's tip with these reports, as a member who may report reads it, once its page is
 * drawn (the first page of the file pays for loading the tip page's modules: a slow machine's seconds).
 */
async function showEvidence(trials: Trial[], more: Record<string, ReturnType<typeof json>> = {}) {
  const tip = aTip({ mine: false, displayName: 'Tomasa Author' });
  const api = answerApi({
    [`GET /gardenTips/${tip._id}`]: json(tip),
    [`GET /gardenTips/${tip._id}/trials?limit=100`]: json(trials, { headers: { 'X-Total-Count': `${trials.length}` } }),
    'GET /me/plan': json([]),
    'GET /me/garden': json({ hemisphere: 'south', zone: '9b' }),
    ...Object.fromEntries(Object.entries(more).map(([key, answer]) => [key.replace(':id', tip._id), answer])),
  });
  renderRoute(tipDetails, { path: '/tipDetails/:id', url: `/tipDetails/${tip._id}` });
  await screen.findByRole('heading', { level: 1, name: tip.title }, { timeout: 20_000 });
  return { api, tip };
}

describe("a report's photo on the tip's evidence", () => {
  it('reads what its member said it shows (their words, lang=""), else whose photo of which outcome it is', async () => {
    await showEvidence([
      trial({ photoAlt: 'Tomato plants tied to bamboo canes' }),
      trial({ _id: 'd'.repeat(24), displayName: 'Ana', outcome: 'partly', authorId: 'c'.repeat(24) }),
    ]);
    const reports = within(await screen.findByTestId('trial-reports'));
    expect(reports.getByRole('img', { name: 'Tomato plants tied to bamboo canes' })).toHaveAttribute('lang', '');
    const unsaid = reports.getByRole('img', { name: "Ana's photo: it partly worked" });
    expect(unsaid).not.toHaveAttribute('lang');
  });

  it('the report form sends what the photo shows with the photo, and keeps it when the report changes', async () => {
    const mine = trial({ mine: true, photoAlt: 'Canes in a row' });
    const { api, tip } = await showEvidence([mine], {
      'PUT /gardenTips/:id/trials/me': json({ ...mine, outcome: 'partly', photoAlt: 'Canes in a row, tied' }),
    });
    const form = within(await screen.findByRole('form', { name: 'I tried this' }));
    const alt = form.getByRole('textbox', { name: 'What the photo shows (optional)' });
    expect(alt).toHaveValue('Canes in a row');
    expect(alt).toHaveAccessibleDescription('Read aloud on the tip’s evidence to gardeners who cannot see it.');
    await userEvent.click(form.getByLabelText('Partly'));
    await userEvent.type(alt, ', tied');
    await userEvent.click(form.getByRole('button', { name: 'Change my report' }));
    await waitFor(() => expect(api.callsTo('PUT')).toHaveLength(1));
    expect(api.callsTo('PUT')[0]).toMatchObject({
      path: `/gardenTips/${tip._id}/trials/me`,
      body: { outcome: 'partly', photo: PHOTO, photoAlt: 'Canes in a row, tied', month: 10 },
    });
  });

  it('the report form says beside the field that words need their photo, and sends nothing', async () => {
    const { api } = await showEvidence([]);
    const form = within(await screen.findByRole('form', { name: 'I tried this' }));
    await userEvent.click(form.getByLabelText('It worked'));
    await userEvent.type(form.getByRole('textbox', { name: 'What the photo shows (optional)' }), 'Canes');
    await userEvent.click(form.getByRole('button', { name: 'I tried this' }));
    const alt = form.getByRole('textbox', { name: 'What the photo shows (optional)' });
    await waitFor(() => expect(alt).toHaveAttribute('aria-invalid', 'true'));
    expect(alt).toHaveAccessibleDescription(
      expect.stringContaining('Add the photo these words describe, or leave “What the photo shows” empty'),
    );
    expect(api.callsTo('PUT')).toHaveLength(0);
  });

  describe('in Spanish', () => {
    inSpanish();
    it('asks what the photo shows and says the refusal in Spanish', async () => {
      await showEvidence([]);
      const form = within(await screen.findByRole('form', { name: 'Lo probé' }));
      await userEvent.click(form.getByLabelText('Funcionó'));
      const alt = form.getByRole('textbox', { name: 'Qué muestra la foto (opcional)' });
      await userEvent.type(alt, 'Tutores');
      await userEvent.click(form.getByRole('button', { name: 'Lo probé' }));
      await waitFor(() => expect(alt).toHaveAttribute('aria-invalid', 'true'));
      expect(alt).toHaveAccessibleDescription(
        expect.stringContaining('Añade la foto que describen estas palabras, o deja vacío «Qué muestra la foto»'),
      );
    });
  });
});
