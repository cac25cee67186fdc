import type { Tip } from '@green-circle/contract';
import { MESSAGES } from '@green-circle/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as myTips from './my-tips';
import { answerApi, json } from '../test/api';
import { aTip, member } from '../test/fake-member';
import { renderRoute } from '../test/render-route';
import { closeDialog } from '../test/dialog';

vi.mock('../lib/firebase', async () => {
  const { member } = await import('../test/fake-member');
  return { currentUser: async () => member };
});

const LIST = `GET /gardenTips?email=${encodeURIComponent(member.email ?? '')}&limit=100`;

/** `tips` is the API's list: a test's DELETE answer takes the tip out of it, as the API does. */
async function showMyTips(tips: Tip[], more: Record<string, Response | (() => Response)> = {}) {
  const api = answerApi({ [LIST]: () => json(tips), ...more });
  renderRoute(myTips, { path: '/mytips', url: '/mytips' });
  await screen.findByRole('heading', { name: 'My Gardening Tips' });
  return api;
}

// hidden: a modal dialog hides the page from the accessibility tree while it is open.
const card = (title: string) => screen.queryByRole('heading', { name: title, hidden: true });
const dialog = () => screen.findByRole('dialog');

describe('My Tips', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(closeDialog);

  it("lists the member's tips with the fallbacks and the title 'My Tips'", async () => {
    const tip = aTip({ title: 'Water at dawn', description: '   ', image: '' });
    await showMyTips([tip]);

    expect(card('Water at dawn')).toBeVisible();
    expect(screen.getByText(MESSAGES.noDescription)).toBeVisible();
    expect(screen.getByRole('img', { name: 'Water at dawn' })).toHaveAttribute('src', '/images/placeholder.svg');
    expect(screen.getByRole('link', { name: 'Update Water at dawn' })).toHaveAttribute('href', `/updateTip/${tip._id}`);
    await waitFor(() => expect(document.title).toBe('My Tips'));
  });

  it("says 'No tips found.' and titles the page 'No Tips' when there are none", async () => {
    await showMyTips([]);

    expect(screen.getByText(MESSAGES.noTips)).toBeVisible();
    await waitFor(() => expect(document.title).toBe('No Tips'));
  });

  it('deletes after confirmation and removes the card when the API deleted it', async () => {
    const tip = aTip({ title: 'Prune in spring' });
    const stored = [tip];
    const api = await showMyTips(stored, {
      [`DELETE /gardenTips/${tip._id}`]: () => {
        stored.length = 0;
        return json({ deletedCount: 1 });
      },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Delete Prune in spring' }));
    const confirm = await dialog();
    expect(confirm).toHaveTextContent(MESSAGES.deleteConfirmTitle);
    expect(confirm).toHaveTextContent(MESSAGES.deleteConfirmText);
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.deleteConfirmButton }));

    await waitFor(() => expect(card('Prune in spring')).not.toBeInTheDocument());
    // sweetalert2 swaps one dialog for the next; wait until the new one is on screen.
    await waitFor(() => expect(screen.getByText(MESSAGES.deletedText)).toBeVisible());
    expect(screen.getByRole('dialog')).toHaveTextContent(MESSAGES.deletedTitle);
    expect(api.callsTo('DELETE')).toHaveLength(1);
    // The list was read again after the delete (revalidation), not patched by hand.
    expect(api.calls.filter((call) => call.path === LIST.slice('GET '.length))).toHaveLength(2);
    expect(screen.getByText(MESSAGES.noTips)).toBeVisible();
  });

  it('issue 22 #11: each tip links to its page and shows whether it is Public or Hidden, and its likes', async () => {
    const open = aTip({ title: 'Prune in spring', availability: 'Public', likes: 12 });
    const hidden = aTip({ title: 'Secret compost', availability: 'Hidden', likes: 1 });
    await showMyTips([open, hidden]);

    expect(screen.getByRole('link', { name: 'Prune in spring' })).toHaveAttribute('href', `/tipDetails/${open._id}`);
    expect(screen.getByRole('link', { name: 'Secret compost' })).toHaveAttribute('href', `/tipDetails/${hidden._id}`);
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('Public')).toBeVisible();
    expect(within(first!).getByText('12 likes')).toBeVisible();
    expect(within(second!).getByText('Hidden')).toBeVisible();
    expect(within(second!).getByText('1 like')).toBeVisible();
  });

  it('issue 22 #11: the delete confirmation names the tip, and a delete that worked needs no OK', async () => {
    const tip = aTip({ title: 'Prune in spring' });
    const stored = [tip];
    await showMyTips(stored, {
      [`DELETE /gardenTips/${tip._id}`]: () => {
        stored.length = 0;
        return json({ deletedCount: 1 });
      },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Delete Prune in spring' }));
    const confirm = await dialog();
    expect(confirm).toHaveTextContent('“Prune in spring”');
    expect(confirm).toHaveTextContent(MESSAGES.deleteConfirmText);
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.deleteConfirmButton }));

    await waitFor(() => expect(screen.getByText(MESSAGES.deletedText)).toBeVisible());
    expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
    // It goes by itself, and the page is usable again without a click.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 4000 });
    expect(screen.getByText(MESSAGES.noTips)).toBeVisible();
  });

  it('keeps the card when the API deleted nothing', async () => {
    const tip = aTip({ title: 'Prune in spring' });
    await showMyTips([tip], { [`DELETE /gardenTips/${tip._id}`]: json({ deletedCount: 0 }) });

    await userEvent.click(screen.getByRole('button', { name: 'Delete Prune in spring' }));
    await dialog();
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.deleteConfirmButton }));

    // The spec's error dialog answers, and the card stays behind it (awaited, not raced: the
    // dialog hides the page from the accessibility tree while it is open).
    const error = await screen.findByRole('dialog', { name: MESSAGES.deleteErrorTitle });
    expect(error).toHaveTextContent(MESSAGES.deleteErrorText);
    expect(screen.queryByText(MESSAGES.deletedText)).not.toBeInTheDocument();
    await userEvent.click(within(error).getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Prune in spring' })).toBeEnabled());
    expect(card('Prune in spring')).toBeVisible();
  });

  it('sends nothing and keeps the card when the member cancels', async () => {
    const tip = aTip({ title: 'Prune in spring' });
    const api = await showMyTips([tip]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Prune in spring' }));
    await dialog();
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.deleteCancelButton }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Prune in spring' })).toBeEnabled());
    expect(card('Prune in spring')).toBeVisible();
    expect(api.callsTo('DELETE')).toHaveLength(0);
  });

  it("shows the 'Error' dialog and keeps the card when the delete fails", async () => {
    const tip = aTip({ title: 'Prune in spring' });
    await showMyTips([tip], {
      [`DELETE /gardenTips/${tip._id}`]: json(
        { type: 'about:blank', title: 'Forbidden', status: 403 },
        { status: 403 },
      ),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Delete Prune in spring' }));
    await dialog();
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.deleteConfirmButton }));

    // sweetalert2 swaps one dialog for the next; wait until the new one is on screen.
    await waitFor(() => expect(screen.getByText(MESSAGES.deleteErrorText)).toBeVisible());
    expect(screen.getByRole('dialog')).toHaveTextContent(MESSAGES.deleteErrorTitle);
    expect(card('Prune in spring')).toBeVisible();
  });

  it('follows the Link header to read every page of tips', async () => {
    const first = aTip({ title: 'First page tip' });
    const second = aTip({ title: 'Second page tip' });
    const next = '/gardenTips?email=ada%40example.com&limit=100&cursor=abc';
    await showMyTips([], {
      [LIST]: json([first], { headers: { Link: `<http://localhost:5000${next}>; rel="next"` } }),
      [`GET ${next}`]: json([second]),
    });

    expect(card('First page tip')).toBeVisible();
    expect(card('Second page tip')).toBeVisible();
  });
});
