// Issue 39's walk: every page of the site, opened by a Spanish browser (Accept-Language es) as a
// visitor, a member or a moderator, shows none of the catalogue's English words outside user
// content (e2e/support/english-left.ts says which words and which content). A page joins WALKED
// when all its screens are translated (home and explore wait for the gardener cards: their
// categories, "in the … hemisphere", "years").
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { api, type TipJson } from '../support/api';
import { makeMember, makeTip, type FreshMember } from '../support/data';
import { englishIn, englishPieces, readableText } from '../support/english-left';

type Who = 'visitor' | 'member';
interface Walk {
  /** The page's address; `tip` is a public tip of the member's. */
  path: (made: { tip: string; author: string }) => string;
  who: Who;
}

/** Every page route of client/src/routes.ts (its .tsx modules), and how the walk opens it. */
const WALKED: Record<string, Walk> = {
  'routes/browse-tips.tsx': { path: () => '/browserTips', who: 'visitor' },
  'routes/login.tsx': { path: () => '/auth/login', who: 'visitor' },
  'routes/not-found.tsx': { path: () => '/nope-xyz', who: 'visitor' },
  'routes/share-tip.tsx': { path: () => '/gardentip', who: 'member' },
  'routes/update-tip.tsx': { path: ({ tip }) => `/updateTip/${tip}`, who: 'member' },
  'routes/my-tips.tsx': { path: () => '/mytips', who: 'member' },
  'routes/notifications.tsx': { path: () => '/notifications', who: 'member' },
  'routes/gardener.tsx': { path: ({ author }) => `/gardeners/${author}`, who: 'visitor' },
  'routes/moderation.tsx': { path: () => '/moderation', who: 'member' },
  'routes/terms.tsx': { path: () => '/terms', who: 'visitor' },
  'routes/policy.tsx': { path: () => '/policy', who: 'visitor' },
  'routes/sign-up.tsx': { path: () => '/auth/signUp', who: 'visitor' },
  'routes/dashboard/all-tips.tsx': { path: () => '/dashboard/all-tips', who: 'member' },
  'routes/dashboard/my-items.tsx': { path: () => '/dashboard/my-items', who: 'member' },
  'routes/dashboard/liked-tips.tsx': { path: () => '/dashboard/liked', who: 'member' },
  'routes/dashboard/delete-account.tsx': { path: () => '/dashboard/delete-account', who: 'member' },
  'routes/plants.tsx': { path: () => '/plants', who: 'visitor' },
  'routes/plant.tsx': { path: () => '/plants/tomato', who: 'visitor' },
  'routes/week.tsx': { path: () => '/week', who: 'member' },
  'routes/dashboard/overview.tsx': { path: () => '/dashboard', who: 'member' },
  'routes/dashboard/profile.tsx': { path: () => '/dashboard/profile', who: 'member' },
  'routes/tip-details.tsx': { path: ({ tip }) => `/tipDetails/${tip}`, who: 'member' },
};

const ENGLISH = englishPieces();

/** The page opened in Spanish, once its streamed sections have arrived and the page is idle. */
async function englishLeft(page: Page, address: string) {
  await page.goto(address);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return englishIn(await readableText(page), ENGLISH);
}

test.describe('every page in Spanish', () => {
  let member: FreshMember;
  let tip: string;
  let author: string;

  test.beforeAll(async () => {
    member = await makeMember('walker');
    tip = (await makeTip(member, { title: `Lechugas ${Date.now().toString(36)}` }))._id;
    // A gardener's page is named by their public author id (never their uid), as the tip tells it.
    author = (await api<TipJson>(`/gardenTips/${tip}`, { as: member })).body.authorId;
  });

  for (const [module, walk] of Object.entries(WALKED)) {
    test(`${module} has no English words left`, async ({ open }) => {
      const address = walk.path({ tip, author });
      const { page } = await open(undefined, { locale: 'es-ES', ...(walk.who === 'member' ? { as: member } : {}) });
      expect(await englishLeft(page, address), `English on ${address}`).toEqual([]);
    });
  }
});
