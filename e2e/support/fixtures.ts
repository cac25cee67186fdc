// The browser suite's `test`: Playwright's, with what every flow uses.
// - `stack` (worker): the running stack's addresses and demo members (see global-setup.ts).
// - `open(url?, options)`: a page in a fresh browser context (a second member's browser is a
//   second `open`), signed in when asked; Playwright's `browser` fixture gives the Chromium.
// - `focus(page)`: which page's final screen is saved, when a test drives several.
// - `member`: a fresh verified member of this test alone (made only when a test asks for it);
//   `makeMember(label?, options?)` makes more (data.ts; `makeTip`, `makeComment` are there too).
// Each test's final screen is saved in e2e/screenshots/ for a person to look at, and a test
// fails on a Content-Security-Policy violation or an uncaught error in any of its pages.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { signedInState } from './session';
import type { Member } from './api';
import { makeMember, type FreshMember, type MemberOptions } from './data';
import { SCREENSHOT_DIR } from './constants';
import { routeGoogleApis } from './gapi';
import { stack, type Stack } from './stack';

export { expect } from '@playwright/test';

export interface PageOptions {
  /** 'mobile' is 390×844 with touch; the default is a 1280×800 desktop. */
  device?: 'desktop' | 'mobile';
  /** The stored theme preference (localStorage 'theme') before the first page loads. */
  theme?: 'light' | 'dark';
  /** The operating system's colour scheme. */
  colorScheme?: 'light' | 'dark';
  /**
   * The OS's reduced-motion setting. Tests run with 'reduce' (the site then stops its
   * typewriter, carousel and counters, which keeps Chromium's CPU for the test); the home
   * page test turns it off to watch them move.
   */
  motion?: 'reduce' | 'no-preference';
  /**
   * Signed in as this member, as a returning member is: the session cookie and Firebase's record
   * of the member are there before the first page (support/session.ts; made once per file). The
   * login screen's own flows sign in through it (support/auth.ts).
   */
  as?: Member;
  /** false: a browser with JavaScript turned off (what the server's HTML alone shows). */
  javaScript?: boolean;
  /**
   * 'allow': the site's service worker registers and precaches the build, as in a person's
   * browser. Blocked unless a test is about it: every context would otherwise fetch and store
   * the whole build once the page is idle (issue 35).
   */
  serviceWorkers?: 'allow' | 'block';
  /** The browser's language (its Accept-Language): 'en-US' unless said (issue 39: 'es-ES'). */
  locale?: string;
  /** true: Google's gapi loader is served (the 'Sign in with Google' pop-up needs it; gapi.ts). */
  google?: boolean;
}

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;
export type Open = (url?: string, options?: PageOptions) => Promise<{ page: Page; context: BrowserContext }>;

export const test = base.extend<
  {
    open: Open;
    focus: (page: Page) => void;
    shown: { page?: Page };
    member: FreshMember;
    makeMember: (label?: string, options?: MemberOptions) => Promise<FreshMember>;
  },
  { stack: Stack; sessions: Map<string, Session> }
>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern; it needs none
  stack: [async ({}, use) => use(stack()), { scope: 'worker' }],
  // Kept per worker, keyed by file and member.
  // eslint-disable-next-line no-empty-pattern -- as above
  sessions: [async ({}, use) => use(new Map()), { scope: 'worker' }],
  baseURL: async ({ stack }, use) => use(stack.baseUrl),

  // The page whose final screen is saved: the last one opened, or the one given to `focus`.
  // eslint-disable-next-line no-empty-pattern -- as above
  shown: async ({}, use) => use({}),
  focus: async ({ shown }, use) =>
    use((page) => {
      shown.page = page;
    }),

  // Fixtures are made when a test names them: a test without `member` makes none.
  // eslint-disable-next-line no-empty-pattern -- as above
  member: async ({}, use, testInfo) => use(await makeMember(slug(testInfo.title))),
  // eslint-disable-next-line no-empty-pattern -- as above
  makeMember: async ({}, use) => use(makeMember),

  open: async ({ browser, baseURL, sessions, shown }, use, testInfo) => {
    const contexts: BrowserContext[] = [];
    const problems: string[] = [];

    /** Fails the test on a Content-Security-Policy violation or an uncaught error in the page. */
    const watch = (page: Page) => {
      page.on('pageerror', (error) => problems.push(`uncaught error on ${page.url()}: ${error.message}`));
      page.on('console', (message) => {
        // No exception: zod runs jitless in the browser (client/src/lib/zod-jitless.ts), so even
        // its eval probe is gone, and any CSP report is a real problem.
        if (/Content Security Policy/i.test(message.text())) {
          problems.push(`CSP violation on ${page.url()}: ${message.text()}`);
        }
      });
    };

    await use(async (url, options = {}) => {
      const mobile = options.device === 'mobile';
      const key = options.as && `${testInfo.file}\n${options.as.email}`;
      if (options.as && key && !sessions.has(key)) sessions.set(key, await signedInState(options.as));
      const context = await browser.newContext({
        baseURL,
        viewport: mobile ? { width: 390, height: 844 } : { width: 1280, height: 800 },
        isMobile: mobile,
        hasTouch: mobile,
        colorScheme: options.colorScheme ?? 'light',
        reducedMotion: options.motion ?? 'reduce',
        storageState: key ? sessions.get(key) : undefined,
        javaScriptEnabled: options.javaScript ?? true,
        serviceWorkers: options.serviceWorkers ?? 'block',
        locale: options.locale ?? 'en-US',
      });
      context.setDefaultTimeout(15_000);
      contexts.push(context);
      if (options.google) await routeGoogleApis(context);
      if (options.theme) {
        await context.addInitScript((theme) => {
          // Only on the site's pages (not the initial about:blank, which has no storage).
          if (location.protocol.startsWith('http')) localStorage.setItem('theme', theme);
        }, options.theme);
      }
      context.on('page', watch);
      const page = await context.newPage();
      shown.page = page;
      if (url) await page.goto(url);
      return { page, context };
    });

    if (shown.page && !shown.page.isClosed()) {
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      const name = `${path.basename(testInfo.file, '.e2e.ts')}--${testInfo.title}`
        .replace(/[^\w.-]+/g, '-')
        .replace(/-+/g, '-')
        .slice(0, 120);
      // JPEG: about half the time of a PNG in a loaded Chromium, once per test (issue 35), and
      // as readable for a person looking at the screen.
      await shown.page
        .screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.jpg`), type: 'jpeg', quality: 80 })
        .catch(() => {});
    }
    await Promise.all(contexts.map((context) => context.close().catch(() => {})));
    if (problems.length) throw new Error(`The page reported problems:\n${problems.join('\n')}`);
  },
});

/** A test's title as a short e-mail-safe label ('likes a tip' → 'likes-a-tip'). */
const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 20) || 'member';
