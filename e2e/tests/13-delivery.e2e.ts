// Flow 13: how the client is delivered to a first visit (issue 9) — precompressed files chosen by
// Accept-Encoding, caching that fits each file, no source maps, the crawler files with their
// types — and what a browser then loads: no Firebase SDK for a visitor, and a returning
// member's avatar from the first paint with no wrong navbar in between.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SEASON_MESSAGES } from '@green-circle/contract/messages';
import { api, createAccount, createTip, listTips, newMember, tipInput, type Member } from '../support/api';
import { accountButton, signIn } from '../support/auth';
import { baseUrl, useBrowser } from '../support/browser';
import { visible } from '../support/ui';

const { open } = useBrowser('13-delivery');

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET as a browser sends it, with the bytes exactly as they came over the wire. */
function rawGet(path: string, acceptEncoding: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      new URL(path, baseUrl()),
      { headers: { 'accept-encoding': acceptEncoding, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The JavaScript and CSS files index.html links. */
async function linkedAssets() {
  const html = (await rawGet('/', 'identity')).body.toString('utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
  expect(files.some((file) => file.endsWith('.js'))).toBe(true);
  expect(files.some((file) => file.endsWith('.css'))).toBe(true);
  return files;
}

describe('delivery of the built client', () => {
  it('sends every JS and CSS file as Brotli or gzip by Accept-Encoding, with Vary, immutable for a year', async () => {
    for (const file of await linkedAssets()) {
      const plain = await rawGet(file, 'identity');
      expect(plain.status, file).toBe(200);
      expect(plain.headers['content-encoding'], file).toBeUndefined();

      const br = await rawGet(file, 'gzip, deflate, br, zstd');
      expect(br.headers['content-encoding'], file).toBe('br');
      expect(brotliDecompressSync(br.body).equals(plain.body), file).toBe(true);
      expect(br.body.length, file).toBeLessThan(plain.body.length * 0.6);

      const gz = await rawGet(file, 'gzip');
      expect(gz.headers['content-encoding'], file).toBe('gzip');
      expect(gunzipSync(gz.body).equals(plain.body), file).toBe(true);

      for (const answer of [plain, br, gz]) {
        expect(answer.headers.vary, file).toMatch(/accept-encoding/i);
        expect(answer.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
        expect(answer.headers['content-type'], file).toMatch(file.endsWith('.js') ? /^text\/javascript/ : /^text\/css/);
      }
    }
  });

  it('sends index.html compressed too, revalidated on every visit, under the strict CSP', async () => {
    // The public pages and the login screen come rendered (the page in #root); a member's page
    // is the bare index.html (asked for by a browser a member signed in on: its cookie says so;
    // a tip is rendered for it when the API shows it to anyone, and this one does not exist).
    for (const [path, rendered] of [
      ['/', true],
      ['/explore', true],
      ['/browserTips', true],
      ['/auth/login', true],
      ['/tipDetails/0123456789abcdef01234567', false],
      ['/dashboard', false],
    ] as const) {
      const br = await rawGet(path, 'br', { cookie: 'gc-member=1' });
      expect(br.status, path).toBe(200);
      expect(br.headers['content-encoding'], path).toBe('br');
      expect(br.headers.vary, path).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control'], path).toBe('no-cache');
      expect(br.headers.etag, path).toBeTruthy();
      expect(br.headers['content-type'], path).toMatch(/^text\/html/);
      const html = brotliDecompressSync(br.body).toString('utf8');
      if (rendered) {
        expect(html, path).toContain('<html lang="en" data-prerendered>');
        expect(html, path).toMatch(/<div id="root"><div class="flex min-h-screen/);
        expect(html, path).not.toContain('id="app-shell"');
      } else {
        expect(html, path).toContain('<div id="root"></div>');
        expect(html, path).not.toContain('<html lang="en" data-prerendered>');
      }
      expect(br.headers['content-security-policy'], path).toMatch(/script-src 'self' 'sha256-/);
      expect(br.headers['content-security-policy'], path).not.toMatch(/unsafe-eval/);
      expect(br.headers['cross-origin-opener-policy'], path).toBe('same-origin-allow-popups');
    }
    // The same page renders to the same bytes (its reads answered in any order), so a repeat
    // visit with the ETag is a 304: nothing downloaded again.
    const etags = new Set<string>();
    for (let i = 0; i < 6; i += 1) etags.add(String((await rawGet('/', 'br')).headers.etag));
    expect(etags.size).toBe(1);
    const first = await rawGet('/', 'br');
    const repeat = await new Promise<number>((resolve, reject) => {
      httpRequest(
        new URL('/', baseUrl()),
        { headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      )
        .on('error', reject)
        .end();
    });
    expect(repeat).toBe(304);
  });

  it('serves no source map, and no file points at one', async () => {
    for (const file of await linkedAssets()) {
      const map = await rawGet(`${file}.map`, 'identity');
      expect(map.status, `${file}.map`).toBe(404);
      expect(map.body.toString('utf8')).not.toMatch(/"mappings"/);
      const code = (await rawGet(file, 'identity')).body.toString('utf8');
      expect(code, file).not.toMatch(/sourceMappingURL/);
    }
  });

  it('answers a missing fingerprinted file with a 404, never with a cached index.html', async () => {
    const missing = await rawGet('/assets/index-0000000.js', 'br');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control'] ?? '').not.toMatch(/immutable/);
    expect(missing.body.toString('utf8')).not.toContain('<div id="root">');
  });

  it('serves robots.txt, the sitemap and the manifest as themselves, with their types', async () => {
    const robots = await rawGet('/robots.txt', 'identity');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    const robotsText = robots.body.toString('utf8');
    expect(robotsText).toMatch(/^User-agent: \*$/m);
    expect(robotsText).toMatch(/^Disallow: \/dashboard$/m);
    expect(robotsText).not.toContain('<html');
    const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robotsText)?.[1];
    expect(sitemapUrl).toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/);

    const sitemap = await rawGet('/sitemap.xml', 'identity');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...sitemap.body.toString('utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    );
    expect(locs).toEqual(expect.arrayContaining(['/', '/browserTips', '/explore']));
    expect(locs).not.toContain('/dashboard');

    const manifest = await rawGet('/manifest.webmanifest', 'identity');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(JSON.parse(manifest.body.toString('utf8'))).toMatchObject({ name: 'Green Circle', start_url: '/' });

    const logo = await rawGet('/images/logo.svg', 'identity');
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.headers['cache-control']).toBe('no-cache');
  });
});

/** Scripts the page requested whose file name says Firebase (lib/firebase.ts's chunk). */
function watchFirebaseChunks(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && /\/assets\/firebase[-.]/.test(url.pathname))
      requested.push(url.pathname);
  });
  return requested;
}

/** Holds back the entry module until the returned function is called. */
async function holdEntryModule(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The page's reads of a tip from the API (the Authorization each carried), and the first of them. */
function watchTipReads(page: Page, tipId: string) {
  const readsTheTip = (request: Request) =>
    request.method() === 'GET' && new URL(request.url()).pathname === `/gardenTips/${tipId}`;
  const reads: (string | null)[] = [];
  page.on('request', (request) => {
    if (readsTheTip(request)) reads.push(request.headers().authorization ?? null);
  });
  return { reads, asked: page.waitForRequest(readsTheTip) };
}

/** Keeps, on each page load, the page's heading and lists as the HTML parser made them, before any module runs. */
const rememberParsedHeading = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { parsed: Element | null }).parsed = document.querySelector('h1');
      (window as unknown as { parsedLists: Element[] }).parsedLists = [
        ...document.querySelectorAll('main ul, main ol'),
      ];
    });
  });

/** Hydrated, not redrawn: the heading the parser made is still the page's, and React owns it. */
const parsedHeadingHydrated = (page: Page) =>
  page.evaluate(() => {
    const parsed = (window as unknown as { parsed: Element | null }).parsed;
    return (
      parsed != null &&
      parsed === document.querySelector('h1') &&
      Object.keys(parsed).some((key) => key.startsWith('__reactFiber'))
    );
  });

/** Whether the Firebase Auth SDK has started in this page (it opens its IndexedDB store). */
const firebaseStarted = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).some((db) => db.name === 'firebaseLocalStorageDb'));

describe('what a first visit loads', () => {
  let member: Member;
  beforeAll(async () => {
    member = await createAccount(newMember('returning'));
  });

  it("a visitor's home page paints the carousel's first slide and never loads the Firebase SDK", async () => {
    const { page } = await open();
    const firebaseChunks = watchFirebaseChunks(page);
    await page.goto('/', { waitUntil: 'load' });
    await visible(page.getByRole('link', { name: 'Login' }));
    await visible(page.getByRole('img', { name: /Raised vegetable beds/ }));
    // The LCP image was preloaded at high priority by index.html itself.
    expect(await page.locator('link[rel="preload"][as="image"][href="/images/carousel/raised-beds.svg"]').count()).toBe(
      1,
    );
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    expect(firebaseChunks).toEqual([]);
    expect(await firebaseStarted(page)).toBe(false);
    // Elsewhere the image is not preloaded: it would be a wasted request.
    await page.goto('/explore', { waitUntil: 'load' });
    expect(await page.locator('link[rel="preload"][as="image"]').count()).toBe(0);
  });

  it("paints the site's top bar before any JavaScript runs on a page not rendered on the server, where the navbar then draws it", async () => {
    for (const device of ['mobile', 'desktop'] as const) {
      const { page } = await open(undefined, { device });
      // Hold the entry module: what shows meanwhile is index.html and its stylesheet alone.
      const release = await holdEntryModule(page);
      await page.goto('/auth/signUp', { waitUntil: 'commit' });
      const shellBrand = page.locator('#app-shell .navbar-start > span > span');
      await visible(shellBrand);
      expect(await shellBrand.textContent()).toBe('Green Circle');
      const before = await shellBrand.boundingBox();
      expect(await page.locator('nav[aria-label="Main"]').count()).toBe(0);

      release();
      const brand = page.locator('nav[aria-label="Main"] .navbar-start > a[href="/"] > span');
      await visible(brand);
      expect(await brand.textContent()).toBe('Green Circle');
      // Drawn over the static bar in the same place (nothing moves), and the static bar is gone.
      expect(await brand.boundingBox(), device).toEqual(before);
      expect(await page.locator('#app-shell').count(), device).toBe(0);
    }
  });

  it('a public page paints from the HTML alone, with its data; React then takes over that same markup without asking the API again', async () => {
    // A tip whose title would end the page's JSON <script> or run one, were it not escaped.
    const author = await createAccount(newMember('prerender'));
    const title = '</script><script>window.pwned=1</script> $& tip';
    await createTip(author, tipInput({ title, availability: 'Public' }));
    // More than a page of them, so the list has its 'Load more'.
    for (let count = (await listTips('availability=Public')).total; count <= 20; count += 1) {
      await createTip(author, tipInput({ title: `Filler ${count}`, availability: 'Public' }));
    }

    const { page } = await open();
    const reads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/gardenTips') reads.push(`${url.pathname}${url.search}`);
    });
    await rememberParsedHeading(page);
    // Hold the entry module: what shows meanwhile is the HTML and its stylesheets alone.
    const release = await holdEntryModule(page);
    await page.goto('/browserTips', { waitUntil: 'commit' });
    await visible(page.getByRole('heading', { level: 1, name: 'Browse Public Tips' }));
    const cards = page.getByRole('list', { name: 'Tips' }).getByRole('listitem');
    await visible(cards.first());
    await visible(page.getByText(title, { exact: true }).first());
    expect(await page.evaluate(() => 'pwned' in window)).toBe(false);
    // The first card's photo is the page's largest paint: in the HTML, eager, at high priority.
    expect(await cards.first().locator('img').getAttribute('fetchpriority')).toBe('high');
    expect(await page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]').count()).toBe(1);
    // Who reads is not known on the server: neither Login nor an avatar yet.
    const nav = page.locator('nav[aria-label="Main"]');
    await visible(nav);
    expect(await nav.getByRole('link', { name: 'Login' }).count()).toBe(0);
    expect(await nav.locator('button[aria-label^="Account menu for"]').count()).toBe(0);
    const rendered = await cards.count();
    // What only the app can do waits, greyed: a press now would do nothing.
    const loadMore = page.getByRole('button', { name: 'Load more' });
    const themeToggle = page.getByRole('button', { name: /^Switch to (dark|light) theme$/ });
    expect(await loadMore.isDisabled()).toBe(true);
    expect(await themeToggle.isDisabled()).toBe(true);
    expect(await page.locator('button[aria-label="Open menu"]').isDisabled()).toBe(true);

    release();
    await visible(nav.getByRole('link', { name: 'Login' }));
    await expect.poll(() => loadMore.isEnabled()).toBe(true);
    expect(await themeToggle.isEnabled()).toBe(true);
    expect(await page.locator('button[aria-label="Open menu"]').isEnabled()).toBe(true);
    await page.waitForLoadState('networkidle');
    // Hydrated: the heading painted from the HTML is the one React now owns, and the list is the same.
    expect(await parsedHeadingHydrated(page)).toBe(true);
    expect(await cards.count()).toBe(rendered);
    // The loader's read was made by the server; its answer came with the page.
    expect(reads).toEqual([]);
    expect(await page.evaluate(() => 'pwned' in window)).toBe(false);
  });

  it("every page rendered on the server is hydrated without an error, and the reader's own parts follow", async () => {
    const { page } = await open();
    await rememberParsedHeading(page);
    for (const path of ['/', '/explore', '/terms', '/policy', '/browserTips?difficulty=Easy']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(await parsedHeadingHydrated(page), path).toBe(true);
      await visible(page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Login' }));
    }
    // The home page's month and hemisphere are the reader's: drawn after hydration.
    await page.goto('/', { waitUntil: 'networkidle' });
    await visible(page.getByRole('heading', { name: /In season now/i }));
    // Its streamed sections (featured gardeners, top tips) were taken over too, not drawn afresh.
    const lists = await page.evaluate(() =>
      (window as unknown as { parsedLists: Element[] }).parsedLists.map((list) => list.isConnected),
    );
    expect(lists.length).toBeGreaterThanOrEqual(2);
    expect(lists.every(Boolean)).toBe(true);
    // (Uncaught errors, a hydration mismatch among them, fail the test: support/browser.ts.)
  });

  it('a reader who scrolled before the JavaScript arrived keeps their place when React takes over', async () => {
    const { page } = await open(undefined, { device: 'mobile' });
    await rememberParsedHeading(page);
    const release = await holdEntryModule(page);
    await page.goto('/terms', { waitUntil: 'commit' });
    const legal = page.getByRole('navigation', { name: 'Legal' });
    await visible(legal);
    // Down to the footer, about to tap a link in it.
    await legal.scrollIntoViewIfNeeded();
    const place = await page.evaluate(() => window.scrollY);
    expect(place).toBeGreaterThan(300);

    release();
    await visible(page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Login' }));
    expect(await parsedHeadingHydrated(page)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.scrollY)).toBe(place);
    // Later navigations scroll as before: a new page starts at its top.
    await legal.getByRole('link', { name: 'Privacy Policy' }).click();
    await visible(page.getByRole('heading', { level: 1, name: /Privacy/ }));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it("a dashboard page never shows the public site's top bar", async () => {
    const { page } = await open();
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await page.waitForLoadState('domcontentloaded');
    expect(await page.locator('#app-shell').count()).toBe(0);
  });

  it('a visitor opening a shared tip link is sent to the login screen, rendered on the server, and comes back to the tip after signing in', async () => {
    const tip = await createTip(member, tipInput({ title: 'Shared with a friend', availability: 'Public' }));
    const tipLink = `/tipDetails/${tip._id}`;
    // No member ever signed in on this browser (no member cookie): the client host answers with
    // the login screen it would be sent to, at that screen's address, kept by no cache.
    const loginAddress = `/auth/login?from=${encodeURIComponent(tipLink)}`;
    const answer = await rawGet(tipLink, 'br');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers.vary).toMatch(/cookie/i);
    const html = brotliDecompressSync(answer.body).toString('utf8');
    expect(html).toContain(`<html lang="en" data-prerendered data-location="${loginAddress}">`);
    expect(html).toContain('<title>Login | Green Circle</title>');

    const { page } = await open(undefined, { device: 'mobile' });
    await rememberParsedHeading(page);
    const release = await holdEntryModule(page);
    await page.goto(tipLink, { waitUntil: 'commit' });
    // The login screen paints from the HTML; its form waits for the JavaScript, disabled.
    await visible(page.getByRole('heading', { level: 1, name: 'Welcome Back' }));
    expect(page.url()).toBe(new URL(loginAddress, baseUrl()).href);
    expect(await page.title()).toBe('Login | Green Circle');
    await expect.poll(() => page.getByLabel('Email').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign In', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign in with Google' }).isDisabled()).toBe(true);

    release();
    await expect.poll(() => page.getByLabel('Email').isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await parsedHeadingHydrated(page)).toBe(true);
    await signIn(page, member, { navigate: false });
    await visible(page.getByRole('heading', { level: 1, name: 'Shared with a friend' }));
    expect(new URL(page.url()).pathname).toBe(tipLink);

    // Signed in, the browser carries the member cookie: the same link now opens the tip itself.
    await page.goto(tipLink);
    await visible(page.getByRole('heading', { level: 1, name: 'Shared with a friend' }));
    expect(new URL(page.url()).pathname).toBe(tipLink);
  });

  it("a member's browser gets a shared tip painted from the HTML, as the API shows it to anyone; the member's own like and reminder follow once the app has it", async () => {
    const author = await createAccount(newMember('author'));
    const tip = await createTip(author, tipInput({ title: 'Painted for a member', availability: 'Public' }));
    await api(`/gardenTips/${tip._id}/like`, { method: 'PATCH', as: member, body: JSON.stringify({ increment: 1 }) });
    const tipLink = `/tipDetails/${tip._id}`;
    // Asked for with the member cookie: rendered, kept apart from a visitor's answer (the login
    // screen), and nothing in it says who reads or who wrote it beyond the API's public view.
    const answer = await rawGet(tipLink, 'br', { cookie: 'gc-member=1' });
    expect(answer.status).toBe(200);
    expect(answer.headers.vary).toMatch(/cookie/i);
    expect(answer.headers['cache-control']).toBe('no-cache');
    const html = brotliDecompressSync(answer.body).toString('utf8');
    expect(html).toContain('<html lang="en" data-prerendered>');
    expect(html).toContain('<title>Painted for a member | Green Circle</title>');
    for (const secret of [author.email, author.uid, member.email]) expect(html).not.toContain(secret);
    // A tip the API shows no visitor (hidden) is not rendered: the app draws it, for its author.
    const hidden = await createTip(member, tipInput({ title: 'Not for the HTML', availability: 'Hidden' }));
    const plain = brotliDecompressSync(
      (await rawGet(`/tipDetails/${hidden._id}`, 'br', { cookie: 'gc-member=1' })).body,
    ).toString('utf8');
    expect(plain).toContain('<div id="root"></div>');
    expect(plain).not.toContain('Not for the HTML');

    const { page } = await open(undefined, { as: member, device: 'mobile' });
    await rememberParsedHeading(page);
    const { reads, asked } = watchTipReads(page, tip._id);
    const release = await holdEntryModule(page);
    await page.goto(tipLink, { waitUntil: 'commit' });
    // From the HTML alone: the tip and its photo; the like waits, greyed, for the app to know the member's.
    await visible(page.getByRole('heading', { level: 1, name: 'Painted for a member' }));
    await visible(page.getByRole('img', { name: 'Painted for a member' }));
    const likeButton = (word: string) => page.getByRole('button', { name: new RegExp(`^${word} 1 like$`) });
    await expect.poll(() => likeButton(MESSAGES.like).isDisabled()).toBe(true);
    // Once painted, index.html reads the tip again as the member (with the kept token), for their parts.
    await asked;

    release();
    // React takes that markup over (the heading is the parser's own), then draws the member's parts.
    await visible(likeButton(MESSAGES.liked));
    expect(await likeButton(MESSAGES.liked).isEnabled()).toBe(true);
    expect(await parsedHeadingHydrated(page)).toBe(true);
    const remind = page.getByRole('button', { name: SEASON_MESSAGES.remindMe });
    await expect.poll(() => remind.isEnabled(), { timeout: 15_000 }).toBe(true);
    await visible(accountButton(page, member.displayName));
    // (Uncaught errors, a hydration mismatch among them, fail the test: support/browser.ts.)
    // The app used that read: the tip was read once, as the member.
    await page.waitForLoadState('networkidle');
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatch(/^Bearer [\w-]+\.[\w-]+\./);

    // Their hidden tip: drawn by the app.
    await page.goto(`/tipDetails/${hidden._id}`);
    await visible(page.getByRole('heading', { level: 1, name: 'Not for the HTML' }));
  });

  it('a member whose browser lost the member cookie is sent on from the login screen to the tip, and gets the cookie back', async () => {
    const tip = await createTip(member, tipInput({ title: 'Found again', availability: 'Public' }));
    const { page, context } = await open(undefined, { as: member });
    await context.clearCookies();
    await page.goto(`/tipDetails/${tip._id}`);
    // The server sent the login screen; the app, knowing the member, goes on to the tip (drawn afresh, no error).
    await visible(page.getByRole('heading', { level: 1, name: 'Found again' }));
    expect(new URL(page.url()).pathname).toBe(`/tipDetails/${tip._id}`);
    await visible(accountButton(page, member.displayName));
    expect((await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`)).toContain('gc-member=1');
  });

  it("a returning member's tip is read by index.html as that member, before the app's code has run, and the page uses that answer", async () => {
    const tip = await createTip(member, tipInput({ title: 'Read before the JavaScript', availability: 'Hidden' }));
    await (await open('/', { as: member })).context.close();

    const { page } = await open(undefined, { as: member });
    const { reads, asked } = watchTipReads(page, tip._id);
    const release = await holdEntryModule(page);
    await page.goto(`/tipDetails/${tip._id}`, { waitUntil: 'commit' });
    // Asked for with the member's kept token while the entry module is still held back.
    await asked;
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatch(/^Bearer [\w-]+\.[\w-]+\./);

    release();
    // A hidden tip: only its author's token could have read it.
    await visible(page.getByRole('heading', { level: 1, name: 'Read before the JavaScript' }));
    await page.waitForLoadState('networkidle');
    expect(reads).toHaveLength(1);
  });

  it('a returning member sees their avatar from the first paint, with no Login or spinner in between', async () => {
    // The first visit signs in through the login screen; the session (and the hint) is kept.
    const first = await open('/', { as: member });
    await first.context.close();

    const { page, context } = await open(undefined, { as: member });
    // Records every state the navbar passes through, from the very first DOM change on.
    await context.addInitScript(() => {
      const states: string[] = [];
      (window as unknown as { navbarStates: string[] }).navbarStates = states;
      const record = () => {
        const nav = document.querySelector('nav[aria-label="Main"]');
        if (!nav) return;
        const state = nav.querySelector('button[aria-label^="Account menu for"]')
          ? 'avatar'
          : nav.querySelector('a[href="/auth/login"]')
            ? 'login'
            : nav.querySelector('[role="status"]')
              ? 'spinner'
              : 'other';
        if (states[states.length - 1] !== state) states.push(state);
      };
      new MutationObserver(record).observe(document, { childList: true, subtree: true, attributes: true });
    });
    const firebaseChunks = watchFirebaseChunks(page);
    const sdkLoaded = page.waitForRequest((request) => /\/assets\/firebase[-.]/.test(new URL(request.url()).pathname), {
      timeout: 15_000,
    });

    await page.goto('/');
    await visible(accountButton(page, member.displayName));
    // Firebase loads in idle time and confirms the member: the avatar stays.
    await sdkLoaded;
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await visible(accountButton(page, member.displayName));
    expect(firebaseChunks.length).toBeGreaterThan(0);
    expect(await firebaseStarted(page)).toBe(true);

    const states = await page.evaluate(() => (window as unknown as { navbarStates: string[] }).navbarStates);
    // The home page comes rendered by the server, which does not know who reads: its navbar has
    // neither Login nor an avatar ('other') until the browser knows; then the avatar. Never
    // Login, never a spinner.
    expect(states).toEqual(['other', 'avatar']);
    // The hint holds the name and photo only.
    const hint = await page.evaluate(() => localStorage.getItem('green-circle:member'));
    expect(JSON.parse(hint!)).toEqual({ displayName: member.displayName, photoURL: null });
    expect(hint).not.toContain(member.email);
  });
});
