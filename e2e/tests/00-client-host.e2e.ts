// The client host (scripts/lib/serve-client.mjs, run by npm start and by this suite's stack):
// a CSP with exactly what the client needs — itself, the API, the Auth emulator or Google's
// endpoints, https images — and nothing broader; COOP that lets the Google pop-up talk back.
// And every image the seed data refers to is one the client ships (the site looks whole offline).
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startClientServer } from '../../scripts/lib/serve-client.mjs';
import { api, listTips, seedMember } from '../support/api';

type Csp = Record<string, string[]>;
const parseCsp = (header: string): Csp =>
  Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );

/** Every source is one of the allowed ones, and every required one is there. */
function expectSources(csp: Csp, directive: string, allowed: string[], required: string[] = allowed) {
  const sources = csp[directive];
  expect(sources, directive).toBeDefined();
  for (const source of sources!) expect(allowed, `${directive} ${source}`).toContain(source);
  for (const source of required) expect(sources, directive).toContain(source);
}

describe('the client host (scripts/lib/serve-client.mjs)', () => {
  const INLINE = "document.documentElement.dataset.theme = localStorage.getItem('theme') ?? 'light';";
  const API = 'http://localhost:5000';
  let distDir: string;
  const servers: { url: string; close: () => Promise<void> }[] = [];

  beforeAll(() => {
    distDir = mkdtempSync(path.join(tmpdir(), 'gc-sec-dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(
      path.join(distDir, 'index.html'),
      `<!doctype html><html><head><script>${INLINE}</script><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`,
    );
    writeFileSync(path.join(distDir, 'assets', 'app.js'), 'console.log("app")');
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  async function serve(options: Record<string, unknown>) {
    const server = await startClientServer({ port: 0, host: '127.0.0.1', distDir, apiUrl: API, ...options });
    servers.push(server);
    return server as { url: string };
  }

  const inlineHash = async () => {
    const { createHash } = await import('node:crypto');
    return `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;
  };

  function expectCommon(csp: Csp, api = API) {
    const all = Object.values(csp).flat();
    expect(all).not.toContain("'unsafe-eval'");
    expect(all).not.toContain('*');
    expect(all).not.toContain('http:');
    expect(all.filter((s) => s.includes('*'))).toEqual([]);
    expectSources(csp, 'default-src', ["'self'"]);
    expectSources(csp, 'object-src', ["'none'"]);
    expectSources(csp, 'base-uri', ["'self'"]);
    expectSources(csp, 'form-action', ["'self'"]);
    expectSources(csp, 'frame-ancestors', ["'none'"]);
    // Tips carry https image URLs from anywhere and photos uploaded to exactly the API's origin;
    // data:/blob: for inline images and the photo picker's preview; never plain http at large.
    expectSources(csp, 'img-src', ["'self'", api, 'https:', 'data:', 'blob:'], ["'self'", api, 'https:']);
    // Inline styles are needed by react-toastify, sweetalert2 and swiper; no other style origin.
    expectSources(csp, 'style-src', ["'self'", "'unsafe-inline'"], ["'self'"]);
    expectSources(csp, 'font-src', ["'self'", 'data:'], ["'self'"]);
  }

  it('local stack (Auth emulator): self, the API, the emulator, https images; COOP allows the pop-up', async () => {
    const emulator = '127.0.0.1:9099';
    const server = await serve({ authEmulatorHost: emulator });
    for (const route of ['/', '/tips/123', '/assets/app.js']) {
      const res = await fetch(`${server.url}${route}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-powered-by')).toBeNull();
      const csp = parseCsp(res.headers.get('content-security-policy')!);
      expectCommon(csp);
      // Scripts: itself, the one inline theme script by its hash (never 'unsafe-inline'), and
      // Google's gapi loader that Firebase Auth uses for the pop-up.
      expectSources(
        csp,
        'script-src',
        ["'self'", await inlineHash(), 'https://apis.google.com'],
        ["'self'", await inlineHash()],
      );
      expectSources(csp, 'connect-src', ["'self'", API, `http://${emulator}`, 'http://localhost:9099']);
      expectSources(csp, 'frame-src', [`http://${emulator}`, 'http://localhost:9099'], [`http://${emulator}`]);
      expect(csp['upgrade-insecure-requests']).toBeUndefined();
    }
    const missing = await fetch(`${server.url}/assets/missing.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toMatch(/\n\s+at |node_modules/);
  });

  it('production (no emulator): Google auth endpoints and the auth domain only, upgrade to https, HSTS', async () => {
    const server = await serve({
      apiUrl: 'https://api.greencircle.example',
      authDomain: 'green-circle.firebaseapp.com',
    });
    const res = await fetch(`${server.url}/`);
    const csp = parseCsp(res.headers.get('content-security-policy')!);
    expectCommon(csp, 'https://api.greencircle.example');
    expectSources(csp, 'connect-src', [
      "'self'",
      'https://api.greencircle.example',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://www.googleapis.com',
    ]);
    expectSources(csp, 'frame-src', ['https://green-circle.firebaseapp.com']);
    expect(csp['upgrade-insecure-requests']).toBeDefined();
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });
});

describe('the images of the seed data', () => {
  it('are all served by the client host as SVG with a title', async () => {
    const { body: gardeners } = await api<{ image: string }[]>('/allGardeners');
    // A member lists Hidden tips too.
    const { tips } = await listTips('limit=100', seedMember(0));
    const seeded = tips.filter((tip) => tip.image.startsWith('/images/tips/'));
    expect(gardeners.length).toBeGreaterThanOrEqual(12);
    expect(seeded.length).toBeGreaterThanOrEqual(16);
    const images = new Set([...gardeners.map((g) => g.image), ...seeded.map((t) => t.image)]);
    for (const image of images) {
      expect(image).toMatch(/^\/images\/(gardeners|tips)\/[a-z0-9-]+\.svg$/);
      const res = await fetch(`${inject('baseUrl')}${image}`);
      expect(res.status, image).toBe(200);
      expect(res.headers.get('content-type'), image).toMatch(/^image\/svg\+xml/);
      expect(await res.text(), image).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>[\s\S]*<title/);
    }
  });
});

describe("pages rendered on the server (serve-client with the build's renderer)", () => {
  const TEMPLATE = [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="UTF-8" /><meta name="description" content="The whole site." /><title>Green Circle</title>',
    '<link rel="modulepreload" crossorigin href="/assets/runtime.js"><link rel="stylesheet" crossorigin href="/assets/index.css"></head>',
    '<body><!-- app-shell: static bar --><div id="app-shell">bar</div><!-- /app-shell -->',
    '<div id="root"></div><script type="module" crossorigin src="/assets/index.js"></script></body></html>',
  ].join('');
  const page = {
    head: '<title>Browse Tips | Green Circle</title><meta name="description" content="Public tips."/><link rel="preload" as="image" href="/images/a.svg" fetchPriority="high"/>',
    body: '<div class="page"><h1>Browse</h1><p>Costs $&amp; $1 nothing</p></div>',
    answers: {
      'http://api.example/gardenTips': {
        body: '[{"title":"</script><script>alert(1)</script> $&"}]',
        headers: { link: '<x>; rel="next"' },
      },
    },
  };
  let distDir: string;
  const servers: { url: string; close: () => Promise<void> }[] = [];

  beforeAll(() => {
    distDir = mkdtempSync(path.join(tmpdir(), 'gc-ssr-dist-'));
    mkdirSync(path.join(distDir, '.vite'), { recursive: true });
    writeFileSync(path.join(distDir, 'index.html'), TEMPLATE);
    writeFileSync(
      path.join(distDir, '.vite', 'first-paint.json'),
      JSON.stringify({ styles: { '^/browserTips$': ['/assets/browse.css'] } }),
    );
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  async function serve(
    prerender: (href: string, cookie?: string) => Promise<unknown>,
    visitorRedirect?: (href: string, cookie: string | undefined) => string | null,
  ) {
    const server = await startClientServer({
      port: 0,
      host: '127.0.0.1',
      distDir,
      apiUrl: 'http://api.example',
      prerender,
      visitorRedirect,
    });
    servers.push(server);
    return server.url;
  }

  it('puts the page into index.html: its markup, title, description, photo preload and styles, the answers as inert JSON', async () => {
    const asked: string[] = [];
    const url = await serve(async (href) => (asked.push(href), page));
    const res = await fetch(`${url}/browserTips?q=rose`, { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    const html = await res.text();
    expect(asked).toEqual([`${url}/browserTips?q=rose`]);
    expect(html).toContain('<html lang="en" data-prerendered>');
    expect(html).toContain('<title>Browse Tips | Green Circle</title>');
    expect(html).not.toContain('<title>Green Circle</title>');
    expect(html).toContain('<meta name="description" content="Public tips."/>');
    expect(html).not.toContain('The whole site.');
    expect(html).toContain('<link rel="preload" as="image" href="/images/a.svg" fetchPriority="high"/>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/browse.css"></head>');
    // The markup as rendered ("$&" is text, not a replacement pattern), and no static bar.
    expect(html).toContain(
      '<div id="root"><div class="page"><h1>Browse</h1><p>Costs $&amp; $1 nothing</p></div></div>',
    );
    expect(html).not.toContain('app-shell');
    // The answers cannot end their <script>: one closing tag for it, and they read back whole.
    const json = /<script type="application\/json" id="gc-answers">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('</script');
    expect(JSON.parse(json!)).toEqual(page.answers);
    expect(html.match(/<script/g)).toHaveLength(2);
    // The modules are not needed for this paint: they wait, inert, in a template that index.html
    // puts in once the page has painted (e2e 13-delivery), and then at low priority.
    const held = /<template id="gc-app">([\s\S]*?)<\/template>/.exec(html)?.[1];
    expect(held).toBe(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/runtime.js"><script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>',
    );
    expect(html.replace(held!, '')).not.toMatch(/modulepreload|type="module"/);
  });

  it.each(['evil.example:99999', 'a b', '[::1', 'evil.example/path'])(
    'issue 22 #19: answers a malformed Host %j with 400, as the API does, never 500',
    async (host) => {
      const asked: string[] = [];
      const url = await serve(async (href) => (asked.push(href), page));
      for (const pathname of ['/explore', '/robots.txt']) {
        const res = await rawGet(url, pathname, host);
        expect(res.status, `${pathname} with Host ${host}`).toBe(400);
        expect(res.body).not.toContain('Error');
      }
      expect(asked).toEqual([]);
      // A well-formed Host still gets the page.
      expect((await rawGet(url, '/explore', 'greencircle.example:8080')).status).toBe(200);
    },
  );

  it('sends the plain index.html when the renderer has no page, fails, or is not asked (files, other methods)', async () => {
    for (const prerender of [async () => null, async () => Promise.reject(new Error('API down'))]) {
      const url = await serve(prerender);
      const html = await (await fetch(`${url}/explore`, { headers: { Accept: 'text/html' } })).text();
      expect(html).toBe(TEMPLATE);
    }
    const asked: string[] = [];
    const url = await serve(async (href) => (asked.push(href), page));
    expect((await fetch(`${url}/robots.txt`)).status).toBe(404);
    expect((await fetch(`${url}/explore`, { method: 'HEAD' })).status).toBe(200);
    expect((await fetch(`${url}/explore`, { headers: { Accept: 'application/json' } })).status).toBe(200);
    expect(asked).toEqual([]);
  });

  it("answers a visitor's shared member page with the page it leads to, at that page's address; a redirect when that cannot be rendered", async () => {
    const asked: string[] = [];
    const cookies: (string | undefined)[] = [];
    const toLogin = (href: string, cookie: string | undefined) => {
      cookies.push(cookie);
      return new URL(href).pathname === '/tipDetails/1' && !cookie ? '/auth/login?from=%2FtipDetails%2F1&x="<' : null;
    };
    // The renderer has the login screen only (a member's page is never rendered).
    const url = await serve(
      async (href) => (asked.push(href), new URL(href).pathname === '/auth/login' ? page : null),
      toLogin,
    );
    const res = await fetch(`${url}/tipDetails/1`, { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('vary')).toMatch(/cookie/i);
    expect(asked).toEqual([`${url}/auth/login?from=%2FtipDetails%2F1&x=%22%3C`]);
    // The address, as an attribute that cannot be broken out of.
    expect(await res.text()).toContain(
      '<html lang="en" data-prerendered data-location="/auth/login?from=%2FtipDetails%2F1&amp;x=&quot;&lt;">',
    );
    // A member's browser (its cookie reaches the check) gets the page it asked for.
    const member = await fetch(`${url}/tipDetails/1`, { headers: { Accept: 'text/html', Cookie: 'gc-member=1' } });
    expect(await member.text()).toBe(TEMPLATE);
    expect(cookies.at(-1)).toBe('gc-member=1');
    expect(asked.at(-1)).toBe(`${url}/tipDetails/1`);

    // Rendered for it (the renderer was handed the cookie, and says so): kept apart from a visitor's.
    const cookiesSeen: (string | undefined)[] = [];
    const rendering = await serve(
      async (href, cookie) => (cookiesSeen.push(cookie), { ...page, byCookie: true }),
      toLogin,
    );
    const rendered = await fetch(`${rendering}/tipDetails/1`, {
      headers: { Accept: 'text/html', Cookie: 'gc-member=1' },
    });
    expect(rendered.headers.get('cache-control')).toBe('no-cache');
    expect(rendered.headers.get('vary')).toMatch(/cookie/i);
    expect(await rendered.text()).toContain('<html lang="en" data-prerendered>');
    expect(cookiesSeen).toEqual(['gc-member=1']);

    const failing = await serve(async () => null, toLogin);
    const redirect = await fetch(`${failing}/tipDetails/1`, { headers: { Accept: 'text/html' }, redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/auth/login?from=%2FtipDetails%2F1&x=%22%3C');
    expect(redirect.headers.get('cache-control')).toBe('no-store');
  });
});

/** A GET with a Host header of our choosing (fetch will not send one), as a browser or a scanner could. */
function rawGet(base: string, pathname: string, host: string) {
  const { port } = new URL(base);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: pathname, headers: { host, accept: 'text/html' }, setHost: false },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}
