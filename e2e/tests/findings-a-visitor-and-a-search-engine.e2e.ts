// Issue 53, items 2, 3, 6 and 7, as a visitor, a Spanish reader, a member and a search engine
// meet them: a visitor's tip page says what the tip is about (plant, months, author) and links
// on; a plant the list knows is named in the reader's language on every card and page; a reminder
// for a later month is listed on the dashboard; an anchor is not hidden under the sticky header;
// the "worked" bars of one 100% are drawn alike; and /sitemap.xml on the site lists the tips,
// plants and gardeners. Every tip and member here is the file's own, or the seed's read only.
import { expect, test } from '../support/fixtures';
import { api, listTips, uniqueMark, type TipJson, type TipInput } from '../support/api';
import { makeMember, makeTip } from '../support/data';
import { stack } from '../support/stack';
import { MONTH_NAMES } from '@green-circle/contract/seasons';

// The browser, the API and the test share the machine's clock.
const month = new Date().getMonth() + 1;
const inMonths = (n: number) => ((month - 1 + n) % 12) + 1;

const OPENING =
  'Pick the fruit when it smells sweet and gives a little to the touch. Water deeply twice a week in dry spells.';
// One sentence longer than what is left of a visitor's share: it is the members'.
const MEMBERS_PART =
  'Members read on about staking, pinching out the side shoots, feeding with comfrey tea every fortnight, ' +
  'mulching with straw once the soil has warmed and netting the trusses against blackbirds until the first frost. ';

test.describe('findings 2: a visitor reads what a tip is about', () => {
  for (const device of ['desktop', 'mobile'] as const) {
    test(`findings 2: a visitor's tip page shows the plant (linked), its months, difficulty, category, author (linked), likes and its first sentences, then the invitation (${device})`, async ({
      open,
      makeMember: make,
    }) => {
      const author = await make('teaser-author');
      const months = [inMonths(2), inMonths(3)];
      const tip = await makeTip(author, {
        title: `Ripe tomatoes ${uniqueMark()}`,
        plantType: 'Tomato',
        difficulty: 'Medium',
        category: 'Plant Care',
        months,
        description: `${OPENING} ${MEMBERS_PART.repeat(3)}`,
      } as Partial<TipInput>);
      const { authorId } = (await api<TipJson>(`/gardenTips/${tip._id}`)).body;

      const { page } = await open(`/tipDetails/${tip._id}`, { device });
      await expect(page.getByRole('heading', { level: 1, name: tip.title })).toBeVisible();
      const plant = page.getByRole('link', { name: 'Tomato', exact: true });
      await expect(plant).toBeVisible();
      await expect(plant).toHaveAttribute('href', '/plants/tomato');
      const byline = page.getByRole('link', { name: author.displayName });
      await expect(byline).toBeVisible();
      await expect(byline).toHaveAttribute('href', `/gardeners/${authorId}`);
      await expect(page.getByText('Medium', { exact: true })).toBeVisible();
      await expect(page.getByText('Plant Care', { exact: true })).toBeVisible();
      await expect(page.getByTestId('tip-likes')).toHaveText('0');
      // The months where a visitor gardens (the north, as the author): what a member's strip says.
      await expect(page.getByTestId('month-strip')).toBeVisible();
      await expect(page.getByText(months.map((m) => MONTH_NAMES[m - 1]).join(', '))).toBeVisible();
      // The opening sentences whole, then the way in; the rest is the members'.
      const teaser = page.getByTestId('tip-teaser');
      await expect(teaser).toHaveText(OPENING);
      await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
      const html = await page.content();
      expect(html).not.toContain('pinching out the side shoots');
      expect(html).not.toContain(author.email);
      expect(html).not.toContain(author.uid);
    });
  }

  test('findings 2: a description with no sentence end early is cut at a word, never inside one', async ({
    open,
    member,
  }) => {
    const words = 'sweet-smelling '.repeat(40).trim();
    const tip = await makeTip(member, { description: words });
    const { page } = await open(`/tipDetails/${tip._id}`);
    const shown = (await page.getByTestId('tip-teaser').textContent())!;
    expect(shown.length).toBeLessThan(words.length);
    expect(shown).toMatch(/^(sweet-smelling )+sweet-smelling…$/);
  });
});

test.describe('findings 3: a plant in the reader’s language', () => {
  test('findings 3: a Spanish reader reads "Tomate" on Browse’s card, the visitor’s and the member’s tip page', async ({
    open,
    member,
  }) => {
    const tip = await makeTip(member, { title: `Tomates al sol ${uniqueMark()}`, plantType: 'tomato' });
    const visitor = await open(`/browserTips?q=${encodeURIComponent(tip.title)}`, { locale: 'es-ES' });
    const card = visitor.page.getByRole('link', { name: 'Tomate', exact: true });
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute('href', '/plants/tomato');
    await visitor.page.goto(`/tipDetails/${tip._id}`);
    await expect(visitor.page.getByRole('link', { name: 'Tomate', exact: true })).toBeVisible();

    const signedIn = await open(`/tipDetails/${tip._id}`, { as: member, locale: 'es-ES' });
    await expect(signedIn.page.getByTestId('plant-link')).toHaveText('Tomate');
    // A plant the list does not know stays as its author wrote it.
    const free = await makeTip(member, { plantType: 'Moonflower vine' });
    await signedIn.page.goto(`/tipDetails/${free._id}`);
    await expect(signedIn.page.getByText('Moonflower vine', { exact: true })).toBeVisible();
  });

  test('findings 3: "No binario" as a Spanish reader sees it, and My Tips titled with the site’s name', async ({
    open,
    member,
  }) => {
    const { page } = await open('/explore?q=Kai', { locale: 'es-ES' });
    const card = page.getByRole('listitem').filter({ hasText: 'Kai Nakoa' }).first();
    await expect(card).toBeVisible();
    // innerText is what the eye reads (text-transform applied).
    const seen = await card.evaluate((element) => (element as HTMLElement).innerText);
    expect(seen).toContain('No binario');
    expect(seen).not.toContain('No Binario');

    const mine = await open('/mytips', { as: member, locale: 'es-ES' });
    await expect(mine.page).toHaveTitle('Sin consejos | Green Circle');
    await makeTip(member);
    await mine.page.reload();
    await expect(mine.page).toHaveTitle('Mis consejos | Green Circle');
  });
});

test.describe('findings 6: the smaller ones', () => {
  test('findings 6: a reminder due in a later month is listed beside the dashboard calendar', async ({
    open,
    member,
  }) => {
    const author = await makeMember('later-author');
    const later = inMonths(4);
    const tip = await makeTip(author, {
      title: `Sow the garlic ${uniqueMark()}`,
      months: [later],
    } as Partial<TipInput>);
    await api('/me/plan', { method: 'POST', body: JSON.stringify({ tipId: tip._id }), as: member });
    const { page } = await open('/dashboard', { as: member });
    const listed = page.getByRole('link', { name: tip.title });
    await expect(listed).toBeVisible();
    await expect(page.getByTestId('upcoming-reminders')).toContainText(MONTH_NAMES[later - 1]!);
  });

  for (const device of ['desktop', 'mobile'] as const) {
    test(`findings 6: /dashboard/profile#my-garden shows its heading below the sticky header (${device})`, async ({
      open,
      member,
    }) => {
      const { page } = await open('/dashboard/profile#my-garden', { as: member, device });
      const heading = page.locator('#my-garden').getByRole('heading').first();
      await expect(heading).toBeVisible();
      await page.waitForLoadState('networkidle');
      await heading.evaluate((element) => element.closest('[id]')!.scrollIntoView());
      const header = await page.locator('header.sticky').first().boundingBox();
      const box = await heading.boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    });
  }

  test('findings 6: the "worked" bars of the same 100% are drawn at the same width', async ({ open, member }) => {
    const author = await makeMember('bars-author');
    const tip = await makeTip(author);
    await api(`/gardenTips/${tip._id}/trials/me`, {
      method: 'PUT',
      body: JSON.stringify({ outcome: 'worked' }),
      as: member,
    });
    const { page } = await open(`/tipDetails/${tip._id}`, { as: member });
    const bars = page.getByTestId('trial-summary').locator('.bg-success');
    await expect(bars).toHaveCount(2);
    const [all, north] = [await bars.nth(0).boundingBox(), await bars.nth(1).boundingBox()];
    expect(north!.width).toBeCloseTo(all!.width, 0);
  });
});

test('findings 7: /sitemap.xml on the site is the API’s map: a seeded tip, /plants/tomato and a gardener', async () => {
  const answer = await fetch(`${stack().baseUrl}/sitemap.xml`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^application\/xml/);
  const paths = [...(await answer.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const { tips } = await listTips('limit=50');
  const seeded = tips.find((tip) => tip.displayName === 'Maya Greenfield')!;
  expect(paths).toEqual(
    expect.arrayContaining([
      '/',
      '/browserTips',
      '/explore',
      '/plants',
      '/terms',
      '/policy',
      `/tipDetails/${seeded._id}`,
      '/plants/tomato',
      `/gardeners/${seeded.authorId}`,
    ]),
  );
});

test('findings 6: npm start names the address members open (PUBLIC_SITE_URL), and where this machine serves it when that is another host', async () => {
  const { siteAddress } = await import('../../scripts/lib/site-address.mjs');
  expect(siteAddress('https://garden.example/', 'http://localhost:5173')).toEqual({
    open: 'https://garden.example',
    servedHere: 'http://localhost:5173',
  });
  expect(siteAddress('http://localhost:5173', 'http://localhost:5173')).toEqual({
    open: 'http://localhost:5173',
    servedHere: null,
  });
});
