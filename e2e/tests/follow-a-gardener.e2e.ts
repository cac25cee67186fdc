// Issue 25: gardener pages, following and notifications, as two members live them.
import { CONVERSATION_MESSAGES, PEOPLE_MESSAGES } from '@green-circle/contract/messages';
import { expect, test } from '../support/fixtures';
import { stack } from '../support/stack';
import { api, uniqueMark, type Member } from '../support/api';
import { makeMember, makeTip } from '../support/data';

/** The member's public author id (the address of their gardener page). */
async function authorIdOf(member: Member): Promise<string> {
  const { body } = await api<Array<{ authorId: string }>>(`/users?email=${encodeURIComponent(member.email)}`, {
    as: member,
  });
  return body[0]!.authorId;
}

test.describe('gardener pages, following and notifications', () => {
  test('A follows B from B’s page, sees B’s new tip at home, likes and comments on it; B’s bell shows 2 on focus without a reload, and reading clears it', async ({
    open,
    focus,
  }) => {
    const reader = await makeMember('reader');
    const gardener = await makeMember('gardener');
    const gardenerId = await authorIdOf(gardener);
    const a = await open('/', { as: reader });
    await a.page.goto(`/gardeners/${gardenerId}`);
    await expect(a.page.getByRole('heading', { level: 1, name: gardener.displayName })).toBeVisible();
    await a.page.getByRole('button', { name: PEOPLE_MESSAGES.follow, exact: true }).click();
    await expect(a.page.getByRole('button', { name: PEOPLE_MESSAGES.following, exact: true })).toBeVisible();
    await expect
      .poll(
        async () =>
          (await api<{ followedByMe: boolean }>(`/gardeners/${gardenerId}`, { as: reader })).body.followedByMe,
      )
      .toBe(true);

    // B is on the site. The follow is news to B (the bell may show it): B reads it first, so
    // the count below is the like's, and the bell says nothing new after the next focus.
    const b = await open('/explore', { as: gardener });
    await expect(b.page.getByRole('link', { name: /^Notifications/ })).toBeVisible();
    await api('/me/notifications/read', { method: 'POST', as: gardener, body: '{}' });
    await b.page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(b.page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
    await b.page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    const tip = await makeTip(gardener, { title: `Followed fennel ${uniqueMark()}` });
    focus(a.page);
    await a.page.goto('/');
    const section = a.page.getByRole('region', { name: PEOPLE_MESSAGES.fromFollowed });
    await expect(section.getByRole('heading', { name: tip.title })).toBeVisible();
    await section.getByRole('link', { name: `See More: ${tip.title}` }).click();
    await expect(a.page.getByRole('heading', { level: 1, name: tip.title })).toBeVisible();
    await a.page.getByRole('button', { name: /^Like \d+ likes?$/ }).click();
    await expect(a.page.getByRole('button', { name: /^Liked \d+ likes?$/ })).toBeVisible();
    const said = `Fennel bolted for me in June ${Date.now()}`;
    await a.page.getByLabel(CONVERSATION_MESSAGES.commentLabel).fill(said);
    await a.page.getByRole('button', { name: CONVERSATION_MESSAGES.commentSubmit, exact: true }).click();
    await expect(a.page.getByTestId('comment').filter({ hasText: said })).toBeVisible();

    // B's page was open all along: the focus alone brings the count of both (the like and the comment).
    focus(b.page);
    await b.page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(b.page.getByRole('link', { name: 'Notifications, 2 unread' })).toBeVisible();
    expect(await b.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    await b.page.getByRole('link', { name: 'Notifications, 2 unread' }).click();
    await expect(b.page.getByRole('heading', { level: 1, name: PEOPLE_MESSAGES.notificationsHeading })).toBeVisible();
    await expect(b.page.getByText(`${reader.displayName} liked “${tip.title}”`)).toBeVisible();
    await expect(b.page.getByText(`${reader.displayName} commented on “${tip.title}”`)).toBeVisible();
    await expect(b.page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
    expect((await api<{ count: number }>('/me/notifications/unread-count', { as: gardener })).body.count).toBe(0);
  });

  test('a shared gardener link carries og:title and og:image in its HTML', async () => {
    const gardener = await makeMember('gardener');
    const gardenerId = await authorIdOf(gardener);
    const response = await fetch(`${stack().baseUrl}/gardeners/${gardenerId}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const meta = (property: string) =>
      new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1] ?? null;
    expect(meta('og:title')).toBe(`${gardener.displayName} | Green Circle`);
    expect(meta('og:image')).toMatch(/^https?:\/\/[^/]+\/images\//);
    expect(html).toContain(`<title>${gardener.displayName} | Green Circle</title>`);
    // Nothing private in what anyone can fetch.
    expect(html).not.toContain(gardener.email);
  });
});
