// Plants and "This week in my garden" (issue 36): a southern gardener marks tomato as theirs,
// finds a tomato tip in season where they garden (and not one out of season) in their week, and
// reads the tomato page's month strip in southern months; a visitor (and a crawler) reads the
// same page; the tip form offers "Tomato" for "tomatoe"; a member keeps their plants from the
// garden panel, and their gardener page shows them only beside their garden.
import type { Page } from '@playwright/test';
import { MONTH_NAMES } from '@green-circle/contract/seasons';
import { expect, test } from '../support/fixtures';
import { api, uniqueMark, type Member, type TipJson } from '../support/api';
import { makeTip } from '../support/data';
import { getWithHost, jsonLdOf, metaOf } from '../support/raw-http';
import { stack } from '../support/stack';

// The API's month (UTC), lived in the south: the same month number for an author who gardens there.
const thisMonth = new Date().getUTCMonth() + 1;
const sixMonthsOn = ((thisMonth + 5) % 12) + 1;

const setGarden = (as: Member) =>
  api('/me/garden', { method: 'PUT', body: JSON.stringify({ hemisphere: 'south', zone: '9b' }), as });

/** The gardener page's id of a member: read from a tip of theirs, as any reader finds it. */
async function authorIdOf(member: Member) {
  const tip = await makeTip(member);
  return (await api<TipJson>(`/gardenTips/${tip._id}`)).body.authorId;
}

test.describe('plants and my week', () => {
  test('a member in zone 9b south adds tomato, sees a tomato tip in season in their week (not one out of season) and the strip in southern months', async ({
    open,
    focus,
    member,
    makeMember,
  }) => {
    // Four pages and five API writes in one flow.
    test.slow();
    const [author, tester] = await Promise.all([makeMember('tomato-author'), makeMember('tomato-tester')]);
    await Promise.all([setGarden(member), setGarden(author)]);
    const mark = uniqueMark();
    const inSeason = await makeTip(author, {
      title: `Pinch tomato side shoots now ${mark}`,
      plantType: 'Cherry tomatoes',
      months: [thisMonth],
    });
    const outOfSeason = await makeTip(author, {
      title: `Sow tomatoes under glass ${mark}`,
      plantType: 'Cherry tomatoes',
      months: [sixMonthsOn],
    });
    // A "worked" report puts it first among tomato tips (best evidence first), whatever others share meanwhile.
    await api(`/gardenTips/${inSeason._id}/trials/me`, {
      method: 'PUT',
      body: JSON.stringify({ outcome: 'worked' }),
      as: tester,
    });

    const { page } = await open('/plants/tomato', { as: member });
    focus(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Tomato' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Tomato to my plants' }).click();
    await expect(page.getByRole('button', { name: /In my plants/ })).toBeVisible();

    await page.getByRole('link', { name: 'This Week' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'This week in my garden' })).toBeVisible();
    await expect(page.getByText(`${MONTH_NAMES[thisMonth - 1]} in the southern hemisphere, zone 9b`)).toBeVisible();
    const mine = page.getByTestId('week-my-plants');
    await expect(mine.getByRole('link', { name: inSeason.title })).toBeVisible();
    await expect(page.getByText(outOfSeason.title)).toHaveCount(0);

    await page.getByRole('link', { name: 'Tomato', exact: true }).first().click();
    await expect(page.getByRole('heading', { name: 'When gardeners do it (southern hemisphere)' })).toBeVisible();
    const strip = page.getByTestId('plant-month-strip');
    await expect(strip).toHaveAttribute('data-hemisphere', 'south');
    // Both tips were written in the south: in southern months they sit in their own months.
    for (const month of [thisMonth, sixMonthsOn]) {
      await expect(strip.locator('li').nth(month - 1)).not.toHaveAttribute('data-count', '0');
    }
    await expect(strip.getByText(`${MONTH_NAMES[thisMonth - 1]}:`, { exact: false })).toHaveText(/this month/);
  });

  test('a visitor reads the tomato page, drawn on the server, with its structured data', async ({ open, focus }) => {
    const { page } = await open('/plants/tomato', { javaScript: false });
    focus(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Tomato' })).toBeVisible();
    await expect(page.getByText('Solanum lycopersicum').first()).toBeVisible();
    await expect(page.getByTestId('plant-month-strip')).toHaveAttribute('data-hemisphere', 'north');
    await expect(page.getByRole('link', { name: 'Sign in to add it to your plants' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tips, best evidence first' })).toBeVisible();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'CollectionPage', about: { name: 'Solanum lycopersicum' } });
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Tomato | Green Circle');
  });

  test("a crawler's copy of a plant page and a tip page names the site's configured address, never the request's Host, with their JSON-LD", async ({
    member,
  }) => {
    const site = stack().baseUrl;
    const tip = await makeTip(member, { title: `Stake tomatoes early ${uniqueMark()}`, plantType: 'Tomatoes' });
    const authorId = (await api<TipJson>(`/gardenTips/${tip._id}`)).body.authorId;

    const plantPage = await getWithHost('/plants/tomato', 'evil.example');
    expect(plantPage.status).toBe(200);
    expect(plantPage.body).not.toContain('evil.example');
    expect(metaOf(plantPage.body, 'og:url')).toBe(`${site}/plants/tomato`);
    expect(metaOf(plantPage.body, 'og:image')).toMatch(new RegExp(`^${site}/`));
    expect(plantPage.body).toContain(`<link rel="canonical" href="${site}/plants/tomato"`);
    expect(jsonLdOf(plantPage.body)).toEqual([
      expect.objectContaining({
        '@type': 'CollectionPage',
        url: `${site}/plants/tomato`,
        about: expect.objectContaining({ '@type': 'Taxon', name: 'Solanum lycopersicum' }),
      }),
    ]);

    const tipPage = await getWithHost(`/tipDetails/${tip._id}`, 'evil.example');
    expect(tipPage.status).toBe(200);
    expect(tipPage.body).not.toContain('evil.example');
    expect(jsonLdOf(tipPage.body)).toEqual([
      expect.objectContaining({
        '@type': 'Article',
        url: `${site}/tipDetails/${tip._id}`,
        headline: tip.title,
        author: { '@type': 'Person', name: member.displayName, url: `${site}/gardeners/${authorId}` },
        about: { '@type': 'Thing', name: 'Tomatoes', url: `${site}/plants/tomato` },
      }),
    ]);
    // Private by default: the author's e-mail is nowhere in what a crawler reads.
    expect(tipPage.body).not.toContain(member.email);
  });

  test('the tip form offers "Tomato" for "tomatoe" and still takes a plant it does not know', async ({
    open,
    focus,
    member,
  }) => {
    const { page } = await open('/gardentip', { as: member });
    focus(page);
    const plantType = page.getByRole('combobox', { name: 'Plant Type' });
    await plantType.fill('tomatoe');
    const offer = page.getByRole('option', { name: /^Tomato\b/ });
    await expect(offer).toBeVisible();
    await plantType.press('ArrowDown');
    await plantType.press('Enter');
    await expect(plantType).toHaveValue('Tomato');
    await expect(page.getByRole('listbox', { name: 'Plants' })).toBeHidden();
    await plantType.fill('Mandragora');
    await expect(page.getByRole('listbox', { name: 'Plants' }).getByRole('option')).toHaveCount(0);
    await expect(plantType).toHaveValue('Mandragora');
  });

  test('a member keeps their plants from the garden panel; their gardener page shows them only beside their garden', async ({
    open,
    focus,
    member,
  }) => {
    test.slow();
    const authorId = await authorIdOf(member);
    const { page } = await open('/dashboard/profile', { as: member });
    focus(page);
    const garden = page.locator('#my-garden');
    await expect(garden.getByRole('heading', { name: 'My plants' })).toBeVisible();
    await expect(garden.getByText('You have not added any plants yet.', { exact: false })).toBeVisible();

    const add = garden.getByRole('combobox', { name: 'Add a plant' });
    await add.fill('tomatoe');
    await expect(garden.getByRole('option', { name: /^Tomato\b/ })).toBeVisible();
    await add.press('ArrowDown');
    await add.press('Enter');
    await expect(add).toHaveValue('Tomato');
    await garden.getByRole('button', { name: 'Add', exact: true }).click();
    const mine = garden.getByRole('list', { name: 'My plants' });
    await expect(mine.getByRole('link', { name: 'Tomato' })).toBeVisible();
    await expect(add).toHaveValue('');

    // A plant the list lacks is refused beside the field, and nothing changes.
    await add.fill('Mandragora');
    await garden.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(garden.getByText('We do not know that plant yet', { exact: false })).toBeVisible();
    await expect(add).toHaveAttribute('aria-invalid', 'true');
    await expect(mine.getByRole('listitem')).toHaveCount(1);

    await add.fill('Basil');
    await garden.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(mine.getByRole('link', { name: 'Basil' })).toBeVisible();
    await expect
      .poll(async () => (await api<Array<{ slug: string }>>('/me/plants', { as: member })).body.map((p) => p.slug))
      .toEqual(['basil', 'tomato']);

    // The gardener page keeps them private until the garden is shown.
    const { page: visitor } = await open(`/gardeners/${authorId}`);
    await expect(visitor.getByRole('heading', { level: 1, name: member.displayName })).toBeVisible();
    await expect(visitor.getByTestId('gardener-plants')).toHaveCount(0);
    await api('/users/me', { method: 'PATCH', body: JSON.stringify({ showGarden: true }), as: member });
    await visitor.reload();
    const grows = visitor.getByTestId('gardener-plants');
    await expect(grows).toHaveText('Grows: Basil, Tomato');
    await grows.getByRole('link', { name: 'Basil' }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Basil' })).toBeVisible();

    await mine.getByRole('button', { name: 'Remove Tomato from my plants' }).click();
    await expect(mine.getByRole('link', { name: 'Tomato' })).toHaveCount(0);
    await expect
      .poll(async () => (await api<Array<{ slug: string }>>('/me/plants', { as: member })).body.map((p) => p.slug))
      .toEqual(['basil']);
  });
});

test.describe('plants and my week on a phone', () => {
  test('the week, with every part empty, says what to do, and it and a plant page fit a phone in the dark theme', async ({
    open,
    focus,
    member,
  }) => {
    const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    const { page } = await open('/week', { as: member, device: 'mobile', theme: 'dark' });
    focus(page);
    await expect(page.getByRole('heading', { level: 1, name: 'This week in my garden' })).toBeVisible();
    // A new member: no garden, no plants, no follows, no reminders; each part says what to do.
    const ways: Array<[part: string, link: string, to: string]> = [
      ['week-my-plants', 'Choose your plants', '/plants'],
      ['week-worked-near', 'Set your garden', '/dashboard/profile#my-garden'],
      ['week-followed', 'Find gardeners', '/explore'],
      ['week-plan', 'Find a tip to add to your plan', '/browserTips?season=now'],
      ['week-on-my-tips', 'Open notifications', '/notifications'],
    ];
    for (const [part, link, to] of ways) {
      await expect(page.getByTestId(part).getByRole('link', { name: link })).toHaveAttribute('href', to);
    }
    expect(await fits(page)).toBe(true);
    await page.goto('/plants/tomato');
    await expect(page.getByTestId('plant-month-strip')).toBeVisible();
    expect(await fits(page)).toBe(true);
  });
});
