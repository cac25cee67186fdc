// Issue 39's walk: every page of the site, opened by a Spanish browser (Accept-Language es) as a
// visitor, a member or a moderator, shows none of the catalogue's English words outside user
// content (e2e/support/english-left.ts says which words and which content); one page of each
// layout also without JavaScript; no page scrolls sideways at 375 or 1280 px; no catalogue key
// raw where its word belongs (each page is sent only its own words, decisions/0015), on opening a
// page and on moving to the next one in the browser. The last test holds WALKED to every page in
// client/src/routes.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { npmRunAdmin } from '../support/admin';
import { api, type TipJson } from '../support/api';
import { makeComment, makeMember, makeTip, type FreshMember } from '../support/data';
import { englishIn, englishPieces, missingWordsOf, rawKeysIn, readableText } from '../support/english-left';
import { resize, sideScroll, WIDTHS } from '../support/layout';
import { vagueLinks } from '../support/link-text';

type Who = 'visitor' | 'member' | 'moderator';
interface Made {
  tip: string;
  question: string;
  authorId: string;
  /** What the walk wrote as its members: titles, a comment, names (user content wherever shown). */
  words: string[];
}
interface Walk {
  path: (made: Made) => string;
  who: Who;
}

/** Every page route of client/src/routes.ts (its .tsx modules), and how the walk opens it. */
const WALKED: Record<string, Walk> = {
  'routes/home.tsx': { path: () => '/', who: 'visitor' },
  'routes/explore.tsx': { path: () => '/explore', who: 'visitor' },
  'routes/browse-tips.tsx': { path: () => '/browserTips', who: 'visitor' },
  'routes/tip-details.tsx': { path: ({ tip }) => `/tipDetails/${tip}`, who: 'member' },
  'routes/share-tip.tsx': { path: () => '/gardentip', who: 'member' },
  'routes/my-tips.tsx': { path: () => '/mytips', who: 'member' },
  'routes/update-tip.tsx': { path: ({ tip }) => `/updateTip/${tip}`, who: 'member' },
  'routes/gardener.tsx': { path: ({ authorId }) => `/gardeners/${authorId}`, who: 'visitor' },
  'routes/plants.tsx': { path: () => '/plants', who: 'visitor' },
  'routes/plant.tsx': { path: () => '/plants/tomato', who: 'member' },
  'routes/week.tsx': { path: () => '/week', who: 'member' },
  'routes/notifications.tsx': { path: () => '/notifications', who: 'member' },
  'routes/unsubscribe.tsx': { path: () => `/unsubscribe/${'x'.repeat(60)}`, who: 'visitor' },
  // Issue 58: an e-mail's "Did it work?" link that was never signed: "this link is not valid".
  'routes/plan-outcome.tsx': { path: () => `/plan/outcome/${'x'.repeat(60)}`, who: 'visitor' },
  'routes/moderation.tsx': { path: () => '/moderation', who: 'moderator' },
  'routes/reports.tsx': { path: ({ tip }) => `/reports?kind=tip&id=${tip}&back=%2F`, who: 'member' },
  'routes/terms.tsx': { path: () => '/terms', who: 'visitor' },
  'routes/policy.tsx': { path: () => '/policy', who: 'visitor' },
  'routes/login.tsx': { path: () => '/auth/login', who: 'visitor' },
  'routes/sign-up.tsx': { path: () => '/auth/signUp', who: 'visitor' },
  // With a code that was never made: the pages' "this link no longer works".
  'routes/verify-email.tsx': { path: () => '/auth/verify-email?oobCode=never-made', who: 'visitor' },
  'routes/reset-password.tsx': { path: () => '/auth/reset-password?oobCode=never-made', who: 'visitor' },
  'routes/not-found.tsx': { path: () => '/nope-xyz', who: 'visitor' },
  'routes/dashboard/overview.tsx': { path: () => '/dashboard', who: 'member' },
  'routes/dashboard/all-tips.tsx': { path: () => '/dashboard/all-tips', who: 'member' },
  'routes/dashboard/my-items.tsx': { path: () => '/dashboard/my-items', who: 'member' },
  'routes/dashboard/liked-tips.tsx': { path: () => '/dashboard/liked', who: 'member' },
  'routes/dashboard/profile.tsx': { path: () => '/dashboard/profile', who: 'member' },
  'routes/dashboard/delete-account.tsx': { path: () => '/dashboard/delete-account', who: 'member' },
  'routes/dashboard/plan.tsx': { path: () => '/dashboard/plan', who: 'member' },
  'routes/account-deleted.tsx': { path: () => '/account/deleted', who: 'visitor' },
  // Issue 57: the questions, one asked by the member and answered by the neighbour, and the ask form.
  'routes/questions.tsx': { path: () => '/questions', who: 'visitor' },
  'routes/question.tsx': { path: ({ question }) => `/questions/${question}`, who: 'member' },
  'routes/ask.tsx': { path: () => '/ask', who: 'member' },
};

/** One page of each layout, again with JavaScript off: the server's HTML alone. */
const WITHOUT_JAVASCRIPT = ['routes/plants.tsx', 'routes/dashboard/overview.tsx'];

const ENGLISH = englishPieces();

/** What a page in Spanish reads, once its streamed sections are in and it is idle. */
async function settledText(page: Page, javaScript: boolean, ownWords: string[]) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.waitForLoadState('networkidle');
  // Without JavaScript a streamed section keeps its placeholder: its words are read as they are.
  if (javaScript) await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return readableText(page, ownWords);
}

test.describe('every page in Spanish', () => {
  const people: Partial<Record<Exclude<Who, 'visitor'>, FreshMember>> = {};
  let made: Made;

  // A member with a garden, a plant, a tip in season that a neighbour liked and answered (the
  // bell, the notifications, the conversation), a tip of the neighbour's they liked, and a
  // moderator with a report waiting: the pages show their full words, not only empty states.
  test.beforeAll(async () => {
    const member = await makeMember('walker');
    const neighbour = await makeMember('neighbour');
    const moderator = await makeMember('walk moderator');
    const month = new Date().getUTCMonth() + 1;
    await api('/me/garden', { method: 'PUT', body: JSON.stringify({ hemisphere: 'south', zone: '9b' }), as: member });
    await api('/me/plants/tomato', { method: 'PUT', as: member });
    const tip = await makeTip(member, {
      // Titles in English words the catalogue has too ("Hard", "tip", "Easy"): user content stays out of the check.
      title: `Hard tip for tomatoes ${Date.now().toString(36)}`,
      plantType: 'Tomato',
      months: [month],
    });
    const theirs = await makeTip(neighbour, { title: `Easy tip: lettuce ${Date.now().toString(36)}` });
    await api(`/gardenTips/${tip._id}/like`, {
      method: 'PATCH',
      body: JSON.stringify({ increment: 1 }),
      as: neighbour,
    });
    await api(`/gardenTips/${theirs._id}/like`, {
      method: 'PATCH',
      body: JSON.stringify({ increment: 1 }),
      as: member,
    });
    await makeComment(neighbour, tip._id, 'Hard work, but this tip worked. Reply soon!');
    await api('/reports', {
      method: 'POST',
      body: JSON.stringify({ target: { kind: 'tip', id: theirs._id }, reason: 'spam' }),
      as: member,
    });
    expect(await npmRunAdmin('grant', 'moderator', moderator.email)).toContain('is now a moderator');
    const authorId = (await api<TipJson>(`/gardenTips/${tip._id}`)).body.authorId;
    // (No catalogue word in it: the other worker's walker asks the same, and this one is told of it.)
    const questionTitle = `Leaves curl at noon, why? ${Date.now().toString(36)}`;
    const questionDetails = 'The top leaves curl in the afternoon heat.';
    const answerBody = 'Shade them at noon and water deeply.';
    const { body: question } = await api<{ _id: string }>('/questions', {
      method: 'POST',
      body: JSON.stringify({ title: questionTitle, details: questionDetails, plantType: 'Tomato' }),
      as: member,
    });
    await api(`/questions/${question._id}/answers`, {
      method: 'POST',
      body: JSON.stringify({ body: answerBody }),
      as: neighbour,
    });
    Object.assign(people, { member, moderator });
    const comment = 'Hard work, but this tip worked. Reply soon!';
    made = {
      tip: tip._id,
      question: question._id,
      authorId,
      words: [
        questionTitle,
        questionDetails,
        answerBody,
        tip.title,
        theirs.title,
        comment,
        member.displayName,
        neighbour.displayName,
        moderator.displayName,
      ],
    };
  });

  for (const [module, walk] of Object.entries(WALKED)) {
    for (const javaScript of WITHOUT_JAVASCRIPT.includes(module) ? [true, false] : [true]) {
      test(`${module} has no English words left${javaScript ? ' and fits 375 px' : ' (JavaScript off)'}`, async ({
        open,
      }) => {
        const address = walk.path(made);
        const as = walk.who === 'visitor' ? undefined : people[walk.who];
        const { page } = await open(undefined, { locale: 'es-ES', javaScript, ...(as ? { as } : {}) });
        const missing = missingWordsOf(page);
        await page.goto(address);
        const text = await settledText(page, javaScript, made.words);
        expect(englishIn(text, ENGLISH), `English on ${address}`).toEqual([]);
        expect(rawKeysIn(text), `raw keys on ${address}`).toEqual([]);
        expect(missing, `words not sent to ${address}`).toEqual([]);
        // Lighthouse's SEO link-text audit, which has its Spanish list ("Empezar", "Más"...).
        expect(await vagueLinks(page, 'es'), `links that say nothing on ${address}`).toEqual([]);
        // Spanish runs about a fifth longer than English: the page still needs no sideways scroll
        // (measured in the page, so only where JavaScript runs; the other run is the same layout).
        for (const width of javaScript ? WIDTHS : []) {
          await resize(page, width);
          expect(await sideScroll(page), `${address} scrolls sideways at ${width} px in Spanish`).toBe(0);
        }
      });
    }
  }

  // Moving in the browser, each page's words come with its data (the layout's loader): the
  // document's were the first page's only. From the home page to the tips, the plants, a plant;
  // in the dashboard, from its overview to the profile.
  test('each page brings its own words when reached in the browser', async ({ open }) => {
    const { page } = await open(undefined, { locale: 'es-ES', as: people.member! });
    const missing = missingWordsOf(page);
    await page.goto('/');
    await settledText(page, true, made.words);
    // Set on the document: still there after a move, so the move loaded no new document.
    const mark = () => page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await mark();
    const moves = ['/browserTips', '/plants', '/plants/tomato', '/dashboard', '/dashboard/profile'];
    for (const address of moves) {
      if (address === '/dashboard') {
        // The dashboard is another layout: its first page opened whole, the next reached in it.
        await page.goto(address);
        await mark();
      } else await page.locator(`a[href="${address}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${address}$`));
      const text = await settledText(page, true, made.words);
      expect(await page.evaluate(() => 'sameDocument' in window), `${address} reached in the browser`).toBe(true);
      expect(englishIn(text, ENGLISH), `English on ${address}`).toEqual([]);
      expect(rawKeysIn(text), `raw keys on ${address}`).toEqual([]);
    }
    expect(missing).toEqual([]);
  });

  // The same link-text check in English, on the pages that list tips and link onwards.
  test('the English pages link with words that say where', async ({ open }) => {
    const { page } = await open(undefined, { locale: 'en-US', as: people.member! });
    for (const address of ['/', '/browserTips', '/explore', `/tipDetails/${made.tip}`, '/plants/tomato', '/mytips']) {
      await page.goto(address);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await vagueLinks(page, 'en'), `links that say nothing on ${address}`).toEqual([]);
    }
  });

  test('walks every page of the site', () => {
    const routes = readFileSync(path.join(import.meta.dirname, '..', '..', 'client', 'src', 'routes.ts'), 'utf8');
    const pages = [...routes.matchAll(/'(routes\/[\w/-]+\.tsx)'/g)].map((match) => match[1]);
    expect(pages.length).toBeGreaterThan(20);
    expect(Object.keys(WALKED).sort()).toEqual([...new Set(pages)].sort());
  });
});
