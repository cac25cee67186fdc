// Issue 33, finding 1 (and issue 34's one road): a member's page works the same whichever way it
// is reached — opened by its address, reloaded, or by a click on a link — with no 401 in the
// browser's requests.
import { SAFETY_MESSAGES } from '@green-circle/contract/messages';
import type { Page, Response } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { api, uniqueMark, type TipJson } from '../support/api';
import { makeComment, makeTip } from '../support/data';

/** Every answer the page gets from now on. */
function watch(page: Page) {
  const answers: Response[] = [];
  page.on('response', (response) => answers.push(response));
  return { answers };
}

/** No request of the page was refused as signed out. */
function expectNo401(seen: ReturnType<typeof watch>) {
  const refused = seen.answers.filter((r) => r.status() === 401).map((r) => `${r.request().method()} ${r.url()}`);
  expect(refused, 'no request of the page was refused as signed out').toEqual([]);
}

type Road = 'opened by address' | 'reloaded' | 'reached by a click';
const ROADS: Road[] = ['opened by address', 'reloaded', 'reached by a click'];

/** Goes to `path` by `road`: a click starts on `from` and follows its link to `path`. */
async function reach(page: Page, road: Road, path: string, from: string) {
  if (road === 'reached by a click') {
    await page.goto(from);
    await page.locator(`a[href="${path}"]`).first().click();
    await expect(page).toHaveURL((url) => url.pathname + url.search === path);
    return;
  }
  await page.goto(path);
  if (road === 'reloaded') await page.reload();
}

test.describe('findings 1: every member page, by every road', () => {
  for (const road of ROADS) {
    test(`findings 1: the blocked list on the profile shows whom the member blocked (${road})`, async ({
      open,
      member,
      makeMember,
    }) => {
      const blocked = await makeMember('blocked');
      const tip = await makeTip(blocked, { title: `Blocked author's tip ${uniqueMark()}` });
      const { body: read } = await api<TipJson>(`/gardenTips/${tip._id}`);
      await api(`/me/blocks/${read.authorId}`, { method: 'PUT', body: '{}', as: member });
      const { page } = await open(undefined, { as: member });
      const seen = watch(page);
      await reach(page, road, '/dashboard/profile', '/dashboard');
      const panel = page.getByRole('region', { name: SAFETY_MESSAGES.blocksHeading });
      await expect(panel.getByText(blocked.displayName)).toBeVisible();
      expectNo401(seen);
    });

    test(`findings 1: the notifications page marks them read and the bell says so (${road})`, async ({
      open,
      member,
      makeMember,
    }) => {
      const other = await makeMember('commenter');
      const tip = await makeTip(member, { title: `Noticed tip ${uniqueMark()}` });
      await makeComment(other, tip._id, 'A comment the author is told about');
      const { page } = await open(undefined, { as: member });
      const seen = watch(page);
      await reach(page, road, '/notifications', '/');
      await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
      await expect(page.getByText(other.displayName).first()).toBeVisible();
      // Read on opening: the API counts none unread, and the bell shows no count.
      await expect
        .poll(async () => (await api<{ count: number }>('/me/notifications/unread-count', { as: member })).body.count)
        .toBe(0);
      await expect(page.getByRole('link', { name: 'Notifications', exact: true }).first()).toBeVisible();
      expectNo401(seen);
    });

    test(`findings 1: My Tips, Share a Tip, the dashboard's pages and a tip answer without a 401 (${road})`, async ({
      open,
      member,
    }) => {
      test.slow(); // seven pages, each reached twice when reloaded
      const tip = await makeTip(member, { title: `Own tip ${uniqueMark()}` });
      const { page } = await open(undefined, { as: member });
      const pages: [string, string, RegExp][] = [
        ['/mytips', '/', /My Gardening Tips/],
        ['/gardentip', '/', /Share a Garden Tip/],
        [`/tipDetails/${tip._id}`, '/mytips', new RegExp(tip.title)],
        [`/updateTip/${tip._id}`, '/mytips', /Update Garden Tip/],
        ['/dashboard/all-tips', '/dashboard', /All Garden Tips/],
        ['/dashboard/my-items', '/dashboard', /My/],
        ['/dashboard/liked', '/dashboard', /Liked Tips/],
      ];
      for (const [path, from, heading] of pages) {
        const seen = watch(page);
        await reach(page, road, path, from);
        await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
        expectNo401(seen);
      }
    });
  }
});
