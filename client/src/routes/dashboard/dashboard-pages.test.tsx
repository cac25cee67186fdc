import { MESSAGES } from '@green-circle/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as allTips from './all-tips';
import * as likedTips from './liked-tips';
import * as myItems from './my-items';
import * as overview from './overview';
import { deferred, answerApi, json } from '#app/test/api';
import { aTip, member } from '#app/test/fake-member';
import { renderRoute } from '#app/test/render-route';
import { setToday } from '#app/test/clock';

vi.mock('#app/lib/firebase', async () => {
  const { member } = await import('#app/test/fake-member');
  return { currentUser: async () => member };
});

const email = encodeURIComponent(member.email ?? '');
const STATS = `GET /dashboard-stats?email=${email}`;

describe('Dashboard overview', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows 'Loading Green Circle...' until the stats arrive, then the profile, figures and calendar", async () => {
    const stats = deferred();
    answerApi({ [STATS]: stats.promise });
    renderRoute(overview, { path: '/dashboard', url: '/dashboard' });

    expect(await screen.findByText(MESSAGES.loadingApp)).toBeVisible();
    stats.resolve(json({ totalTips: 1200, myTips: 3, totalGardeners: 12, totalUsers: 40 }));

    const figures = await screen.findByText('Total Garden Tips');
    expect(figures.closest('li')).toHaveTextContent('1,200');
    expect(screen.getByText('My Garden Tips').closest('li')).toHaveTextContent('3');
    expect(screen.getByText('Total Gardeners').closest('li')).toHaveTextContent('12');
    expect(screen.getByText('Total Users').closest('li')).toHaveTextContent('40');
    expect(screen.getByRole('heading', { name: member.displayName ?? '' })).toBeVisible();
    expect(screen.getByText('Role: Member')).toBeVisible();
    expect(screen.getByText('Account Type: Free')).toBeVisible();
    // The year the account was created (the fake member's metadata says 2025).
    expect(screen.getByText('Member Since: 2025')).toBeVisible();
    expect(screen.getByText('Selected Date:')).toBeVisible();
    expect(screen.queryByText(MESSAGES.loadingApp)).not.toBeInTheDocument();
  });

  it('findings 9: "Total Gardeners" and "Total Users", side by side, each say what they count', async () => {
    answerApi({ [STATS]: json({ totalTips: 30, myTips: 0, totalGardeners: 15, totalUsers: 5 }) });
    renderRoute(overview, { path: '/dashboard', url: '/dashboard' });
    const gardeners = (await screen.findByText('Total Gardeners')).closest('li');
    expect(gardeners).toHaveTextContent('Gardener profiles on Explore');
    expect(screen.getByText('Total Users').closest('li')).toHaveTextContent('Members with an account');
  });

  // Issue 58: the calendar's reminders are the plan's items still to do, on the 1st of the month each is due.
  it('marks the 1st of this month in the calendar for the plan items its loader read', async () => {
    setToday('2027-06-15T12:00:00Z');
    const month = 6;
    const api = answerApi({
      [STATS]: json({ totalTips: 0, myTips: 0, totalGardeners: 0, totalUsers: 0 }),
      'GET /me/plan': json([
        {
          id: 'dddddddddddddddddddddddd',
          tipId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
          title: 'Sow runner beans',
          image: 'https://example.com/a.jpg',
          month,
          repeats: true,
          due: `2027-0${month}`,
          done: null,
          skippedYear: null,
          followUp: null,
          outcome: null,
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      ]),
    });
    renderRoute(overview, { path: '/dashboard', url: '/dashboard' });
    expect(await screen.findByRole('link', { name: 'Sow runner beans' })).toHaveAttribute(
      'href',
      '/tipDetails/aaaaaaaaaaaaaaaaaaaaaaaa',
    );
    expect(document.querySelector('.gc-reminder-day')).toHaveTextContent('1 reminder');
    expect(api.callsTo('GET').filter((c) => c.path === '/me/plan')).toHaveLength(1);
  });

  it('logs a stats failure and keeps the loading screen', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerApi({ [STATS]: json({ type: 'about:blank', title: 'Unavailable', status: 503 }, { status: 503 }) });
    renderRoute(overview, { path: '/dashboard', url: '/dashboard' });

    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(await screen.findByText(MESSAGES.loadingApp)).toBeVisible();
    expect(screen.queryByText('Total Garden Tips')).not.toBeInTheDocument();
  });

  it('shows the day the member picks as the selected date', async () => {
    setToday('2027-12-31T12:00:00Z');
    answerApi({ [STATS]: json({ totalTips: 0, myTips: 0, totalGardeners: 0, totalUsers: 0 }) });
    renderRoute(overview, { path: '/dashboard', url: '/dashboard' });
    await screen.findByText('Total Users');

    const other = new Date(2027, 11, 15);
    const label = other.toLocaleDateString('en-US', { day: 'numeric', month: 'long', year: 'numeric' });
    await userEvent.click(screen.getByRole('button', { name: label }));

    expect(screen.getByText('Selected Date:').parentElement).toHaveTextContent(other.toDateString());
  });
});

describe('Dashboard All Garden Tips', () => {
  beforeEach(() => vi.unstubAllGlobals());

  it('lists every tip with the fallbacks and filters by difficulty', async () => {
    const shown = aTip({ title: 'Hidden hydroponics', availability: 'Hidden', image: '', likes: 0 });
    const hard = aTip({ title: 'Grafting apples', difficulty: 'Hard' });
    const api = answerApi({
      'GET /gardenTips?limit=100': json([shown]),
      'GET /gardenTips?limit=100&difficulty=Hard': json([hard]),
    });
    renderRoute(allTips, { path: '/dashboard/all-tips', url: '/dashboard/all-tips' });

    // The wide-screen table (a phone gets the same facts as a list; jsdom renders both).
    const row = (await screen.findAllByText('Hidden hydroponics')).map((cell) => cell.closest('tr')).find(Boolean)!;
    expect(within(row).getByRole('img', { name: 'Hidden hydroponics' })).toHaveAttribute(
      'src',
      '/images/placeholder.svg',
    );
    // The User column names the author (the API sends no e-mail), with the default avatar.
    expect(within(row).getByText(member.displayName ?? '')).toBeVisible();
    expect(row.textContent).not.toContain('@');
    expect(within(row).getByRole('link', { name: 'View Hidden hydroponics' })).toHaveAttribute(
      'href',
      `/tipDetails/${shown._id}`,
    );

    await userEvent.selectOptions(screen.getByLabelText('Filter by difficulty'), 'Hard');

    expect((await screen.findAllByText('Grafting apples'))[0]).toBeVisible();
    expect(screen.queryByText('Hidden hydroponics')).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toContain('/gardenTips?limit=100&difficulty=Hard');
  });

  it("says 'No items found for selected difficulty.' when nothing matches", async () => {
    answerApi({ 'GET /gardenTips?limit=100&difficulty=Medium': json([]) });
    renderRoute(allTips, { path: '/dashboard/all-tips', url: '/dashboard/all-tips?difficulty=Medium' });

    expect(await screen.findByText(MESSAGES.noItemsForDifficulty)).toBeVisible();
    expect(screen.getByLabelText('Filter by difficulty')).toHaveValue('Medium');
  });

  it("adds the next page on 'Load more', each tip once, and hides the button on the last page", async () => {
    const next = '/gardenTips?limit=100&cursor=p2';
    const pageOne = aTip({ title: 'Page one tip' });
    answerApi({
      'GET /gardenTips?limit=100': json([pageOne], {
        headers: { Link: `<http://localhost:5000${next}>; rel="next"` },
      }),
      // A tip shared between the two reads pushes page one's last tip onto page two as well.
      [`GET ${next}`]: json([pageOne, aTip({ title: 'Page two tip' })]),
    });
    renderRoute(allTips, { path: '/dashboard/all-tips', url: '/dashboard/all-tips' });

    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));

    expect((await screen.findAllByText('Page two tip'))[0]).toBeVisible();
    expect(within(screen.getByRole('table')).getAllByText('Page one tip')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('Dashboard My Items and Liked Tips', () => {
  beforeEach(() => vi.unstubAllGlobals());

  it("says 'No tips found.' when the member has no tips", async () => {
    answerApi({ [`GET /gardenTips?email=${email}&limit=100`]: json([]) });
    renderRoute(myItems, { path: '/dashboard/my-items', url: '/dashboard/my-items' });

    expect(await screen.findByText(MESSAGES.noTips)).toBeVisible();
  });

  it('deletes with the dashboard wording', async () => {
    const tip = aTip({ title: 'Worm bin basics', likes: 5 });
    const stored = [tip];
    answerApi({
      [`GET /gardenTips?email=${email}&limit=100`]: () => json(stored),
      [`DELETE /gardenTips/${tip._id}`]: () => {
        stored.length = 0;
        return json({ deletedCount: 1 });
      },
    });
    renderRoute(myItems, { path: '/dashboard/my-items', url: '/dashboard/my-items' });

    expect(await screen.findByRole('link', { name: 'View Worm bin basics' })).toHaveAttribute(
      'href',
      `/tipDetails/${tip._id}`,
    );
    expect(screen.getByRole('link', { name: 'Edit Worm bin basics' })).toHaveAttribute('href', `/updateTip/${tip._id}`);
    expect(screen.getByText('Likes:').parentElement).toHaveTextContent('Likes: 5');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Worm bin basics' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(MESSAGES.deleteConfirmTextDashboard);
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.deleteConfirmButton }));

    // sweetalert2 swaps one dialog for the next; wait until the new one is on screen.
    await waitFor(() => expect(screen.getByText(MESSAGES.deletedTextDashboard)).toBeVisible());
    // The dialog can show before the list is read again (revalidation): wait for the card to go.
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Worm bin basics', hidden: true })).not.toBeInTheDocument(),
    );
  });

  it('lists the liked tips as links to their details', async () => {
    const tip = aTip({ title: 'Companion planting' });
    answerApi({ 'GET /gardenTips?liked=me&limit=100': json([tip]) });
    renderRoute(likedTips, { path: '/dashboard/liked', url: '/dashboard/liked' });

    expect(await screen.findByRole('link', { name: /Companion planting/ })).toHaveAttribute(
      'href',
      `/tipDetails/${tip._id}`,
    );
  });

  it("describes a liked tip's photo with its imageAlt, and leaves an undescribed one to the title", async () => {
    const described = aTip({ title: 'Companion planting', imageAlt: 'Marigolds between tomato plants' });
    const plain = aTip({ title: 'Worm bins', imageAlt: '' });
    answerApi({ 'GET /gardenTips?liked=me&limit=100': json([described, plain]) });
    renderRoute(likedTips, { path: '/dashboard/liked', url: '/dashboard/liked' });

    expect(await screen.findByRole('img', { name: 'Marigolds between tomato plants' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Worm bins/ }).querySelector('img')).toHaveAttribute('alt', '');
  });

  it('says when the member has liked nothing yet, and shows the way to tips to like', async () => {
    answerApi({ 'GET /gardenTips?liked=me&limit=100': json([]) });
    renderRoute(likedTips, { path: '/dashboard/liked', url: '/dashboard/liked' });

    expect(await screen.findByText('You have not liked any tips yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse tips' })).toHaveAttribute('href', '/browserTips');
  });
});
