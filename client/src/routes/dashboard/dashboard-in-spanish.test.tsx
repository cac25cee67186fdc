import { MESSAGES } from '@green-circle/contract/messages';
import { cleanup, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as allTips from './all-tips';
import * as likedTips from './liked-tips';
import * as overview from './overview';
import { RouteErrorBoundary } from '#app/components/ui/route-error';
import es from '#app/i18n/es.json';
import { answerApi, json } from '#app/test/api';
import { aTip, member } from '#app/test/fake-member';
import { renderRoute } from '#app/test/render-route';
import { ApiError } from '#app/lib/api-client';
import { inSpanish } from '#app/test/spanish';

vi.mock('#app/lib/firebase', async () => {
  const { member } = await import('#app/test/fake-member');
  return { currentUser: async () => member };
});

const STATS = `GET /dashboard-stats?email=${encodeURIComponent(member.email ?? '')}`;

/** Issue 39: the dashboard's pages as the server draws them for a Spanish reader. */
describe('the dashboard in Spanish', () => {
  inSpanish();
  beforeEach(() => vi.unstubAllGlobals());

  it('the overview: the member card, the four figures and what each counts, numbers the Spanish way', async () => {
    answerApi({ [STATS]: json({ totalTips: 12345, myTips: 1, totalGardeners: 12, totalUsers: 40 }) });
    renderRoute(overview, { path: '/dashboard', url: '/dashboard' });

    const tips = (await screen.findByText('Consejos en total')).closest('li')!;
    // Spanish groups thousands with a dot (a four-digit figure stays whole).
    expect(tips).toHaveTextContent('12.345');
    expect(tips).toHaveTextContent('Consejos compartidos por todos los miembros');
    expect(screen.getByText('Usuarios en total').closest('li')).toHaveTextContent('Miembros con una cuenta');
    expect(screen.getByText('Rol: miembro')).toBeVisible();
    expect(screen.getByText('Tipo de cuenta: gratuita')).toBeVisible();
    expect(screen.getByText('Miembro desde: 2025')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Tu perfil' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Avatar de Ada Gardener' })).toBeInTheDocument();
    expect(screen.queryByText(/Total|Member|Role/)).not.toBeInTheDocument();
  });

  it("says 'Loading Green Circle...' in Spanish while the figures are on their way", async () => {
    answerApi({ [STATS]: () => new Promise(() => {}) });
    renderRoute(overview, { path: '/dashboard', url: '/dashboard' });
    expect(await screen.findByText(es['messages.loadingApp'])).toBeVisible();
  });

  it('All Garden Tips: the table, the filter, categories, difficulties and likes by plural rules', async () => {
    const one = aTip({ title: 'Tea of nettles', likes: 1, category: 'Plant Care' });
    answerApi({ 'GET /gardenTips?limit=100': json([one, aTip({ title: 'Worm bins', likes: 4 })]) });
    renderRoute(allTips, { path: '/dashboard/all-tips', url: '/dashboard/all-tips' });

    expect(await screen.findByRole('heading', { name: 'Todos los consejos' })).toBeVisible();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Imagen', 'Título', 'Categoría', 'Me gusta', 'Usuario', 'Detalles']);
    const row = within(table).getByText('Tea of nettles').closest('tr')!;
    expect(row).toHaveTextContent('Cuidado de plantas');
    expect(within(row).getByRole('link', { name: 'Ver Tea of nettles' })).toHaveTextContent('Ver');
    // The phone's list says the likes in words, by the language's plural rules.
    expect(screen.getByText(/Cuidado de plantas · 1 me gusta ·/)).toBeInTheDocument();
    expect(screen.getByText(/Compostaje · 4 me gusta ·/)).toBeInTheDocument();
    // The tip's own title is the author's words, claiming no language.
    expect(within(table).getByText('Tea of nettles')).toHaveAttribute('lang', '');
    const filter = screen.getByLabelText('Filtrar por dificultad');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todas las dificultades', 'Fácil', 'Media', 'Difícil']);
    // The values sent stay the API's.
    expect(within(filter).getByRole('option', { name: 'Difícil' })).toHaveValue('Hard');
  });

  it('Liked Tips when nothing is liked yet, and with a liked tip', async () => {
    answerApi({ 'GET /gardenTips?liked=me&limit=100': json([]) });
    renderRoute(likedTips, { path: '/dashboard/liked', url: '/dashboard/liked' });
    expect(await screen.findByRole('heading', { name: 'Consejos que me gustan' })).toBeVisible();
    expect(screen.getByText('Todavía no te ha gustado ningún consejo.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver consejos' })).toHaveAttribute('href', '/browserTips');
  });

  it('the error page: its words in Spanish, and what the status means rather than the English detail', async () => {
    const failing = {
      loader: () => {
        throw new Response('Upstream answered 503', { status: 503 });
      },
      default: () => null,
      ErrorBoundary: RouteErrorBoundary,
    };
    renderRoute(failing, { path: '/dashboard/broken', url: '/dashboard/broken' });

    expect(await screen.findByRole('heading', { name: 'Algo salió mal' })).toBeVisible();
    expect(screen.getByText(`503: ${es['http.unavailable']}`)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/Upstream/)).not.toBeInTheDocument();
  });

  it('the error page: an unreachable API and an API refusal by its code, in Spanish (never its English read back)', async () => {
    const failing = (error: unknown) => ({
      loader: () => {
        throw error;
      },
      default: () => null,
      ErrorBoundary: RouteErrorBoundary,
    });
    renderRoute(failing(new TypeError('Failed to fetch')), { path: '/dashboard/broken', url: '/dashboard/broken' });
    expect(await screen.findByText(es['messages.apiUnreachable'])).toBeVisible();
    cleanup();

    const refusal = { type: 'about:blank', title: 'Forbidden', status: 403, detail: 'Reworded by the API' };
    renderRoute(failing(new ApiError(403, { ...refusal, code: 'messages.emailNotVerified' })), {
      path: '/dashboard/broken',
      url: '/dashboard/broken',
    });
    expect(await screen.findByText(`403: ${es['messages.emailNotVerified']}`)).toBeVisible();
    cleanup();

    // The contract's English thrown as words is not looked up: the status says what happened.
    renderRoute(failing(new Response(MESSAGES.emailNotVerified, { status: 403 })), {
      path: '/dashboard/broken',
      url: '/dashboard/broken',
    });
    expect(await screen.findByText(`403: ${es['http.forbidden']}`)).toBeVisible();
  });
});
