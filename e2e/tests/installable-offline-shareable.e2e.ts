// Flow 18 (issue 27): installable, readable offline, shareable. The manifest and Chromium's own
// installability check; a member's tip and reminders read again without a network, the like
// greyed until it is back; nothing kept once they sign out; a Public tip's address previews
// well for anyone, a Hidden tip's says nothing; a photo shared from the phone lands in Share a Tip.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES, OFFLINE_MESSAGES } from '@green-circle/contract/messages';
import { chromium, type Page } from '@playwright/test';
import { chromiumPath } from '../../scripts/lib/chromium.mjs';
import { api, createTip, tipInput, uniqueMark, type Member, type TipInput } from '../support/api';
import { makeMember } from '../support/data';
import { signOutFromNavbar } from '../support/auth';
import { CHROMIUM_ARGS } from '../support/constants';
import { expect, test } from '../support/fixtures';
import { stack } from '../support/stack';

const baseUrl = () => stack().baseUrl;

const month = new Date().getMonth() + 1;
const LIKE = new RegExp(`^${MESSAGES.like} \\d+ likes?$`);

/** Waits until the service worker is active and controls the page (it starts with the next page loaded). */
async function controlledBySW(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The page's meta tags and canonical link, as a link preview's robot reads them. */
function previewTags(html: string) {
  const tags = new Map<string, string>();
  for (const [, key, value] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) {
    tags.set(key!, value!);
  }
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  return { tags, canonical };
}

/** A tip of `author`'s for this month, which `reader` asked to be reminded of. */
async function remindedTip(author: Member, reader: Member) {
  const tip = await createTip(author, {
    ...tipInput({ title: `Sow offline ${uniqueMark()}` }),
    months: [month],
  } as TipInput);
  await api('/me/plan', { method: 'POST', body: JSON.stringify({ tipId: tip._id }), as: reader });
  return tip;
}

test.describe('installable, offline, shareable', () => {
  test('the manifest names the app, its colours, icons and share target; Chromium finds nothing against installing', async () => {
    const response = await fetch(`${baseUrl()}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as Record<string, unknown> & {
      icons: Array<{ src: string; sizes: string; purpose?: string; type: string }>;
      share_target: { action: string; method: string; enctype: string; params: { files: Array<{ name: string }> } };
    };
    expect(manifest).toMatchObject({
      name: 'Green Circle',
      short_name: 'Green Circle',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#2e6b38',
      background_color: '#f8fbf6',
    });
    for (const [size, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.purpose === purpose);
      expect(icon, `${size} ${purpose}`).toBeDefined();
      const png = await fetch(new URL(icon!.src, baseUrl()));
      expect(png.headers.get('content-type')).toBe('image/png');
    }
    expect(manifest.share_target).toMatchObject({
      action: '/share-target',
      method: 'POST',
      enctype: 'multipart/form-data',
    });
    expect(manifest.share_target.params.files[0]?.name).toBe('photo');

    // Chromium never offers to install from an incognito profile, which every test context is:
    // this check gets a profile of its own.
    const profile = mkdtempSync(path.join(tmpdir(), 'gc-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath()!,
      args: CHROMIUM_ARGS,
      headless: true,
      baseURL: baseUrl(),
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
      await page.evaluate(() => navigator.serviceWorker.ready);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: Array<{ errorId: string }>;
      };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test("a member's tip and reminders open offline with the offline line, the like greyed; online again the like works; after sign-out nothing is kept", async ({
    open,
  }) => {
    const author = await makeMember('author');
    const reader = await makeMember('reader');
    const seasonal = await remindedTip(author, reader);
    const { page, context } = await open(undefined, { as: reader, serviceWorkers: 'allow' });
    const tipPath = `/tipDetails/${seasonal._id}`;
    await page.goto(tipPath);
    await controlledBySW(page);
    await expect(page.getByRole('heading', { name: seasonal.title })).toBeVisible();
    await page.goto('/dashboard');
    const thisMonth = page.getByTestId('this-month-panel').getByRole('link', { name: seasonal.title });
    await expect(thisMonth).toBeVisible();

    await context.setOffline(true);
    await page.goto(tipPath);
    await expect(page.getByRole('heading', { name: seasonal.title })).toBeVisible();
    await expect(page.getByText(OFFLINE_MESSAGES.offline)).toBeVisible();
    const like = page.getByRole('button', { name: LIKE });
    await expect(like).toBeDisabled();
    await expect(like).toHaveAttribute('aria-describedby', 'offline-line');
    await expect(page.getByRole('button', { name: OFFLINE_MESSAGES.share })).toBeDisabled();
    await page.reload();
    await expect(page.getByRole('heading', { name: seasonal.title })).toBeVisible();
    await expect(page.getByText(OFFLINE_MESSAGES.offline)).toBeVisible();
    await page.goto('/dashboard');
    await expect(thisMonth).toBeVisible();
    await expect(page.getByText(OFFLINE_MESSAGES.offline)).toBeVisible();

    await context.setOffline(false);
    await page.goto(tipPath);
    await expect(page.getByRole('heading', { name: seasonal.title })).toBeVisible();
    await expect(page.getByText(OFFLINE_MESSAGES.offline)).toHaveCount(0);
    await expect(like).toBeEnabled();
    await like.click();
    await expect.poll(async () => (await api<{ likes: number }>(`/gardenTips/${seasonal._id}`)).body.likes).toBe(1);

    await signOutFromNavbar(page, reader.displayName);
    await context.setOffline(true);
    for (const path of ['/dashboard', tipPath]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
      expect(await page.content(), path).not.toContain(seasonal.title);
    }
    // Nothing of the member is left in the browser's caches at all.
    const kept = await page.evaluate(async () => {
      const found: string[] = [];
      for (const name of await caches.keys()) {
        if (!name.startsWith('gc-member-')) continue;
        for (const request of await (await caches.open(name)).keys()) found.push(request.url);
      }
      return found;
    });
    expect(
      kept.filter((url) => url.includes('/me/') || url.includes('/dashboard') || url.includes('tipDetails')),
    ).toEqual([]);
  });

  // Issues 57 and 58: a question opened before, the plan and the week read again without a network.
  test('a question opened before, my plan and my week open offline, with the offline line', async ({ open }) => {
    const author = await makeMember('author');
    const reader = await makeMember('reader');
    const planned = await remindedTip(author, reader);
    const title = `Why do my peas wilt offline ${uniqueMark()}`;
    const { body: question } = await api<{ _id: string }>('/questions', {
      method: 'POST',
      body: JSON.stringify({ title, details: 'They wilt by noon.', plantType: 'Pea' }),
      as: reader,
    });
    await api(`/questions/${question._id}/answers`, {
      method: 'POST',
      body: JSON.stringify({ body: 'Water them at dawn, deeply.' }),
      as: author,
    });
    const { page, context } = await open(undefined, { as: reader, serviceWorkers: 'allow' });
    const pages = [
      { path: `/questions/${question._id}`, shows: title },
      { path: '/dashboard/plan', shows: planned.title },
      { path: '/week', shows: planned.title },
    ];
    await page.goto(pages[0]!.path);
    await controlledBySW(page);
    for (const { path, shows } of pages) {
      await page.goto(path);
      await expect(page.getByText(shows).first()).toBeVisible();
    }

    await context.setOffline(true);
    for (const { path, shows } of pages) {
      await page.goto(path);
      await expect(page.getByText(shows).first(), path).toBeVisible();
      await expect(page.getByText(OFFLINE_MESSAGES.offline), path).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
    await page.goto(pages[0]!.path);
    await expect(page.getByText('Water them at dawn, deeply.')).toBeVisible();
    await context.setOffline(false);
  });

  test("a visitor's fetch of a Public tip's address has its preview tags, absolute; a Hidden tip's has none of its words", async () => {
    const author = await makeMember('author');
    const open = await createTip(author, tipInput({ title: `Preview peas ${uniqueMark()}`, availability: 'Public' }));
    const html = await (await fetch(`${baseUrl()}/tipDetails/${open._id}`)).text();
    const { tags, canonical } = previewTags(html);
    const address = `${baseUrl()}/tipDetails/${open._id}`;
    expect(tags.get('og:title')).toBe(open.title);
    expect(tags.get('og:description')).toBe(open.description);
    expect(tags.get('og:url')).toBe(address);
    expect(tags.get('og:image')).toMatch(/^https?:\/\/[^/]+\//);
    expect((await fetch(tags.get('og:image')!)).status).toBe(200);
    expect(tags.get('twitter:card')).toBe('summary_large_image');
    expect(canonical).toBe(address);

    const hidden = await createTip(
      author,
      tipInput({
        title: `Secret seedlings ${Date.now()}`,
        description: 'Words only members may read here.',
        availability: 'Hidden',
      }),
    );
    const answer = await fetch(`${baseUrl()}/tipDetails/${hidden._id}`, { redirect: 'manual' });
    const hiddenHtml = await answer.text();
    expect(hiddenHtml).not.toContain(hidden.title);
    expect(hiddenHtml).not.toContain(hidden.description);
    expect(previewTags(hiddenHtml).tags.has('og:title')).toBe(false);
  });

  test('a photo shared from the gallery opens Share a Tip with the photo in the picker', async ({ open }) => {
    const author = await makeMember('author');
    const { page } = await open('/', { as: author, serviceWorkers: 'allow' });
    await controlledBySW(page);
    const photo = readFileSync(new URL('../../client/public/images/icons/icon-512.png', import.meta.url));
    // The share sheet posts the manifest's share_target as a form: the same request from the page.
    await page.evaluate((bytes) => {
      const form = document.createElement('form');
      form.method = 'POST';
      form.action = '/share-target';
      form.enctype = 'multipart/form-data';
      const input = document.createElement('input');
      input.type = 'file';
      input.name = 'photo';
      const files = new DataTransfer();
      files.items.add(new File([new Uint8Array(bytes)], 'garden.png', { type: 'image/png' }));
      input.files = files.files;
      form.append(input);
      document.body.append(form);
      form.submit();
    }, Array.from(photo));
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe('/gardentip?shared=1');
    await expect(page.getByRole('img', { name: 'What the tip will show' })).toBeVisible();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /ready|uploaded/i })
        .first(),
    ).toBeVisible({ timeout: 20_000 });
  });
});
