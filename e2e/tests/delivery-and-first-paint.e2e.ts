// Flow 13: how the client is delivered to a first visit (issue 9) — precompressed files chosen by
// Accept-Encoding, caching that fits each file, no source maps, the crawler files with their
// types — and what a browser then loads: no Firebase SDK for a visitor, and a returning
// member's avatar and own data from the first paint (the session cookie: issue 23).
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { holdEntryModule } from '../support/ui';
import { stack } from '../support/stack';
import { MESSAGES } from '@green-circle/contract/messages';
import { api, createTip, idToken, tipInput, uniqueMark, type Member } from '../support/api';
import { makeMember, makeTip } from '../support/data';
import { accountButton, signIn } from '../support/auth';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET as a browser sends it, with the bytes exactly as they came over the wire. */
function rawGet(path: string, acceptEncoding: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      new URL(path, stack().baseUrl),
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

/** The JavaScript and CSS files the home page links. */
async function linkedAssets() {
  const html = (await rawGet('/', 'identity')).body.toString('utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
  expect(files.some((file) => file.endsWith('.js'))).toBe(true);
  expect(files.some((file) => file.endsWith('.css'))).toBe(true);
  return files;
}

test.describe('delivery of the built client', () => {
  test('sends every JS and CSS file as Brotli or gzip by Accept-Encoding, with Vary, immutable for a year', async () => {
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

  test('sends every page compressed too, revalidated on every visit, under the strict CSP', async () => {
    // Every page comes rendered by the server; a members-only page is, for a visitor, a redirect
    // to the login screen (decided on the server: no app loaded only to find nobody signed in),
    // and a tip id that names no tip is the not-found page, 404, for everyone (findings 2).
    for (const [path, rendered, status] of [
      ['/', true, 200],
      ['/explore', true, 200],
      ['/browserTips', true, 200],
      ['/auth/login', true, 200],
      ['/tipDetails/0123456789abcdef01234567', true, 404],
      ['/dashboard', false, 302],
    ] as const) {
      const br = await rawGet(path, 'br');
      expect(br.headers['cache-control'], path).toBe('no-cache');
      expect(br.headers.vary, path).toMatch(/cookie/i);
      expect(br.headers['content-security-policy'], path).toMatch(/script-src 'self' 'nonce-/);
      expect(br.headers['content-security-policy'], path).not.toMatch(/unsafe-eval/);
      expect(br.headers['cross-origin-opener-policy'], path).toBe('same-origin-allow-popups');
      if (!rendered) {
        expect(br.status, path).toBe(302);
        expect(br.headers.location, path).toBe(`/auth/login?from=${encodeURIComponent(path)}`);
        continue;
      }
      expect(br.status, path).toBe(status);
      expect(br.headers['content-encoding'], path).toBe('br');
      expect(br.headers.vary, path).toMatch(/accept-encoding/i);
      expect(br.headers['content-type'], path).toMatch(/^text\/html/);
      const html = brotliDecompressSync(br.body).toString('utf8');
      expect(html, path).toMatch(/<body><div class="flex min-h-screen/);
    }
    // Each answer has a nonce of its own for its inline scripts: never the same bytes twice,
    // so no page is answered from a cache (the hashed assets are what a repeat visit reuses).
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i += 1) nonces.add(String((await rawGet('/', 'br')).headers['content-security-policy']));
    expect(nonces.size).toBe(3);
  });

  test('serves no source map, and no file points at one', async () => {
    for (const file of await linkedAssets()) {
      const map = await rawGet(`${file}.map`, 'identity');
      expect(map.status, `${file}.map`).toBe(404);
      expect(map.body.toString('utf8')).not.toMatch(/"mappings"/);
      const code = (await rawGet(file, 'identity')).body.toString('utf8');
      expect(code, file).not.toMatch(/sourceMappingURL/);
    }
  });

  test('answers a missing fingerprinted file with a 404, never with a cached index.html', async () => {
    const missing = await rawGet('/assets/index-0000000.js', 'br');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control'] ?? '').not.toMatch(/immutable/);
    expect(missing.body.toString('utf8')).not.toContain('<html');
  });

  test('serves robots.txt, the sitemap and the manifest as themselves, with their types', async () => {
    const robots = await rawGet('/robots.txt', 'identity');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    const robotsText = robots.body.toString('utf8');
    expect(robotsText).toMatch(/^User-agent: \*$/m);
    // Members' pages are not indexed: the server redirects a request without a session to the login
    // screen, so robots.txt need not Disallow them (a Disallow would fail Lighthouse's is-crawlable there).
    expect(robotsText).not.toMatch(/^Disallow:/m);
    for (const page of ['/dashboard', '/mytips']) {
      const guarded = await rawGet(page, 'identity');
      expect(guarded.status).toBe(302);
      expect(guarded.headers.location).toBe(`/auth/login?from=${encodeURIComponent(page)}`);
    }
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

/** The page's reads of a tip from the API (the Authorization each carried). */
function watchTipReads(page: Page, tipId: string) {
  const readsTheTip = (request: Request) =>
    request.method() === 'GET' && new URL(request.url()).pathname === `/gardenTips/${tipId}`;
  const reads: (string | null)[] = [];
  page.on('request', (request) => {
    if (readsTheTip(request)) reads.push(request.headers().authorization ?? null);
  });
  return { reads };
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

/**
 * Resolves once the browser next has nothing to do (requestIdleCallback, which runs callbacks in
 * the order they were asked for): what the page put off to idle time has run by then.
 */
const browserIdle = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));

/** Whether the Firebase Auth SDK has started in this page (it opens its IndexedDB store). */
const firebaseStarted = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).some((db) => db.name === 'firebaseLocalStorageDb'));

/** A session cookie for `member`, as the host sets it after a sign-in (Cookie header form). */
async function sessionCookie(member: Member): Promise<string> {
  const res = await fetch(new URL('/auth/session', stack().baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(stack().baseUrl).origin },
    body: JSON.stringify({ idToken: await idToken(member) }),
  });
  expect(res.status).toBe(204);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

test.describe('what a first visit loads', () => {
  test("a visitor's home page paints the carousel's first slide and never loads the Firebase SDK", async ({ open }) => {
    const { page } = await open();
    const firebaseChunks = watchFirebaseChunks(page);
    await page.goto('/', { waitUntil: 'load' });
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Raised vegetable beds/ })).toBeVisible();
    // The LCP image was preloaded at high priority by the HTML itself.
    await expect(page.locator('link[rel="preload"][as="image"][href="/images/carousel/raised-beds.svg"]')).toHaveCount(
      1,
    );
    // The app has taken the page over (its theme switch answers), and the browser has been idle
    // since: what the page puts off to idle time (a returning member's SDK) would have started.
    await expect(page.getByRole('button', { name: /^Switch to (dark|light) theme$/ })).toBeEnabled();
    await browserIdle(page);
    await page.waitForLoadState('networkidle');
    expect(firebaseChunks).toEqual([]);
    expect(await firebaseStarted(page)).toBe(false);
    // Elsewhere the image is not preloaded: it would be a wasted request.
    await page.goto('/explore', { waitUntil: 'load' });
    await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(0);
  });

  test("paints the site's top bar before any JavaScript runs, and the app takes it over in the same place", async ({
    open,
  }) => {
    for (const device of ['mobile', 'desktop'] as const) {
      const { page } = await open(undefined, { device });
      // Hold the entry module: what shows meanwhile is the HTML and its stylesheet alone.
      const release = await holdEntryModule(page);
      await page.goto('/auth/signUp', { waitUntil: 'commit' });
      const brand = page.locator('nav[aria-label="Main"] .navbar-start > a[href="/"] > span');
      await expect(brand).toBeVisible();
      expect(await brand.textContent()).toBe('Green Circle');
      // Measured once the page's stylesheets have arrived (the parser may show the bar before
      // they do, and a busy machine measured it unstyled).
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
          ),
        )
        .toBe(true);
      const before = await brand.boundingBox();

      release();
      await expect(page.getByLabel('Email')).toBeEnabled();
      expect(await brand.textContent()).toBe('Green Circle');
      // Nothing moves when React takes the page over.
      expect(await brand.boundingBox(), device).toEqual(before);
    }
  });

  test('a public page paints from the HTML alone, with its data; React then takes over that same markup without asking the API again', async ({
    open,
  }) => {
    // A tip whose title would end the page's JSON <script> or run one, were it not escaped.
    // With a word only this test's tips have, so what other tests share meanwhile stays out of its list.
    const author = await makeMember('prerender');
    const mark = uniqueMark();
    const title = `</script><script>window.pwned=1</script> $& tip ${mark}`;
    // More than a page of them, so the list has its 'Load more'.
    for (let count = 0; count < 20; count += 1) await makeTip(author, { title: `Filler ${mark} ${count}` });
    await makeTip(author, { title });

    const { page } = await open();
    const reads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/gardenTips') reads.push(`${url.pathname}${url.search}`);
    });
    await rememberParsedHeading(page);
    // Hold the entry module: what shows meanwhile is the HTML and its stylesheets alone.
    const release = await holdEntryModule(page);
    await page.goto(`/browserTips?q=${mark}`, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Browse Public Tips' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Tips' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
    expect(await page.evaluate(() => 'pwned' in window)).toBe(false);
    // The first card's photo is the page's largest paint: in the HTML, eager, at high priority.
    await expect(cards.first().locator('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveCount(1);
    // Who reads is known on the server (no session cookie: a visitor): Login from the first paint.
    const nav = page.locator('nav[aria-label="Main"]');
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(1);
    await expect(nav.locator('button[aria-label^="Account menu for"]')).toHaveCount(0);
    // The whole HTML read (its cards stream in as it arrives; the held module keeps only
    // DOMContentLoaded back), so the count is the page's, not how far the parser had come.
    await page.waitForFunction(() => document.readyState !== 'loading');
    const rendered = await cards.count();
    expect(rendered).toBeGreaterThan(1);
    // What only the app can do waits, greyed: a press now would do nothing.
    const loadMore = page.getByRole('button', { name: 'Load more' });
    const themeToggle = page.getByRole('button', { name: /^Switch to (dark|light) theme$/ });
    await expect(loadMore).toBeDisabled();
    await expect(themeToggle).toBeDisabled();
    await expect(page.locator('button[aria-label="Open menu"]')).toBeDisabled();

    release();
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(loadMore).toBeEnabled();
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

  test("every page rendered on the server is hydrated without an error, and the reader's own parts follow", async ({
    open,
  }) => {
    const { page } = await open();
    await rememberParsedHeading(page);
    for (const path of ['/', '/explore', '/terms', '/policy', '/browserTips?difficulty=Easy']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      // Polled: on a loaded machine React may take the page over after the network is quiet. A
      // page React drew afresh never passes (its heading is not the one the parser made).
      await expect.poll(() => parsedHeadingHydrated(page), { message: path }).toBe(true);
      await expect(page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Login' })).toBeVisible();
    }
    // The home page's month and hemisphere are the reader's: drawn after hydration.
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: /In season now/i })).toBeVisible();
    // Its streamed sections (featured gardeners, top tips) were taken over too, not drawn afresh.
    const lists = await page.evaluate(() =>
      (window as unknown as { parsedLists: Element[] }).parsedLists.map((list) => list.isConnected),
    );
    expect(lists.length).toBeGreaterThanOrEqual(2);
    expect(lists.every(Boolean)).toBe(true);
    // (Uncaught errors, a hydration mismatch among them, fail the test: support/fixtures.ts.)
  });

  test('a reader who scrolled before the JavaScript arrived keeps their place when React takes over', async ({
    open,
  }) => {
    const { page } = await open(undefined, { device: 'mobile' });
    await rememberParsedHeading(page);
    const release = await holdEntryModule(page);
    await page.goto('/terms', { waitUntil: 'commit' });
    const legal = page.getByRole('navigation', { name: 'Legal' });
    await expect(legal).toBeVisible();
    // Down to the footer, about to tap a link in it.
    await legal.scrollIntoViewIfNeeded();
    const place = await page.evaluate(() => window.scrollY);
    expect(place).toBeGreaterThan(300);

    release();
    await expect(page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Login' })).toBeVisible();
    // (Login is in the HTML now: React's taking over is waited for by the heading itself.)
    await expect.poll(() => parsedHeadingHydrated(page)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.scrollY)).toBe(place);
    // Later navigations scroll as before: a new page starts at its top.
    await legal.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Privacy/ })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a dashboard page never shows the public site's top bar", async ({ open }) => {
    const member = await makeMember('returning');
    const { page } = await open(undefined, { as: member });
    const release = await holdEntryModule(page);
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await page.waitForLoadState('domcontentloaded');
    await expect(page.locator('nav[aria-label="Main"]')).toHaveCount(0);
    release();
  });

  test("a visitor opening a Hidden tip's link is sent to the login screen, rendered on the server, and comes back to the tip after signing in", async ({
    open,
  }) => {
    const member = await makeMember('returning');
    // (A Public tip's link shows a visitor its preview instead: installable-offline-shareable.e2e.ts.)
    const tip = await createTip(member, tipInput({ title: 'Shared with a friend', availability: 'Hidden' }));
    const tipLink = `/tipDetails/${tip._id}`;
    // No session cookie: the server sends the browser to the login screen, kept by no cache.
    const loginAddress = `/auth/login?from=${encodeURIComponent(tipLink)}`;
    const answer = await rawGet(tipLink, 'br');
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe(loginAddress);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.vary).toMatch(/cookie/i);
    const html = brotliDecompressSync((await rawGet(loginAddress, 'br')).body).toString('utf8');
    expect(html).toContain('<title>Login | Green Circle</title>');

    const { page } = await open(undefined, { device: 'mobile' });
    await rememberParsedHeading(page);
    const release = await holdEntryModule(page);
    await page.goto(tipLink, { waitUntil: 'commit' });
    // The login screen paints from the HTML. Its form is a real form from the start (posted before
    // the JavaScript, the server checks it and says sign-in needs the JavaScript); Google waits.
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    expect(page.url()).toBe(new URL(loginAddress, stack().baseUrl).href);
    expect(await page.title()).toBe('Login | Green Circle');
    await expect(page.getByLabel('Email')).toBeEditable();
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();

    release();
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
    expect(await parsedHeadingHydrated(page)).toBe(true);
    await signIn(page, member, { navigate: false });
    await expect(page.getByRole('heading', { level: 1, name: 'Shared with a friend' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(tipLink);

    // Signed in, the browser carries the session cookie: the same link now opens the tip itself.
    await page.goto(tipLink);
    await expect(page.getByRole('heading', { level: 1, name: 'Shared with a friend' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(tipLink);
  });

  test("a member's tip details come drawn for that member: the tip, their like and their hidden tip, in the HTML; the app takes that over without reading again", async ({
    open,
  }) => {
    const member = await makeMember('returning');
    const author = await makeMember('author');
    const tip = await createTip(author, tipInput({ title: 'Painted for a member', availability: 'Public' }));
    await api(`/gardenTips/${tip._id}/like`, { method: 'PATCH', as: member, body: JSON.stringify({ increment: 1 }) });
    const tipLink = `/tipDetails/${tip._id}`;
    // Asked for with the member's session cookie: rendered as the member sees it, kept apart from
    // a visitor's answer (a redirect), and nothing in it says who wrote it beyond the API's view.
    const cookie = await sessionCookie(member);
    const answer = await rawGet(tipLink, 'br', { cookie });
    expect(answer.status).toBe(200);
    expect(answer.headers.vary).toMatch(/cookie/i);
    expect(answer.headers['cache-control']).toBe('no-cache');
    const html = brotliDecompressSync(answer.body).toString('utf8');
    expect(html).toContain('<title>Painted for a member | Green Circle</title>');
    // The member's own like: the button pressed.
    expect(html).toContain('aria-pressed="true"');
    for (const secret of [author.email, author.uid]) expect(html).not.toContain(secret);
    // A tip the API shows no visitor (hidden) is drawn for its author too.
    const hidden = await createTip(member, tipInput({ title: 'Not for the public', availability: 'Hidden' }));
    const own = brotliDecompressSync((await rawGet(`/tipDetails/${hidden._id}`, 'br', { cookie })).body).toString(
      'utf8',
    );
    expect(own).toContain('<title>Not for the public | Green Circle</title>');

    const { page } = await open(undefined, { as: member, device: 'mobile' });
    await rememberParsedHeading(page);
    const { reads } = watchTipReads(page, tip._id);
    const release = await holdEntryModule(page);
    await page.goto(tipLink, { waitUntil: 'commit' });
    // From the HTML alone: the tip, its photo and the member's like, which answers once the app runs.
    await expect(page.getByRole('heading', { level: 1, name: 'Painted for a member' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Painted for a member' })).toBeVisible();
    const likeButton = (word: string) => page.getByRole('button', { name: new RegExp(`^${word} 1 like$`) });
    await expect(likeButton(MESSAGES.liked)).toBeVisible();
    await expect(accountButton(page, member.displayName)).toBeVisible();

    release();
    // The Like is a form the server's HTML already offers (it posts before the app runs), so its
    // being enabled says nothing of React: wait for React to own the heading the parser made.
    await expect(likeButton(MESSAGES.liked)).toBeEnabled();
    await expect.poll(() => parsedHeadingHydrated(page)).toBe(true);
    const remind = page.getByRole('button', { name: 'Add to my plan' });
    await expect(remind).toBeEnabled();
    // (Uncaught errors, a hydration mismatch among them, fail the test: support/fixtures.ts.)
    // The server read the tip as the member; the browser never had to.
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual([]);
  });

  test('a member whose browser lost the session cookie is sent to the login screen, and back to the tip after signing in', async ({
    open,
  }) => {
    const member = await makeMember('returning');
    const tip = await createTip(member, tipInput({ title: 'Found again', availability: 'Hidden' }));
    const { page, context } = await open(undefined, { as: member });
    await context.clearCookies();
    await page.goto(`/tipDetails/${tip._id}`);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await signIn(page, member, { navigate: false });
    await expect(page.getByRole('heading', { level: 1, name: 'Found again' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/tipDetails/${tip._id}`);
    const session = (await context.cookies()).find((cookie) => cookie.name === '__session');
    expect(session?.httpOnly).toBe(true);
  });

  test("a member's hidden tip comes in the HTML, before the app's code has run, and the browser never reads it", async ({
    open,
  }) => {
    const member = await makeMember('returning');
    const tip = await createTip(member, tipInput({ title: 'Read before the JavaScript', availability: 'Hidden' }));
    const { page } = await open(undefined, { as: member });
    const { reads } = watchTipReads(page, tip._id);
    const release = await holdEntryModule(page);
    await page.goto(`/tipDetails/${tip._id}`, { waitUntil: 'commit' });
    // A hidden tip: only its author's session could have read it.
    await expect(page.getByRole('heading', { level: 1, name: 'Read before the JavaScript' })).toBeVisible();
    release();
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual([]);
  });

  test('a returning member sees their avatar from the first paint, with no Login or spinner in between', async ({
    open,
  }) => {
    const member = await makeMember('returning');
    // A member who signed in before: the session cookie is kept.
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

    await page.goto('/');
    await expect(accountButton(page, member.displayName)).toBeVisible();
    // The session is the member's word (issue 34): the Firebase SDK is not loaded for them at all,
    // and once the browser has been idle the avatar is still there.
    await browserIdle(page);
    await page.waitForLoadState('networkidle');
    await expect(accountButton(page, member.displayName)).toBeVisible();
    expect(firebaseChunks).toEqual([]);
    expect(await firebaseStarted(page)).toBe(false);

    const states = await page.evaluate(() => (window as unknown as { navbarStates: string[] }).navbarStates);
    // The server knew the member from the session cookie: the avatar from the first byte. Never
    // Login, never a spinner ('other': the navbar while the parser is still inside it).
    expect(states.filter((state) => state !== 'other')).toEqual(['avatar']);
    // The site keeps nothing of the member where the page's scripts could read it: the session
    // cookie is HttpOnly, and the site's own storage names nobody. (With "Remember me", Firebase's
    // SDK keeps its sign-in record under its own `firebase:` keys, as it does on any site.)
    const stored = await page.evaluate(() =>
      JSON.stringify(Object.entries({ ...localStorage }).filter(([key]) => !key.startsWith('firebase:'))),
    );
    expect(stored).not.toContain(member.email);
    expect(await page.evaluate(() => document.cookie)).not.toContain('__session');
  });
});
