// Issue 34: a moderator's form on a reported tip posts to the moderation page's action; a reason
// the schema refuses comes back beside the reason field, with JavaScript and without, and the
// tip stays as it was.
import { MESSAGES } from '@green-circle/contract/messages';
import { expect, test } from '../support/fixtures';
import { npmRunAdmin } from '../support/admin';
import { api, type TipJson } from '../support/api';
import { makeMember, makeTip } from '../support/data';
import { hydrated, memberBrowser } from '../support/ui';

for (const javaScript of [false, true]) {
  const mode = javaScript ? 'with JavaScript' : 'without JavaScript';

  test(`${mode}, a hide with an invisible character in its reason is refused beside the reason, the tip not hidden`, async ({
    open,
  }) => {
    const [author, reporter, moderator] = await Promise.all([
      makeMember('mod-form-author'),
      makeMember('mod-form-reporter'),
      makeMember('mod-form-moderator'),
    ]);
    const tip = await makeTip(author);
    await api('/reports', {
      method: 'POST',
      body: JSON.stringify({ target: { kind: 'tip', id: tip._id }, reason: 'spam' }),
      as: reporter,
    });
    expect(await npmRunAdmin('grant', 'moderator', moderator.email)).toContain('is now a moderator');
    const { page } = await memberBrowser(open, moderator, javaScript);
    await page.goto('/moderation');
    await hydrated(page, javaScript);
    const entry = page.getByRole('listitem').filter({ hasText: tip.title });
    const reason = entry.getByLabel('Reason for the action');
    await reason.fill('Spam\u200b here');
    await entry.getByRole('button', { name: 'Hide' }).click();
    // Beside the field: its accessible description is the refusal, and it is marked invalid.
    const refused = page.getByRole('listitem').filter({ hasText: tip.title }).getByLabel('Reason for the action');
    await expect(refused).toHaveAttribute('aria-invalid', 'true');
    await expect(refused).toHaveAccessibleDescription(MESSAGES.invisibleCharacters);
    // Nothing changed: everyone still reads the tip.
    expect((await api<TipJson>(`/gardenTips/${tip._id}`)).body.title).toBe(tip.title);
  });
}
