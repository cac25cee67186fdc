import type { Gardener } from '@green-circle/contract';
import { configure, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerApi, json } from '../test/api';
import en from '../i18n/en.json';
import * as explore from './explore';
import { requestContext } from '../test/request-context';
import { apiContext, requestApi } from '../lib/api.server';
import { MESSAGES } from '@green-circle/contract/messages';
import { inSpanish } from '../test/spanish';

// The API is outside the client: MSW answers it (test/api.ts).
const answerWith = (response: Response) => answerApi({ 'GET /allGardeners': response });
// The whole page renders in jsdom; on a busy two-core machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });

function renderExplore(url = '/explore', context = () => requestContext(null)) {
  const router = createMemoryRouter(
    [
      {
        path: '/explore',
        Component: explore.default,
        loader: explore.loader,
        ErrorBoundary: explore.ErrorBoundary,
        HydrateFallback: () => null,
      },
      { path: '/gardeners/:authorId', Component: () => <h1>Gardener page</h1> },
    ],
    { initialEntries: [url], getContext: context },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const gardener: Gardener = {
  _id: '64b000000000000000000001',
  authorId: 'a1b2c3d4e5f6a7b8c9d0',
  name: 'Rosa Alvarez',
  age: 42,
  gender: 'Female',
  status: 'active',
  experiences: ['Composting', 'Balcony tomatoes'],
  image: '/images/gardeners/rosa.svg',
  totalSharedTips: 12,
  otherInfo: 'Soil first, plants second.',
};

describe('Explore', () => {
  it('loads every gardener from GET /allGardeners and shows each card', async () => {
    const ken: Gardener = {
      ...gardener,
      _id: '64b000000000000000000002',
      authorId: 'k1',
      name: 'Ken Ito',
      experiences: 'Bonsai',
    };
    delete ken.otherInfo;
    const api = answerWith(json([gardener, ken]));
    renderExplore();

    expect(await screen.findByRole('heading', { name: 'Meet Our Gardeners' })).toBeInTheDocument();
    expect(api.calls).toEqual([{ method: 'GET', path: '/allGardeners', body: undefined }]);

    const rosa = screen.getByRole('heading', { name: 'Rosa Alvarez' }).closest('article')!;
    expect(within(rosa).getByText('42 years')).toBeInTheDocument();
    expect(within(rosa).getByText('Female')).toBeInTheDocument();
    expect(within(rosa).getByText('active')).toBeInTheDocument();
    expect(within(rosa).getByText('12')).toBeInTheDocument();
    expect(
      within(rosa)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Composting', 'Balcony tomatoes']);
    expect(within(rosa).getByText('“Soil first, plants second.”')).toHaveClass('line-clamp-3');
    expect(within(rosa).getByRole('img', { name: 'Portrait of Rosa Alvarez' })).toHaveAttribute('src', gardener.image);

    // A single text experience is shown too; no quote when there is no otherInfo.
    const kenCard = screen.getByRole('heading', { name: 'Ken Ito' }).closest('article')!;
    expect(within(kenCard).getByText('Bonsai')).toBeInTheDocument();
    expect(kenCard.querySelector('blockquote')).toBeNull();
  });

  it("opens the gardener's page from their card", async () => {
    answerWith(json([gardener]));
    renderExplore();
    const link = await screen.findByRole('link', { name: 'Rosa Alvarez' });
    expect(link).toHaveAttribute('href', `/gardeners/${gardener.authorId}`);
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Gardener page' })).toBeInTheDocument();
  });

  it("says 'No gardeners found.' when there are none", async () => {
    answerWith(json([]));
    renderExplore();
    expect(await screen.findByText('No gardeners found.')).toBeInTheDocument();
  });

  it('explains a failed load in the page and offers to try again', async () => {
    answerWith(
      json(
        {
          type: 'about:blank',
          title: 'Service Unavailable',
          status: 503,
          detail: 'The store is not reachable',
          code: 'http.unavailable',
        },
        { status: 503 },
      ),
    );
    renderExplore();
    // Said by its code (issue 56), not the API's English detail.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en['http.unavailable']);
    expect(alert).not.toHaveTextContent('The store is not reachable');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('findings 9: finds gardeners by name from the address (?q=, any case or accent), with a GET form', async () => {
    const elin: Gardener = { ...gardener, _id: '64b000000000000000000003', authorId: 'e1', name: 'Élin Lindqvist' };
    answerWith(json([gardener, elin]));
    const router = renderExplore('/explore?q=ELIN');
    expect(await screen.findByRole('heading', { name: 'Élin Lindqvist' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Rosa Alvarez' })).toBeNull();
    expect(screen.getByText(/1 gardener matching “ELIN”/)).toBeInTheDocument();

    const search = screen.getByRole('search', { name: 'Find a gardener' });
    expect(search).toHaveAttribute('method', 'get');
    const box = within(search).getByRole('searchbox', { name: 'Find a gardener by name' });
    const user = userEvent.setup();
    await user.clear(box);
    await user.type(box, 'nobody{Enter}');
    expect(await screen.findByText(/No name holds “nobody”/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=nobody');
  });
});

describe('Explore when the host cannot reach the API', () => {
  it("says so in words (503), not 'Failed to fetch' or React Router's 'Unexpected Server Error'", async () => {
    // The host's own client (lib/api.server.ts), as the root middleware builds it for a visitor.
    answerApi({});
    renderExplore('/explore', () => {
      const context = requestContext(null);
      context.set(apiContext, requestApi(null, { address: null, hostSecret: null }));
      return context;
    });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByText(`503: ${MESSAGES.apiUnreachable}`)).toBeVisible();
    expect(screen.queryByText(/failed to fetch|unexpected server error/i)).toBeNull();
  });
});

describe('Explore in Spanish', () => {
  inSpanish();

  it('says there are no gardeners in Spanish (the empty grid read the contract’s English before)', async () => {
    answerWith(json([]));
    renderExplore();
    expect(await screen.findByText('No se encontraron jardineros.')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.noGardeners)).toBeNull();
  });
});
