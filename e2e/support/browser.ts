// The browser side of every test file: one shared Chromium (started by the global setup),
// a fresh context per test, and a screenshot of each test's final screen.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject, type TestContext } from 'vitest';
import { SCREENSHOT_DIR } from './constants';
import type { Member } from './api';
import { signIn } from './auth';
import { routeGoogleApis } from './gapi';

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
   * Signed in as this member: through the login screen the first time in a file, then by
   * restoring that session (Firebase keeps it in localStorage), as a returning member would.
   */
  as?: Member;
  /** false: a browser with JavaScript turned off (what the server's HTML alone shows). */
  javaScript?: boolean;
}

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

export const baseUrl = () => inject('baseUrl');

/** Registers the per-file hooks and returns `open`, which gives a page in a fresh context. */
export function useBrowser(file: string) {
  let browser: Browser;
  let contexts: BrowserContext[] = [];
  let lastPage: Page | undefined;
  const problems: string[] = [];
  const sessions = new Map<string, Session>();

  beforeAll(async () => {
    browser = await chromium.connect(inject('wsEndpoint'));
  });

  afterEach(async (context: TestContext) => {
    if (lastPage && !lastPage.isClosed()) {
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      const name = `${file}--${context.task.name}`
        .replace(/[^\w.-]+/g, '-')
        .replace(/-+/g, '-')
        .slice(0, 120);
      await lastPage.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: false }).catch(() => {});
    }
    await Promise.all(contexts.map((c) => c.close().catch(() => {})));
    contexts = [];
    lastPage = undefined;
    const found = problems.splice(0);
    if (found.length) throw new Error(`The page reported problems:\n${found.join('\n')}`);
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** A page in a new, empty browser context (no session, no storage), at `url` when given. */
  async function open(url?: string, options: PageOptions = {}) {
    const mobile = options.device === 'mobile';
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: mobile ? { width: 390, height: 844 } : { width: 1280, height: 800 },
      isMobile: mobile,
      hasTouch: mobile,
      colorScheme: options.colorScheme ?? 'light',
      reducedMotion: options.motion ?? 'reduce',
      storageState: options.as ? sessions.get(options.as.email) : undefined,
      javaScriptEnabled: options.javaScript ?? true,
    });
    context.setDefaultTimeout(15_000);
    contexts.push(context);
    await routeGoogleApis(context);
    if (options.theme) {
      await context.addInitScript((theme) => {
        // Only on the site's pages (not the initial about:blank, which has no storage).
        if (location.protocol.startsWith('http')) localStorage.setItem('theme', theme);
      }, options.theme);
    }
    context.on('page', (page) => watch(page));
    const page = await context.newPage();
    lastPage = page;
    if (options.as && !sessions.has(options.as.email)) {
      await signIn(page, options.as);
      sessions.set(options.as.email, await context.storageState());
    }
    if (url) await page.goto(url);
    return { page, context };
  }

  /** Fails the test on a Content-Security-Policy violation or an uncaught error in the page. */
  function watch(page: Page) {
    page.on('pageerror', (error) => problems.push(`uncaught error on ${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      const text = message.text();
      // No exception: zod runs jitless in the browser (client/src/lib/zod-jitless.ts), so even
      // its eval probe is gone, and any CSP report is a real problem.
      if (/Content Security Policy/i.test(text)) {
        problems.push(`CSP violation on ${page.url()}: ${text}`);
      }
    });
  }

  /** Makes `page` the one whose final screen is saved (e.g. a second member's page). */
  const focus = (page: Page) => {
    lastPage = page;
  };

  return { open, focus };
}
