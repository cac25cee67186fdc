import { MESSAGES, SEASON_MESSAGES } from '@green-circle/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as tipDetails from './tip-details';
import { answerApi, json } from '../test/api';
import { aTip, member } from '../test/fake-member';
import { renderRoute } from '../test/render-route';

vi.mock('../lib/firebase', async () => {
  const { member } = await import('../test/fake-member');
  return { currentUser: async () => member };
});

const active = () =>
  within(screen.getByTestId('month-strip'))
    .getAllByRole('listitem')
    .filter((li) => li.dataset.active === 'true')
    .map((li) => li.title);

// The tip is in the page at once; its reminder button is a disabled stand-in until the member's
// reminders arrive, then the real one (a new element): the one to click is the enabled one.
const remindMe = async () => {
  await waitFor(() => expect(screen.getByRole('button', { name: SEASON_MESSAGES.remindMe })).toBeEnabled());
  return screen.getByRole('button', { name: SEASON_MESSAGES.remindMe });
};

describe('Tip details: season and reminder', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the tip’s months as they fall in the reader’s garden', async () => {
    const tip = aTip({ months: [3, 4, 5], hemisphere: 'north' });
    answerApi({
      [`GET /gardenTips/${tip._id}`]: json(tip),
      'GET /me/garden': json({ hemisphere: 'south' }),
      'GET /me/reminders': json([]),
    });
    renderRoute(tipDetails, { path: '/tipDetails/:id', url: `/tipDetails/${tip._id}` });
    await screen.findByRole('heading', { name: tip.title });
    await waitFor(() => expect(active()).toEqual(['September', 'October', 'November']));
    expect(localStorage.getItem('gc-hemisphere')).toBe('south');
  });

  it('issue 22 #10: shows Remind me disabled, with the reason beside it, to a member who has not verified the address', async () => {
    const tip = aTip();
    const api = answerApi({
      [`GET /gardenTips/${tip._id}`]: json(tip),
      'GET /me/garden': json({ hemisphere: 'north' }),
      'GET /me/reminders': json([]),
    });
    Object.assign(member, { emailVerified: false });
    try {
      renderRoute(tipDetails, { path: '/tipDetails/:id', url: `/tipDetails/${tip._id}` });
      const button = await screen.findByRole('button', { name: SEASON_MESSAGES.remindMe });
      await waitFor(() => expect(screen.getByText(SEASON_MESSAGES.verifyToRemind)).toBeVisible());
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(SEASON_MESSAGES.verifyToRemind);
      await userEvent.click(button);
      expect(api.callsTo('POST')).toEqual([]);
    } finally {
      Object.assign(member, { emailVerified: true });
    }
  });

  it('adds the reminder, then removes it, saying so each time', async () => {
    const tip = aTip();
    const api = answerApi({
      [`GET /gardenTips/${tip._id}`]: json(tip),
      'GET /me/garden': json({ hemisphere: 'north' }),
      'GET /me/reminders': json([]),
      'POST /me/reminders': json(
        { tipId: tip._id, title: tip.title, image: tip.image, month: 5, createdAt: '2026-05-02T00:00:00.000Z' },
        { status: 201 },
      ),
      [`DELETE /me/reminders/${tip._id}`]: json({ deletedCount: 1 }),
    });
    renderRoute(tipDetails, { path: '/tipDetails/:id', url: `/tipDetails/${tip._id}` });
    const button = await remindMe();
    await userEvent.click(button);
    expect(await screen.findByText(SEASON_MESSAGES.reminderAdded)).toBeVisible();
    expect(api.callsTo('POST').find((c) => c.path === '/me/reminders')?.body).toEqual({ tipId: tip._id });
    const set = await screen.findByRole('button', { name: new RegExp(SEASON_MESSAGES.reminderSet) });
    expect(set).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(set);
    expect(await screen.findByText(SEASON_MESSAGES.reminderRemoved)).toBeVisible();
    expect(api.callsTo('DELETE').map((c) => c.path)).toEqual([`/me/reminders/${tip._id}`]);
  });

  it('starts as set when the loader finds the member’s reminder, reading the reminders once', async () => {
    const tip = aTip();
    const api = answerApi({
      [`GET /gardenTips/${tip._id}`]: json(tip),
      'GET /me/reminders': json([
        { tipId: tip._id, title: tip.title, image: tip.image, month: 5, createdAt: '2026-05-02T00:00:00.000Z' },
      ]),
      [`DELETE /me/reminders/${tip._id}`]: json({ deletedCount: 1 }),
    });
    renderRoute(tipDetails, { path: '/tipDetails/:id', url: `/tipDetails/${tip._id}` });
    const set = await screen.findByRole('button', { name: new RegExp(SEASON_MESSAGES.reminderSet) });
    await waitFor(() => expect(set).toBeEnabled());
    expect(set).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(set);
    expect(await screen.findByText(SEASON_MESSAGES.reminderRemoved)).toBeVisible();
    // The action's toast shows before the fetcher's answer renders.
    expect(await screen.findByRole('button', { name: SEASON_MESSAGES.remindMe })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(api.callsTo('GET').filter((c) => c.path === '/me/reminders')).toHaveLength(1);
  });

  it.each([
    { case: 'an outage', status: 503, detail: 'down', toast: SEASON_MESSAGES.reminderFailed },
    {
      case: 'the API’s refusal for a member who has not verified their e-mail',
      status: 403,
      detail: MESSAGES.emailNotVerified,
      code: 'messages.emailNotVerified',
      toast: MESSAGES.emailNotVerified,
    },
  ])('says so when the reminder cannot be added ($case), and stays off', async ({ status, detail, code, toast }) => {
    const tip = aTip();
    answerApi({
      [`GET /gardenTips/${tip._id}`]: json(tip),
      'GET /me/reminders': json([]),
      'POST /me/reminders': json({ type: 'about:blank', title: 'Refused', status, detail, code }, { status }),
    });
    renderRoute(tipDetails, { path: '/tipDetails/:id', url: `/tipDetails/${tip._id}` });
    const button = await remindMe();
    await userEvent.click(button);
    expect(await screen.findByText(toast)).toBeVisible();
    // The action's toast shows before the fetcher's answer renders and the optimistic state settles.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: SEASON_MESSAGES.remindMe })).toHaveAttribute('aria-pressed', 'false'),
    );
  });
});
