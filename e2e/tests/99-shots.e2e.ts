import { beforeAll, describe, it } from 'vitest';
import { createAccount, createTip, newMember, tipInput, type Member, type TipInput } from '../support/api';
import { useBrowser } from '../support/browser';
import { visible } from '../support/ui';

const { open } = useBrowser('99-shots');
describe('shots', () => {
  let m: Member;
  let tipId: string;
  beforeAll(async () => {
    m = await createAccount(newMember('shots'));
    tipId = (await createTip(m, { ...tipInput({ title: 'Sow broad beans in autumn' }), months: [10, 11, 3] } as TipInput))._id;
  });
  for (const device of ['desktop', 'mobile'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      it(`${device} ${theme}`, async () => {
        const { page } = await open(undefined, { as: m, device, theme, colorScheme: theme });
        await page.goto('/');
        const s = page.getByTestId('in-season-now');
        await visible(s.locator('h3'));
        await s.scrollIntoViewIfNeeded();
        await s.screenshot({ path: `/tmp/i12-shots/home-${device}-${theme}.png` });
        await page.goto(`/tipDetails/${tipId}`);
        await visible(page.getByTestId('month-strip'));
        await page.screenshot({ path: `/tmp/i12-shots/tip-${device}-${theme}.png`, fullPage: true });
        await page.goto('/dashboard/profile');
        await visible(page.getByText('My garden'));
        await page.waitForTimeout(500);
        await page.screenshot({ path: `/tmp/i12-shots/profile-${device}-${theme}.png`, fullPage: true });
        await page.goto('/browserTips?season=now');
        await page.waitForTimeout(800);
        await page.screenshot({ path: `/tmp/i12-shots/browse-${device}-${theme}.png` });
      });
    }
  }
});
