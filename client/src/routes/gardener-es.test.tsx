import type { GardenerProfile } from '@green-circle/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerApi, json } from '../test/api';
import { renderWithRouter } from '../test/render';
import { routeOf } from '../test/render-route';
import { inSpanish } from '../test/spanish';
import * as gardenerPage from './gardener';

vi.mock('firebase/auth', () => import('../test/fake-firebase-auth'));

const authorId = 'a'.repeat(24);
const profile: GardenerProfile = {
  authorId,
  displayName: 'Maya Greenfield',
  photoURL: null,
  card: {
    age: 1,
    gender: 'Non-binary',
    status: 'active',
    experiences: ['Compost'],
    otherInfo: '',
    totalSharedTips: 2,
  },
  bio: '',
  joinedAt: '2025-04-02T10:00:00.000Z',
  garden: { hemisphere: 'south', zone: '9b' },
  counts: { tips: 0, likesReceived: 7, trials: 1, followers: 3, following: 2 },
};

describe('issue 39: a gardener’s page in Spanish', () => {
  inSpanish();

  it('their facts, counts, garden, joining month and description in Spanish; their own words as written', async () => {
    answerApi({
      [`GET /gardeners/${authorId}`]: json(profile),
      [`GET /gardenTips?author=${authorId}&limit=20`]: json([], { headers: { 'X-Total-Count': '0' } }),
      [`GET /questions?author=${authorId}&limit=10`]: json([], { headers: { 'X-Total-Count': '0' } }),
      [`GET /questions?solvedBy=${authorId}&limit=10`]: json([], { headers: { 'X-Total-Count': '0' } }),
    });
    renderWithRouter(
      [
        { path: '/gardeners/:authorId', ...routeOf(gardenerPage), HydrateFallback: () => null },
        { path: '/auth/login', element: <h1>Login page</h1> },
      ],
      `/gardeners/${authorId}`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Maya Greenfield' })).toBeVisible();
    expect(screen.getByText('Se unió en abril de 2025')).toBeVisible();
    expect(screen.getByText('Hemisferio sur · zona 9b')).toBeVisible();
    const terms = screen.getAllByRole('term').map((term) => term.textContent?.replace('·', '').trim());
    expect(terms).toEqual(
      expect.arrayContaining(['Edad', 'Género', 'Consejos compartidos', 'Seguidores', 'Me gusta recibidos']),
    );
    expect(screen.getByText('1 año')).toBeVisible();
    expect(screen.getByText('No binario')).toBeVisible();
    expect(screen.getByText('activo')).toBeVisible();
    expect(screen.getByText('Compost')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Foto de Maya Greenfield' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Inicia sesión para seguir' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Consejos que compartió' })).toBeVisible();
    expect(screen.getByText('Aún no ha compartido consejos.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Preguntas' })).toBeVisible();
    expect(screen.getByText('Aún no ha hecho preguntas.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Respuestas que resolvieron una pregunta' })).toBeVisible();
    expect(screen.getByText('Ninguna de sus respuestas ha resuelto una pregunta todavía.')).toBeVisible();
    await waitFor(() =>
      expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        'Maya Greenfield comparte consejos de jardinería en Green Circle: 0 hasta ahora.',
      ),
    );
  });
});
