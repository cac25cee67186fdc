// The client host (client/server/app.ts, built with the client; run by npm start and by this
// suite's stack): a CSP with exactly what the client needs — itself, the API, the Auth emulator or
// Google's endpoints, https images, its own inline scripts by a nonce made for each answer — and
// nothing broader; COOP that lets the Google pop-up talk back; a malformed Host refused. The
// session cookie it makes at sign-in: HttpOnly, refused across sites, dead once the account is.
// And every image the seed data refers to is one the client ships (the site looks whole offline).
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { expect, test } from '../support/fixtures';
import { stack } from '../support/stack';
import { cspDirectives } from '../../client/server/csp';
import { THEME_SCRIPT } from '../../client/src/lib/theme-script';
import { api, createAccount, createTip, idToken, listTips, newMember, seedMember, tipInput } from '../support/api';

type Csp = Record<string, string[]>;
const parseCsp = (header: string): Csp =>
  Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
/** helmet's directives (camelCase keys) as the header lists them. */
const asCsp = (directives: Record<string, string[] | null>): Csp =>
  Object.fromEntries(
    Object.entries(directives)
      .filter(([, sources]) => sources !== null)
      .map(([name, sources]) => [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), sources!]),
  );

/** Every source is one of the allowed ones, and every required one is there. */
function expectSources(csp: Csp, directive: string, allowed: string[], required: string[] = allowed) {
  const sources = csp[directive];
  expect(sources, directive).toBeDefined();
  for (const source of sources!) expect(allowed, `${directive} ${source}`).toContain(source);
  for (const source of required) expect(sources, directive).toContain(source);
}

const base = () => stack().baseUrl;
const THEME_HASH = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;

test.describe('the client host (client/server/app.ts)', () => {
  function expectCommon(csp: Csp, api: string) {
    const all = Object.values(csp).flat();
    expect(all).not.toContain("'unsafe-eval'");
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
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

  test('local stack (Auth emulator): self, the API, the emulator, https images, a fresh nonce each answer; COOP allows the pop-up', async () => {
    const emulator = stack().emulatorHost;
    const emulatorPort = emulator.split(':').at(-1);
    const API = new URL(stack().apiUrl).origin;
    const home = await (await fetch(`${base()}/`)).text();
    const asset = /(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
    expect(asset).toBeTruthy();
    const nonces = new Set<string>();
    // A page, another page and an asset (an unknown address answers 404 now: findings 3).
    for (const route of ['/', '/explore', asset!]) {
      const res = await fetch(`${base()}${route}`);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-powered-by')).toBeNull();
      const csp = parseCsp(res.headers.get('content-security-policy')!);
      expectCommon(csp, API);
      // Scripts: itself, the answer's own inline scripts by its nonce (never 'unsafe-inline'), the
      // theme's by its hash, and Google's gapi loader that Firebase Auth uses for the pop-up.
      const nonce = csp['script-src']!.find((source) => source.startsWith("'nonce-"));
      expect(nonce, route).toMatch(/^'nonce-[A-Za-z0-9+/=]{20,}'$/);
      nonces.add(nonce!);
      expectSources(csp, 'script-src', ["'self'", nonce!, THEME_HASH, 'https://apis.google.com'], ["'self'", nonce!]);
      expectSources(csp, 'connect-src', ["'self'", API, `http://${emulator}`, `http://localhost:${emulatorPort}`]);
      expectSources(
        csp,
        'frame-src',
        [`http://${emulator}`, `http://localhost:${emulatorPort}`],
        [`http://${emulator}`],
      );
      expect(csp['upgrade-insecure-requests']).toBeUndefined();
    }
    expect(nonces.size).toBe(3);
    // Every inline script of a page carries that answer's nonce, but the theme's, which the policy allows by its hash.
    const res = await fetch(`${base()}/`);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy')!)![1];
    const scripts = [...(await res.text()).matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(2);
    const theme = scripts.filter(([, attributes]) => !attributes!.includes(`nonce="${nonce}"`));
    expect(theme.map(([, , text]) => `'sha256-${createHash('sha256').update(text!).digest('base64')}'`)).toEqual([
      THEME_HASH,
    ]);

    const missing = await fetch(`${base()}/assets/missing.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toMatch(/\n\s+at |node_modules/);
  });

  test('production (no emulator): Google auth endpoints and the auth domain only, upgrade to https', () => {
    const csp = asCsp(
      cspDirectives('abc', {
        VITE_API_URL: 'https://api.greencircle.example',
        VITE_FIREBASE_AUTH_DOMAIN: 'green-circle.firebaseapp.com',
      }),
    );
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
  });

  for (const host of ['evil.example:99999', 'a b', '[::1', 'evil.example/path', 'evil.example/<script>']) {
    test(`issue 22 #19: answers a malformed Host ${JSON.stringify(host)} with 400, as the API does, never 500`, async () => {
      for (const pathname of ['/explore', '/robots.txt']) {
        const res = await rawGet(base(), pathname, host);
        expect(res.status, `${pathname} with Host ${host}`).toBe(400);
        expect(res.body).not.toContain('Error');
      }
      // A well-formed Host still gets the page.
      expect((await rawGet(base(), '/explore', 'greencircle.example:8080')).status).toBe(200);
      expect((await rawGet(base(), '/explore', new URL(base()).host)).status).toBe(200);
    });
  }
});

/** Signs `member` in with the emulator and hands the fresh ID token to the host, from `origin`. */
async function startSession(member: Parameters<typeof idToken>[0], origin = base()) {
  return fetch(`${base()}/auth/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ idToken: await idToken(member) }),
    redirect: 'manual',
  });
}
const cookieOf = (res: Response) => res.headers.get('set-cookie')?.split(';')[0] ?? '';

test.describe('the session cookie (POST and DELETE /auth/session)', () => {
  test('is HttpOnly, SameSite=Lax, at most 14 days, and renders a members-only page as that member', async () => {
    const member = await createAccount(newMember('session'));
    const tip = await createTip(member, tipInput({ title: 'Only in my list', availability: 'Hidden' }));
    const started = await startSession(member);
    expect(started.status).toBe(204);
    const header = started.headers.get('set-cookie')!;
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(Number(/Max-Age=(\d+)/i.exec(header)?.[1])).toBeLessThanOrEqual(14 * 24 * 3600);
    // localhost: plain http, so not Secure here (it is on any other host).
    expect(header).not.toMatch(/Secure/i);

    const page = await fetch(`${base()}/mytips`, { headers: { cookie: cookieOf(started) }, redirect: 'manual' });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(tip.title);
    expect(html).toContain(`Account menu for ${member.displayName}`);

    const visitor = await fetch(`${base()}/mytips`, { redirect: 'manual' });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toMatch(/\/auth\/login\?from=%2Fmytips$/);

    const ended = await fetch(`${base()}/auth/session`, {
      method: 'DELETE',
      headers: { origin: base(), cookie: cookieOf(started) },
    });
    expect(ended.status).toBe(204);
    expect(ended.headers.get('set-cookie')).toMatch(/^__session=; Max-Age=0/);
  });

  test('refuses a cross-site POST or DELETE, with the cookie or without', async () => {
    const member = await createAccount(newMember('cross-site'));
    const refused = await startSession(member, 'https://evil.example');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('set-cookie')).toBeNull();
    const started = await startSession(member);
    const cookie = cookieOf(started);
    for (const method of ['POST', 'DELETE']) {
      const res = await fetch(`${base()}/auth/session`, {
        method,
        headers: { 'content-type': 'application/json', origin: 'https://evil.example', cookie },
        body: method === 'POST' ? JSON.stringify({ idToken: await idToken(member) }) : undefined,
      });
      expect(res.status, method).toBe(403);
      expect(res.headers.get('set-cookie'), method).toBeNull();
    }
    // No Origin at all (a form from an old browser, a script): refused too.
    const bare = await fetch(`${base()}/auth/session`, { method: 'DELETE', headers: { cookie } });
    expect(bare.status).toBe(403);
  });

  test('stops working once the account is disabled', async () => {
    const member = await createAccount(newMember('disabled'));
    const cookie = cookieOf(await startSession(member));
    expect((await fetch(`${base()}/dashboard`, { headers: { cookie }, redirect: 'manual' })).status).toBe(200);
    const disabled = await fetch(
      `http://${stack().emulatorHost}/identitytoolkit.googleapis.com/v1/projects/${stack().projectId}/accounts:update`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
        body: JSON.stringify({ localId: member.uid, disableUser: true }),
      },
    );
    expect(disabled.status).toBe(200);
    const after = await fetch(`${base()}/dashboard`, { headers: { cookie }, redirect: 'manual' });
    expect(after.status).toBe(302);
    expect(after.headers.get('location')).toMatch(/\/auth\/login\?from=%2Fdashboard$/);
  });
});

test.describe('the images of the seed data', () => {
  test('are all served by the client host as SVG with a title', async () => {
    const { body: gardeners } = await api<{ image: string }[]>('/allGardeners');
    // A member lists Hidden tips too.
    const { tips } = await listTips('limit=100', seedMember(0));
    const seeded = tips.filter((tip) => tip.image.startsWith('/images/tips/'));
    expect(gardeners.length).toBeGreaterThanOrEqual(12);
    expect(seeded.length).toBeGreaterThanOrEqual(16);
    const images = new Set([...gardeners.map((g) => g.image), ...seeded.map((t) => t.image)]);
    for (const image of images) {
      expect(image).toMatch(/^\/images\/(gardeners|tips)\/[a-z0-9-]+\.svg$/);
      const res = await fetch(`${stack().baseUrl}${image}`);
      expect(res.status, image).toBe(200);
      expect(res.headers.get('content-type'), image).toMatch(/^image\/svg\+xml/);
      expect(await res.text(), image).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>[\s\S]*<title/);
    }
  });
});

/** A GET with a Host header of our choosing (fetch will not send one), as a browser or a scanner could. */
function rawGet(url: string, pathname: string, host: string) {
  const { port } = new URL(url);
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

test.describe('a write whose body is not a form', () => {
  test("answers 400 with words on every page that takes a form, a visitor's and a member's, never the host's 500", async () => {
    const member = await createAccount(newMember('not-a-form'));
    const {
      body: [tip],
    } = await api<{ _id: string; authorId: string }[]>('/gardenTips?limit=1');
    const cookie = cookieOf(await startSession(member));
    const pages = [
      `/tipDetails/${tip!._id}`,
      '/gardentip',
      '/mytips',
      `/updateTip/${tip!._id}`,
      `/gardeners/${tip!.authorId}`,
      '/plants/tomato',
      '/notifications',
      '/moderation',
      '/reports',
      '/auth/login',
      '/auth/signUp',
      '/language',
      '/dashboard/my-items',
      '/dashboard/profile',
      '/dashboard/my-plants',
      '/dashboard/delete-account',
    ];
    // What no page of the site sends: multipart cut short, JSON, plain text.
    const bodies: [string, string][] = [
      ['multipart/form-data; boundary=XX', '--XX\r\nContent-Disposition: form-data; name="intent"\r\n\r\nlike'],
      ['application/json', '{"intent":"like"}'],
      ['text/plain', 'intent=like'],
    ];
    const answers: string[] = [];
    for (const who of [{}, { cookie }] as Record<string, string>[])
      for (const page of pages)
        for (const [type, body] of bodies) {
          const res = await fetch(`${base()}${page}`, {
            method: 'POST',
            headers: { origin: base(), 'content-type': type, ...who },
            body,
            redirect: 'manual',
          });
          const text = await res.text();
          // A page a visitor may not write on sends them to sign in first; anything else reads the body.
          if (res.status === 302 || res.status === 303) continue;
          answers.push(`${res.status} ${page} ${type}${'cookie' in who ? ' (member)' : ''}`);
          if (res.status === 400) expect(text, `${page} ${type}`).toContain('That form could not be read.');
          // The error page in the site's frame, every word of it from the page's catalogue (no raw key).
          if (res.headers.get('content-type')?.startsWith('text/html'))
            expect(text, `${page} ${type}`).not.toMatch(/>(footer|nav|routeError|common)\.[A-Za-z]+</);
        }
    expect(answers.filter((answer) => !answer.startsWith('400 '))).toEqual([]);
    // Both a visitor's and a member's writes reached the check, on most of the pages.
    expect(answers.filter((answer) => answer.endsWith('(member)')).length).toBeGreaterThanOrEqual(pages.length * 2);
  });
});

test.describe('malformed cookies, headers, queries and paths', () => {
  test('findings 9: a bad value is ignored: every page answers as without it, never the host’s 500', async () => {
    const member = await createAccount(newMember('bad-cookie'));
    const session = cookieOf(await startSession(member));
    const pages = ['/', '/browserTips', '/plants/tomato', '/auth/login', '/mytips', '/explore', '/_root.data'];
    const bad: Record<string, string>[] = [
      { cookie: 'lang=%ZZ' },
      { cookie: 'lang=%; __session=%ZZ' },
      { cookie: `theme=%E0%A4%A; lang=%ZZ; ${session}` },
      { 'accept-language': ';;q=%ZZ,,es;q=abc,=' },
    ];
    const answers: string[] = [];
    for (const headers of bad)
      for (const page of pages) {
        const res = await fetch(`${base()}${page}`, { headers, redirect: 'manual' });
        answers.push(`${res.status} ${page} ${JSON.stringify(headers)}`);
        expect(res.status, `${page} ${JSON.stringify(headers)}`).toBeLessThan(500);
      }
    // The home page with the malformed cookie: drawn in English, as with no cookie at all.
    const home = await fetch(`${base()}/`, { headers: { cookie: 'lang=%ZZ' } });
    expect(home.status).toBe(200);
    expect(await home.text()).toMatch(/<html lang="en"/);
    // With the member's session beside it, the member's page.
    const mine = await fetch(`${base()}/mytips`, { headers: { cookie: `lang=%ZZ; ${session}` }, redirect: 'manual' });
    expect(mine.status).toBe(200);
    // Queries and paths: a 4xx or the page, never a 500.
    for (const address of [
      '/?lang=%ZZ',
      '/browserTips?q=%ZZ&lang=%',
      '/tips/page?from=http%3A%2F%2F%5B',
      '/notifications/page?from=%2F%2F%5B',
      '/tipDetails/%ZZ',
      '/plants/%ZZ',
      '/gardeners/%E0%A4%A',
      '/%ZZ',
    ]) {
      const res = await fetch(`${base()}${address}`, { headers: { cookie: session }, redirect: 'manual' });
      expect(res.status, address).toBeLessThan(500);
    }
    for (const target of ['//[', '//[/previews/x', '/previews/%ZZ'])
      expect((await rawGet(base(), target, new URL(base()).host)).status, target).toBeLessThan(500);
  });
});

test.describe('every redirect the site makes from input stays on the site', () => {
  const offSite = [
    '/.//evil.example',
    '/%2e//evil.example',
    '/a/..//evil.example',
    '/./\\evil.example',
    '//evil.example',
  ];

  test('findings 10: the language switch’s returnTo and the login’s from= are checked once normalised', async () => {
    for (const returnTo of offSite) {
      const res = await fetch(`${base()}/language`, {
        method: 'POST',
        headers: { origin: base(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ language: 'es', returnTo }).toString(),
        redirect: 'manual',
      });
      expect(res.status, returnTo).toBe(303);
      expect(res.headers.get('location'), returnTo).toBe('/');
    }
    // A path of the site comes back normalised, without the ?lang= that would outrank the choice.
    const back = await fetch(`${base()}/language`, {
      method: 'POST',
      headers: { origin: base(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ language: 'es', returnTo: '/a/../plants/tomato?lang=en' }).toString(),
      redirect: 'manual',
    });
    expect(back.headers.get('location')).toBe('/plants/tomato');

    const member = await createAccount(newMember('from-off-site'));
    const cookie = cookieOf(await startSession(member));
    for (const from of offSite) {
      const res = await fetch(`${base()}/auth/login?from=${encodeURIComponent(from)}`, {
        headers: { cookie },
        redirect: 'manual',
      });
      expect(res.status, from).toBe(302);
      expect(res.headers.get('location'), from).toBe('/');
    }
  });
});

test.describe('a connection that goes silent', () => {
  test('findings 11: a photo upload (POST /photos) that sends its headers and stops is ended within 30 s', async () => {
    test.setTimeout(120_000);
    const member = await createAccount(newMember('stalled-upload'));
    const cookie = cookieOf(await startSession(member));
    const { hostname, port } = new URL(base());
    const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname);
    await once(socket, 'connect');
    socket.on('data', () => {});
    socket.on('error', () => {});
    const start = performance.now();
    const closed = once(socket, 'close').then(() => performance.now() - start);
    // The picker's upload as a phone sends it, then nothing more: the signal is lost.
    socket.write(
      `POST /photos HTTP/1.1\r\nHost: ${new URL(base()).host}\r\nOrigin: ${base()}\r\nCookie: ${cookie}\r\n` +
        'Content-Type: multipart/form-data; boundary=XX\r\nContent-Length: 500000\r\n\r\n' +
        '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
    );
    const heldMs = await Promise.race([closed, new Promise<'open'>((done) => setTimeout(() => done('open'), 40_000))]);
    expect(heldMs).not.toBe('open');
    expect(heldMs as number).toBeLessThanOrEqual(30_000);
    // The host answers on.
    expect((await fetch(`${base()}/explore`)).status).toBe(200);
  });
});
