// Issue 33 item 9, for a member: the dashboard's bell is the real one, its figures say what they
// count, and "Worked near me" without a zone asks for the garden's zone.
import { CONVERSATION_MESSAGES as C, MESSAGES } from '@green-circle/contract/messages';
import { expect, test } from '../support/fixtures';
import { api, uniqueMark } from '../support/api';
import { makeTip } from '../support/data';
import { pathIs } from '../support/ui';

test("findings 9: the dashboard's bell shows the unread count and opens the notifications; its figures say what they count", async ({
  open,
  member,
  makeMember,
}) => {
  const fan = await makeMember('fan');
  const tip = await makeTip(member, { title: `Bell-ringing beans ${uniqueMark()}` });
  await api(`/gardenTips/${tip._id}/like`, { method: 'PATCH', body: JSON.stringify({ increment: 1 }), as: fan });

  const { page } = await open('/dashboard', { as: member });
  await expect(page.getByText('Gardener profiles on Explore')).toBeVisible();
  await expect(page.getByText('Members with an account')).toBeVisible();
  const bell = page.getByRole('banner').getByRole('link', { name: 'Notifications, 1 unread' });
  await bell.click();
  await pathIs(page, '/notifications');
  await expect(page.getByText('No new notifications')).toHaveCount(0);
});

test('findings 9: "Worked near me" without a zone asks for the garden\'s zone, with a link to set it', async ({
  open,
  member,
}) => {
  const { page } = await open('/browserTips?workedNearMe=1', { as: member });
  await expect(page.getByText(C.workedNearNeedsZone)).toBeVisible();
  await expect(page.getByText(MESSAGES.noTipsForSearch)).toHaveCount(0);
  await page.getByRole('link', { name: C.setGardenZone }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile#my-garden$/);
});
