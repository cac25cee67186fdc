// Plants and "This week in my garden": a southern gardener marks tomato as theirs, finds a tomato
// tip in season where they garden (and not one out of season) in their week, and reads the tomato
// page's month strip in southern months; a visitor reads the same page; the tip form offers
// "Tomato" for "tomatoe".
import { MONTH_NAMES } from '@green-circle/contract/seasons';
import { expect, test } from '../support/fixtures';
import { api, tipInput, uniqueMark, type Member } from '../support/api';

// The API's month (UTC), lived in the south: the same month number for an author who gardens there.
const thisMonth = new Date().getUTCMonth() + 1;
const sixMonthsOn = ((thisMonth + 5) % 12) + 1;

const setGarden = (as: Member) =>
  api('/me/garden', { method: 'PUT', body: JSON.stringify({ hemisphere: 'south', zone: '9b' }), as });

async function shareTomato(author: Member, title: string, months: number[]) {
  const { body } = await api<{ insertedId: string }>('/gardenTips', {
    method: 'POST',
    body: JSON.stringify({ ...tipInput({ title, plantType: 'Cherry tomatoes' }), months }),
    as: author,
  });
  return body.insertedId;
}

test.describe('plants and my week', () => {
  test('a member in zone 9b south adds tomato, sees a tomato tip in season in their week (not one out of season) and the strip in southern months', async ({
    open,
    focus,
    member,
    makeMember,
  }) => {
    // Five pages and three API writes in one flow.
    test.slow();
    const [author, tester] = await Promise.all([makeMember('tomato-author'), makeMember('tomato-tester')]);
    await Promise.all([setGarden(member), setGarden(author)]);
    const mark = uniqueMark();
    const inSeason = `Pinch tomato side shoots now ${mark}`;
    const outOfSeason = `Sow tomatoes under glass ${mark}`;
    const inSeasonId = await shareTomato(author, inSeason, [thisMonth]);
    await shareTomato(author, outOfSeason, [sixMonthsOn]);
    // A "worked" report puts it first among tomato tips (best evidence first), whatever others share meanwhile.
    await api(`/gardenTips/${inSeasonId}/trials/me`, {
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
    await expect(mine.getByRole('link', { name: inSeason })).toBeVisible();
    await expect(page.getByText(outOfSeason)).toHaveCount(0);

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
});
