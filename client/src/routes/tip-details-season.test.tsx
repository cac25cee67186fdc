import { PLAN_MESSAGES } from '@green-circle/contract';
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

// Issue 58: "Remind me" became "Add to my plan" (the reminders are plan items now); these are the
// reminder's tests with the same intent: disabled with its reason, added once with the toast,
// found by the loader, and a refusal said and changing nothing.
// The tip is in the page at once; its button is a disabled stand-in until the member's plan
// arrives, then the real one (a new element): the one to click is the enabled one.
const addToPlan = async () => {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Add to my plan' })).toBeEnabled());
  return screen.getByRole('button', { name: 'Add to my plan' });
};
const planItem = (tipId: string, over: Record<string, unknown> = {}) => ({
  id: 'dddddddddddddddddddddddd',
  tipId,
  title: 'A tip',
  image: '/x.jpg',
  month: 5,
  repeats: true,
  due: '2027-05',
  done: null,
  skippedYear: null,
  followUp: null,
  outcome: null,
  createdAt: '2026-05-02T00:00:00.000Z',
  ...over,
});

describe('Tip details: season and "Add to my plan"', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the tip’s months as they fall in the reader’s garden', async () => {
    const tip = aTip({ months: [3, 4, 5], hemisphere: 'north' });
    answerApi({
      [`GET /gardenTips/${tip._id}`]: json(tip),
      'GET /me/garden': json({ hemisphere: 'south' }),
      'GET /me/plan': json([]),
    });
    renderRoute(tipDetails, { path: '/tipDetails/:id', url: `/tipDetails/${tip._id}` });
    await screen.findByRole('heading', { name: tip.title });
    await waitFor(() => expect(active()).toEqual(['September', 'October', 'November']));
    expect(localStorage.getItem('gc-hemisphere')).toBe('south');
  });

  it('issue 22 #10: shows Add to my plan disabled, with the reason beside it, to a member who has not verified the address', async () => {
    const tip = aTip();
    const api = answerApi({
      [`GET /gardenTips/${tip._id}`]: json(tip),
      'GET /me/garden': json({ hemisphere: 'north' }),
      'GET /me/plan': json([]),
    });
    Object.assign(member, { emailVerified: false });
    try {
      renderRoute(tipDetails, { path: '/tipDetails/:id', url: `/tipDetails/${tip._id}` });
      const button = await screen.findByRole('button', { name: 'Add to my plan' });
      await waitFor(() => expect(screen.getByText(SEASON_MESSAGES.verifyToRemind)).toBeVisible());
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(SEASON_MESSAGES.verifyToRemind);
      await userEvent.click(button);
      expect(api.callsTo('POST')).toEqual([]);
    } finally {
      Object.assign(member, { emailVerified: true });
    }
  });

  it('adds the tip with the month and how often chosen, saying so, then says it is in the plan', async () => {
    const tip = aTip();
    const api = answerApi({
      [`GET /gardenTips/${tip._id}`]: json(tip),
      'GET /me/garden': json({ hemisphere: 'north' }),
      'GET /me/plan': json([]),
      'POST /me/plan': json(planItem(tip._id, { repeats: false }), { status: 201 }),
    });
    renderRoute(tipDetails, { path: '/tipDetails/:id', url: `/tipDetails/${tip._id}` });
    const button = await addToPlan();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'When' }), 'May');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'How often' }), 'This year only');
    await userEvent.click(button);
    expect(await screen.findByText(PLAN_MESSAGES.added)).toBeVisible();
    expect(api.callsTo('POST').find((c) => c.path === '/me/plan')?.body).toEqual({
      tipId: tip._id,
      month: 5,
      repeats: false,
    });
    expect(await screen.findByTestId('in-my-plan')).toHaveTextContent('In my plan');
  });

  it('says the tip is in the plan, and when, when the loader finds the member’s item, reading the plan once', async () => {
    const tip = aTip();
    const api = answerApi({
      [`GET /gardenTips/${tip._id}`]: json(tip),
      'GET /me/plan': json([planItem(tip._id)]),
    });
    renderRoute(tipDetails, { path: '/tipDetails/:id', url: `/tipDetails/${tip._id}` });
    expect(await screen.findByTestId('in-my-plan')).toHaveTextContent('In my plan · May');
    expect(screen.getByRole('link', { name: 'Open my plan' })).toHaveAttribute('href', '/dashboard/plan');
    expect(screen.queryByRole('button', { name: 'Add to my plan' })).toBeNull();
    expect(api.callsTo('GET').filter((c) => c.path === '/me/plan')).toHaveLength(1);
  });

  it.each([
    { case: 'an outage', status: 503, detail: 'down', toast: PLAN_MESSAGES.failed },
    {
      case: 'the API’s refusal for a member who has not verified their e-mail',
      status: 403,
      detail: MESSAGES.emailNotVerified,
      code: 'messages.emailNotVerified',
      toast: MESSAGES.emailNotVerified,
    },
  ])(
    'says so when the tip cannot be added ($case), and stays out of the plan',
    async ({ status, detail, code, toast }) => {
      const tip = aTip();
      answerApi({
        [`GET /gardenTips/${tip._id}`]: json(tip),
        'GET /me/plan': json([]),
        'POST /me/plan': json({ type: 'about:blank', title: 'Refused', status, detail, code }, { status }),
      });
      renderRoute(tipDetails, { path: '/tipDetails/:id', url: `/tipDetails/${tip._id}` });
      const button = await addToPlan();
      await userEvent.click(button);
      expect(await screen.findByText(toast)).toBeVisible();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Add to my plan' })).toBeEnabled());
      expect(screen.queryByTestId('in-my-plan')).toBeNull();
    },
  );

  it('shows how many have the tip in their plan this season and how many did it', async () => {
    const tip = aTip({ planned: 3, done: 1 });
    answerApi({ [`GET /gardenTips/${tip._id}`]: json(tip), 'GET /me/plan': json([]) });
    renderRoute(tipDetails, { path: '/tipDetails/:id', url: `/tipDetails/${tip._id}` });
    expect(await screen.findByTestId('plan-counts')).toHaveTextContent(
      '3 gardeners have it in their plan this season · 1 did it',
    );
  });
});
