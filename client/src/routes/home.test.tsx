import type { Gardener, TopTip } from '@green-circle/contract';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl, http, HttpResponse, server } from '../test/api';
import * as home from './home';
import { requestContext } from '../test/request-context';

// The API is outside the client: MSW answers each path, and a test can hold an answer back
// to look at the page while it waits. A handler that throws is a dead network.
type Handler = () => Promise<Response>;
let handlers: Record<string, Handler>;
const ok = (body: unknown) => async () => HttpResponse.json(body as never);

beforeEach(() => {
  handlers = { '/gardeners': ok([]), '/top-liked': ok([]) };
  server.use(
    http.get(apiUrl('/*'), async ({ request }) => {
      const handler = handlers[new URL(request.url).pathname];
      if (!handler) throw new Error(`unexpected call ${request.url}`);
      try {
        return await handler();
      } catch {
        return HttpResponse.error();
      }
    }),
  );
});
// The whole page renders in jsdom; on a busy two-core machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });

function renderHome() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: home.default,
        loader: home.loader,
        ErrorBoundary: home.ErrorBoundary,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: ['/'], getContext: () => requestContext(null) },
  );
  render(<RouterProvider router={router} />);
}

const topTip = (id: number, title: string, likes: number): TopTip => ({
  _id: id.toString(16).padStart(24, '0'),
  title,
  image: `/images/tips/${id}.svg`,
  description: `${title} explained.`,
  likes,
});

const trending = () => within(screen.getByRole('region', { name: 'Trending Tips' }));

describe('Home', () => {
  it("shows the hero at once and 'Loading tips...' until the trending tips arrive", async () => {
    let answer!: (response: Response) => void;
    handlers['/top-liked'] = () => new Promise((resolve) => (answer = resolve));
    renderHome();

    expect(await screen.findByRole('heading', { level: 1, name: /Grow your garden with/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/browserTips');
    expect(trending().getByText('Loading tips...')).toBeInTheDocument();

    answer(await ok([topTip(1, 'Mulch early', 9)])());

    expect(await trending().findByText('Mulch early')).toBeInTheDocument();
    expect(trending().queryByText('Loading tips...')).not.toBeInTheDocument();
  });

  it("numbers the trending tips 'Tip #1' onward in the order the API ranked them", async () => {
    handlers['/top-liked'] = ok([topTip(1, 'Most liked', 30), topTip(2, 'Second', 12), topTip(3, 'Third', 12)]);
    renderHome();
    await screen.findByRole('region', { name: 'Trending Tips' });

    const items = await trending().findAllByRole('listitem');
    expect(
      items.map((item) => [
        within(item).getByRole('heading').textContent,
        within(item).getByText(/^Tip #/).textContent,
      ]),
    ).toEqual([
      ['Most liked', 'Tip #1'],
      ['Second', 'Tip #2'],
      ['Third', 'Tip #3'],
    ]);
    expect(within(items[0]!).getByText('30 likes')).toBeInTheDocument();
  });

  it("describes each trending photo with the tip's imageAlt (the title when it has none), in a reserved box with a srcset for uploads", async () => {
    const uploaded = {
      ...topTip(1, 'Fleece', 5),
      image: `/uploads/${'a'.repeat(24)}/1200x900.webp`,
      imageAlt: 'Lettuce under fleece in March',
    };
    handlers['/top-liked'] = ok([uploaded, topTip(2, 'Second', 3)]);
    renderHome();
    await screen.findByRole('region', { name: 'Trending Tips' });

    const photo = await trending().findByRole('img', { name: 'Lettuce under fleece in March' });
    expect(photo).toHaveAttribute('srcset', expect.stringContaining('320w'));
    expect(photo).toHaveAttribute('sizes');
    expect(photo).toHaveAttribute('width');
    expect(photo).toHaveAttribute('height');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(trending().getByRole('img', { name: 'Second' })).toBeInTheDocument();
  });

  it('shows the featured gardeners from GET /gardeners', async () => {
    const gardener: Gardener = {
      _id: '64b000000000000000000001',
      authorId: 'a1b2c3d4e5f6a7b8c9d0',
      name: 'Rosa Alvarez',
      age: 42,
      gender: 'Female',
      status: 'active',
      experiences: 'Composting',
      image: '/images/gardeners/rosa.svg',
      totalSharedTips: 12,
    };
    handlers['/gardeners'] = ok([gardener]);
    renderHome();
    const section = within(await screen.findByRole('region', { name: 'Featured Gardeners' }));
    expect(await section.findByRole('heading', { name: 'Rosa Alvarez' })).toBeInTheDocument();
  });

  it('explains a failed trending call in place and loads again on retry', async () => {
    const user = userEvent.setup();
    handlers['/top-liked'] = async () => {
      throw new TypeError('Failed to fetch');
    };
    renderHome();
    await screen.findByRole('region', { name: 'Trending Tips' });

    expect(await trending().findByRole('alert')).toHaveTextContent('Could not load the trending tips');
    // The rest of the page still stands.
    expect(screen.getByRole('heading', { name: 'Meet Our Experts' })).toBeInTheDocument();

    handlers['/top-liked'] = ok([topTip(7, 'Back again', 3)]);
    await user.click(trending().getByRole('button', { name: 'Try again' }));
    expect(await trending().findByText('Back again')).toBeInTheDocument();
  });

  it('introduces the six experts with their years of experience and profile links', async () => {
    renderHome();
    const experts = within(await screen.findByRole('region', { name: 'Meet Our Experts' }));
    const cards = experts.getAllByRole('heading', { level: 3 });
    expect(cards).toHaveLength(6);
    expect(experts.getAllByText(/\+ years experience$/).map((label) => label.textContent)).toEqual([
      '10+ years experience',
      '8+ years experience',
      '6+ years experience',
      '15+ years experience',
      '7+ years experience',
      '9+ years experience',
    ]);
    expect(experts.getByRole('link', { name: 'Adaeze Nwosu on LinkedIn' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/',
    );
  });
});
