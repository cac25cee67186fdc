// Issue 34: after sign-in the browser speaks only to the site. Every page's data, every write and
// every later read (the bell's count, Load more, In season now, the account menu's role, a name
// search) goes through the client host, never to the API's origin.
import { CONVERSATION_MESSAGES as M } from '@green-circle/contract/messages';
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { api, type TipJson } from '../support/api';
import { makeTip } from '../support/data';

/**
 * Every request the page makes from now on to the API's origin, and to React Router's route
 * discovery (`/__manifest`): the browser knows every route from its first page
 * (react-router.config.ts), so a fetcher can never lose its route to a discovery cut short.
 */
function apiRequests(page: Page, apiOrigin: string) {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.origin === apiOrigin || url.pathname === '/__manifest') seen.push(`${request.method()} ${request.url()}`);
  });
  return seen;
}

test('after sign-in, no page asks the API itself: home, browse, explore, My Tips, the dashboard, the profile, notifications, a gardener', async ({
  open,
  member,
  makeMember,
  stack,
}) => {
  test.slow(); // eight pages, each drawn and used
  const author = await makeMember('followed');
  const tip = await makeTip(author, { title: `One road ${Date.now().toString(36)}` });
  const { body: read } = await api<TipJson>(`/gardenTips/${tip._id}`);
  await api(`/me/following/${read.authorId}`, { method: 'PUT', body: '{}', as: member });
  const { page } = await open(undefined, { as: member });
  const seen = apiRequests(page, new URL(stack.apiUrl).origin);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'From gardeners you follow' })).toBeVisible();
  await expect(page.getByTestId('in-season-now').getByRole('status')).toHaveCount(0);
  await page
    .getByRole('button', { name: /^Account menu for/ })
    .first()
    .click();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/browserTips');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/explore');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/mytips');
  await expect(page.getByRole('heading', { level: 1, name: 'My Gardening Tips' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('button', { name: 'Save garden' })).toBeEnabled();
  await page.getByRole('button', { name: 'Save garden' }).click();
  await expect(page.getByText('Your garden is saved.').first()).toBeVisible();
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await page.goto(`/gardeners/${read.authorId}`);
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Unblock', exact: true })).toBeVisible();
  // From the keyboard: the "Blocked" toast sits over the button for its 5 s, and a pointer held on
  // a toast holds it there (a loaded run's click waited on it until it timed out).
  await page.getByRole('button', { name: 'Unblock', exact: true }).press('Enter');
  await expect(page.getByRole('button', { name: 'Block', exact: true })).toBeVisible();

  expect(seen, 'requests from the browser to the API origin or to route discovery').toEqual([]);
});

test("after sign-in, a tip's page asks the API nothing itself: its reports, its conversation and every write there", async ({
  open,
  member,
  makeMember,
  stack,
}) => {
  const author = await makeMember('talked-to');
  const tip = await makeTip(author, { title: `One road talk ${Date.now().toString(36)}` });
  await api(`/gardenTips/${tip._id}/comments`, {
    method: 'POST',
    body: JSON.stringify({ body: 'Water it at dawn.' }),
    as: author,
  });
  const { page } = await open(undefined, { as: member });
  const seen = apiRequests(page, new URL(stack.apiUrl).origin);

  await page.goto(`/tipDetails/${tip._id}`);
  await expect(page.getByText(M.noTrials)).toBeVisible();
  const first = page.getByTestId('comment').filter({ hasText: 'Water it at dawn.' });
  await expect(first).toBeVisible();
  await page.getByLabel(M.commentLabel).fill('At dawn, every day?');
  await page.getByRole('button', { name: M.commentSubmit, exact: true }).click();
  await expect(page.getByTestId('comment').filter({ hasText: 'At dawn, every day?' })).toBeVisible();
  await first.getByRole('button', { name: /^Reply/ }).click();
  await page.getByLabel(M.replyLabel).fill('Thank you!');
  await page.getByRole('button', { name: M.replySubmit, exact: true }).click();
  await expect(page.getByRole('list', { name: 'Replies' }).getByText('Thank you!')).toBeVisible();
  const form = page.getByRole('form', { name: M.triedThis });
  await form.getByLabel(M.outcomePartly).check();
  await form.getByLabel(M.trialNoteLabel).fill('Half the seedlings took.');
  await form.getByRole('button', { name: M.triedThis }).click();
  await expect(page.getByText(M.triedBy(1))).toBeVisible();

  expect(seen, 'requests from the browser to the API origin or to route discovery').toEqual([]);
});
