import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as shareTip from './share-tip';
import * as updateTip from './update-tip';
import { answerApi, json } from '../test/api';
import { aTip } from '../test/fake-member';
import { renderRoute } from '../test/render-route';

vi.mock('../lib/firebase', async () => {
  const { member } = await import('../test/fake-member');
  return { currentUser: async () => member };
});

describe('months in the share and update forms', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shares a tip with the months picked (a season and a month), sorted', async () => {
    const user = userEvent.setup();
    const api = answerApi({ 'POST /gardenTips': json({ insertedId: 'a'.repeat(24) }, { status: 201 }) });
    renderRoute(shareTip, { path: '/gardentip', url: '/gardentip' });
    await screen.findByRole('heading', { name: 'Share a Garden Tip' });
    for (const [label, value] of [
      ['Title', 'Sow broad beans'],
      ['Plant Type', 'Broad bean'],
      ['Description', 'Sow them 5 cm deep.'],
      ['Image URL', 'https://example.com/b.jpg'],
    ]) {
      await user.click(screen.getByLabelText(label!));
      await user.paste(value!);
    }
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'Easy');
    await user.selectOptions(screen.getByLabelText('Category'), 'Plant Care');
    await user.selectOptions(screen.getByLabelText('Availability'), 'Public');
    await user.click(screen.getByRole('button', { name: 'Autumn' }));
    await user.click(screen.getByRole('checkbox', { name: 'February' }));
    await user.click(screen.getByRole('button', { name: 'Submit Tip' }));

    await waitFor(() => expect(api.callsTo('POST')).toHaveLength(1));
    expect(api.callsTo('POST')[0]?.body).toMatchObject({ title: 'Sow broad beans', months: [2, 9, 10, 11] });
  });

  it('prefills the months on update and sends what the member changed; clearing them sends none', async () => {
    const tip = aTip({ months: [4, 5] });
    const api = answerApi({
      [`GET /gardenTips/${tip._id}`]: json(tip),
      [`PUT /gardenTips/${tip._id}`]: json({ modifiedCount: 1 }),
    });
    const first = renderRoute(updateTip, { path: '/updateTip/:id', url: `/updateTip/${tip._id}` });
    expect(await screen.findByRole('checkbox', { name: 'April' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'June' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe(`/tipDetails/${tip._id}`));
    expect(api.callsTo('PUT')[0]?.body).toMatchObject({ months: [4, 5, 6] });
    first.unmount();

    renderRoute(updateTip, { path: '/updateTip/:id', url: `/updateTip/${tip._id}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Clear' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(api.callsTo('PUT')).toHaveLength(2));
    expect(api.callsTo('PUT')[1]?.body).not.toHaveProperty('months');
  });
});
