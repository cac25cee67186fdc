import { MESSAGES } from '@green-circle/contract/messages';
import type { Tip } from '@green-circle/contract';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl, http, HttpResponse, server } from '../test/api';
import * as browse from './browse-tips';
import { requestContext } from '../test/request-context';

// The API is outside the client: MSW answers GET /gardenTips; a rejected answer is a dead network.
type Answer = { body: unknown; headers?: Record<string, string> };
let answers: (url: URL) => Answer | Promise<Answer>;
const requested: URL[] = [];

beforeEach(() => {
  requested.length = 0;
  server.use(
    http.get(apiUrl('/gardenTips'), async ({ request }) => {
      const url = new URL(request.url);
      requested.push(url);
      try {
        const { body, headers } = await answers(url);
        return HttpResponse.json(body as never, { headers });
      } catch {
        return HttpResponse.error();
      }
    }),
  );
});
// The whole page renders in jsdom; on a busy two-core machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });

let seq = 0;
function tip(overrides: Partial<Tip> = {}): Tip {
  seq += 1;
  return {
    _id: seq.toString(16).padStart(24, '0'),
    title: `Tip ${seq}`,
    plantType: 'Tomato',
    difficulty: 'Easy',
    category: 'Composting',
    description: 'Do this.',
    image: '/images/tips/compost.svg',
    availability: 'Public',
    likes: 0,
    displayName: 'A',
    authorId: 'a1b2c3d4e5f60718293a4b5c',
    authorPhotoURL: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function renderBrowse(path = '/browserTips') {
  const router = createMemoryRouter(
    [
      {
        path: '/browserTips',
        Component: browse.default,
        loader: browse.loader,
        ErrorBoundary: browse.ErrorBoundary,
        HydrateFallback: () => null,
      },
      { path: '/tipDetails/:id', element: <p>details</p> },
    ],
    { initialEntries: [path], getContext: () => requestContext(null) },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Browse Public Tips', () => {
  it('asks only for Public tips, 20 at a time, and shows them as cards with a See More link', async () => {
    const first = tip({ title: 'Brown and green layers', category: 'Composting', displayName: 'Rosa Rugosa' });
    const noImage = tip({ title: 'Mist the ferns', category: 'Indoor Plants', image: '' });
    answers = () => ({ body: [first, noImage], headers: { 'X-Total-Count': '2' } });

    renderBrowse();

    const card = (await screen.findByRole('heading', { name: 'Brown and green layers' })).closest('li')!;
    expect(within(card).getByText('Composting')).toBeInTheDocument();
    expect(within(card).getByText('Easy')).toBeInTheDocument();
    expect(within(card).getByText('Rosa Rugosa')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: "Rosa Rugosa's avatar" })).toHaveAttribute('data-initials', 'RR');
    expect(within(card).getByRole('img', { name: 'Brown and green layers' })).toHaveAttribute('src', first.image);
    // The link's name says which tip it opens, and starts with the words it shows.
    const seeMore = within(card).getByRole('link', { name: 'See More: Brown and green layers' });
    expect(seeMore).toHaveAttribute('href', `/tipDetails/${first._id}`);
    // ...in its text too (visually hidden after 'See More'): what search engines read.
    expect(seeMore).toHaveTextContent('See More: Brown and green layers');
    const bare = screen.getByRole('heading', { name: 'Mist the ferns' }).closest('li')!;
    expect(within(bare).getByText('No Image')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 2 tips')).toBeInTheDocument();

    expect(requested[0]!.pathname).toBe('/gardenTips');
    expect(Object.fromEntries(requested[0]!.searchParams)).toEqual({ availability: 'Public', limit: '20' });
  });

  it("loads the first row's photos at once, the first before anything else, and the rest when scrolled near", async () => {
    const tips = ['One', 'Two', 'Three', 'Four', 'Five'].map((title) =>
      tip({ title, image: `/images/tips/${title}.svg` }),
    );
    answers = () => ({ body: tips, headers: { 'X-Total-Count': '5' } });
    renderBrowse();
    await screen.findByRole('heading', { name: 'Five' });
    const photos = tips.map((item) => screen.getByRole('img', { name: item.title }));
    expect(photos.map((photo) => photo.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(photos.map((photo) => photo.getAttribute('fetchpriority'))).toEqual(['high', null, null, null, null]);
    // The loader asked for the first photo already, before the cards were drawn.
    const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(preloads).toContain(tips[0]!.image);
    expect(preloads).not.toContain(tips[1]!.image);
  });

  it('says so when no tip matches', async () => {
    answers = () => ({ body: [], headers: { 'X-Total-Count': '0' } });
    renderBrowse('/browserTips?difficulty=Hard');
    expect(await screen.findByText('No tips found for selected difficulty.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tips' })).not.toBeInTheDocument();
  });

  it('says no tip matches the search, without blaming a difficulty nobody chose', async () => {
    answers = () => ({ body: [], headers: { 'X-Total-Count': '0' } });
    renderBrowse('/browserTips?q=zzz');
    expect(await screen.findByText(MESSAGES.noTipsForSearch)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.noTipsForDifficulty)).not.toBeInTheDocument();
  });

  it('sends the chosen difficulty to the API and keeps it in the page URL', async () => {
    const user = userEvent.setup();
    answers = (url) => ({ body: [tip({ title: `Tip for ${url.searchParams.get('difficulty') ?? 'all'}` })] });
    const router = renderBrowse();
    await screen.findByText('Tip for all');

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    answers = async (url) => {
      await held;
      return { body: [tip({ title: `Tip for ${url.searchParams.get('difficulty')}` })] };
    };
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'Easy');

    // While the new list loads, the old one is marked busy with a status for screen readers.
    expect(await screen.findByRole('status')).toHaveTextContent('Loading tips');
    release();

    expect(await screen.findByText('Tip for Easy')).toBeInTheDocument();
    const last = requested.at(-1)!;
    expect(last.searchParams.get('difficulty')).toBe('Easy');
    expect(last.searchParams.get('availability')).toBe('Public');
    expect(router.state.location.search).toBe('?difficulty=Easy');
    expect(screen.getByLabelText('Difficulty')).toHaveValue('Easy');
  });

  it('offers every difficulty with All Difficulties first', async () => {
    answers = () => ({ body: [] });
    renderBrowse();
    const select = await screen.findByLabelText('Difficulty');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Difficulties', 'Easy', 'Medium', 'Hard']);
  });

  it('sends the search words and the category to the API', async () => {
    const user = userEvent.setup();
    answers = () => ({ body: [] });
    renderBrowse();
    await screen.findByText(MESSAGES.noTipsForSearch);

    await user.selectOptions(screen.getByLabelText('Category'), 'Hydroponics');
    await waitFor(() => expect(requested.at(-1)!.searchParams.get('category')).toBe('Hydroponics'));
    await user.type(screen.getByLabelText('Search tips'), 'lettuce{Enter}');

    await waitFor(() => expect(requested.at(-1)!.searchParams.get('q')).toBe('lettuce'));
    expect(requested.at(-1)!.searchParams.get('category')).toBe('Hydroponics');
  });

  it('keeps words typed while a search was loading: the search that lands does not put its own words back', async () => {
    const user = userEvent.setup();
    let release = () => {};
    answers = (url) =>
      url.searchParams.get('q') === 'leaf mould'
        ? new Promise((done) => (release = () => done({ body: [tip({ title: 'Leaf mould' })] })))
        : { body: [] };
    renderBrowse();
    await screen.findByText(MESSAGES.noTipsForSearch);
    const box = screen.getByLabelText('Search tips');

    await user.type(box, 'leaf mould{Enter}');
    await waitFor(() => expect(requested.at(-1)!.searchParams.get('q')).toBe('leaf mould'));
    await user.clear(box);
    await user.type(box, 'zzzz');
    release();
    await screen.findByText('Leaf mould');
    expect(box).toHaveValue('zzzz');
  });

  it("'Load more' appends the page the Link header points to", async () => {
    const user = userEvent.setup();
    const page1 = [tip({ title: 'First page tip' })];
    const page2 = [tip({ title: 'Second page tip' })];
    answers = (url): Answer =>
      url.searchParams.get('cursor') === 'abc'
        ? { body: page2, headers: { 'X-Total-Count': '2' } }
        : {
            body: page1,
            headers: {
              'X-Total-Count': '2',
              Link: '<http://localhost:5000/gardenTips?availability=Public&limit=20&cursor=abc>; rel="next"',
            },
          };
    renderBrowse();
    await screen.findByText('First page tip');

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Second page tip')).toBeInTheDocument();
    expect(screen.getByText('First page tip')).toBeInTheDocument();
    expect(requested.at(-1)!.searchParams.get('cursor')).toBe('abc');
    expect(screen.getByText('Showing 2 of 2 tips')).toBeInTheDocument();
    // The last page has no Link: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('keeps the list and offers to try again when a further page fails', async () => {
    const user = userEvent.setup();
    answers = () => ({
      body: [tip({ title: 'Only tip so far' })],
      headers: { Link: '</gardenTips?availability=Public&limit=20&cursor=next>; rel="next"' },
    });
    renderBrowse();
    await screen.findByText('Only tip so far');
    answers = () => Promise.reject(new TypeError('Failed to fetch'));

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load more tips');
    expect(screen.getByText('Only tip so far')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
