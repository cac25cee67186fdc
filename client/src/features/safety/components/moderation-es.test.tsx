import type { ModerationLogEntry, ModerationQueueEntry } from '@green-circle/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { inSpanish } from '#app/test/spanish';
import { ModerationLog } from './moderation-log';
import { ModerationNotice } from './moderation-mark';
import { ModerationQueue } from './moderation-queue';
import { ModeratorsPanel } from './moderators-panel';
import { ReportMenu } from './report-menu';

const person = { authorId: 'b'.repeat(24), displayName: 'Ben', authorPhotoURL: null };
const entry: ModerationQueueEntry = {
  target: { kind: 'comment', id: 'c'.repeat(24) },
  preview: '',
  author: person,
  count: 1,
  reasons: ['spam', 'off-topic'],
  notes: [],
  firstReportedAt: '2026-11-26T10:00:00.000Z',
  status: 'open',
  hiddenAt: '2026-11-26T11:00:00.000Z',
  suspendedUntil: null,
  tipId: 'd'.repeat(24),
};
const logged: ModerationLogEntry[] = [
  { _id: '1', at: '2026-11-26T10:00:00.000Z', moderator: null, target: entry.target, action: 'auto-hide', reason: 'x' },
  {
    _id: '2',
    at: '2026-11-26T12:00:00.000Z',
    moderator: person,
    target: { kind: 'gardener', id: person.authorId },
    action: 'suspend',
    reason: 'y',
    days: 7,
  },
];

const inRouter = (element: React.ReactNode) =>
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);

describe('issue 39: moderation in Spanish', () => {
  inSpanish();

  it('the queue: kind, reports counted by plural rules, reasons and actions', () => {
    inRouter(<ModerationQueue entries={[entry]} empty="" />);
    const card = screen.getByTestId('moderation-entry');
    expect(within(card).getByText('comentario')).toBeVisible();
    expect(card).toHaveTextContent('1 denuncia desde el 26 nov 2026');
    expect(within(card).getByText('Oculto')).toBeVisible();
    expect(within(card).getByText('(ya no existe)')).toBeVisible();
    expect(card).toHaveTextContent('Motivos: Spam o publicidad, Fuera de tema');
    expect(within(card).getByRole('form', { name: 'Actuar sobre: comentario de Ben' })).toBeVisible();
    expect(within(card).getByLabelText('Motivo de la acción')).toBeVisible();
    for (const name of ['Restaurar', 'Descartar', 'Suspender al autor'])
      expect(within(card).getByRole('button', { name })).toBeVisible();
  });

  it('the log: headings, the automatic hide, actions and days by plural rules', () => {
    inRouter(<ModerationLog entries={logged} />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Cuándo',
      'Quién',
      'Acción',
      'Sobre',
      'Por qué',
    ]);
    const [, auto, suspended] = screen.getAllByRole('row');
    expect(auto).toHaveTextContent('Automático');
    expect(auto).toHaveTextContent('ocultación automática');
    expect(suspended).toHaveTextContent('suspender (7 días)');
    expect(suspended).toHaveTextContent('jardinero');
  });

  it("the moderators' panel and an admin's search", () => {
    inRouter(
      <ModeratorsPanel moderators={[{ ...person, role: 'moderator' }]} isAdmin search={{ asked: 'zz', found: [] }} />,
    );
    const list = screen.getByRole('list', { name: 'Moderadores y administradores' });
    expect(within(list).getByText('moderador')).toBeVisible();
    expect(within(list).getByRole('button', { name: 'Retirar Ben' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Buscar un jardinero por su nombre' })).toBeVisible();
    expect(screen.getByText('Ningún jardinero tiene un nombre así.')).toBeVisible();
  });

  it('the mark on hidden content, and the report menu and dialog', async () => {
    inRouter(
      <>
        <ModerationNotice mark={{ hiddenAt: '2026-11-26T11:00:00.000Z', reason: 'Spam' }} />
        <ReportMenu target={entry.target} />
      </>,
    );
    expect(screen.getByTestId('moderation-notice')).toHaveTextContent(
      'Oculto por los moderadores. Solo tú puedes verlo.Motivo: Spam',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Más acciones' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Denunciar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar esto' });
    expect(within(dialog).getByRole('radio', { name: 'Consejo dañino o peligroso' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Enviar denuncia' })).toBeEnabled();
  });
});
