// Node only: the server-side bundle (`vite build --ssr`, written beside client/dist) that
// scripts/lib/serve-client.mjs uses to send a public page with its first paint already in the
// HTML: the page's loader runs here against the API, and the markup it renders goes into
// index.html's #root. A phone paints the page (and finds its largest photo) from the HTML
// alone, before the JavaScript has arrived. Once the client's router has the same page ready,
// React hydrates this markup (src/main.tsx), the loader reading its answers from the page
// instead of asking the API again (lib/embedded-answers.ts). What only the browser knows is
// drawn after hydration (lib/hydration.ts).
// Anything that cannot be rendered here (an error, a redirect, a slow API) gets plain index.html.
import { AsyncLocalStorage } from 'node:async_hooks';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { loginPath } from '../config/paths';
import { ANSWER_HEADERS, type EmbeddedAnswer } from '../lib/embedded-answers';
import { MEMBER_COOKIE } from '../lib/member-hint';
import { isPrerenderedPage, isSharedMemberPage } from './pages';

/** What goes into index.html: tags for <head> (title, description), #root's markup, the loader's answers. */
export interface PrerenderedPage {
  head: string;
  body: string;
  /** The API's answers the loader read, by full URL, for the client's loader to reuse. */
  answers: Record<string, EmbeddedAnswer>;
  /** Rendered because of the request's member cookie (a shared member's page): the answer varies with it. */
  byCookie: boolean;
}

const handler = createStaticHandler(routes);

// The GET answers each render's loaders receive (every fetch of this process goes through here;
// only those made inside a render are kept, for that render).
const recording = new AsyncLocalStorage<Map<string, EmbeddedAnswer>>();
const networkFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const response = await networkFetch(input, init);
  const answers = recording.getStore();
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  if (answers && method === 'GET' && response.status === 200) {
    const headers: Record<string, string> = {};
    for (const name of ANSWER_HEADERS) {
      const value = response.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    answers.set(input instanceof Request ? input.url : String(input), { body: await response.clone().text(), headers });
  }
  return response;
};

/** React 19 writes a page's <title>, <meta> and image preloads first; they belong in <head>. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)/;
/** Of the preloads, only the page's largest photo's: the others' images are in the HTML anyway. */
const keepInHead = (tag: string) => !tag.startsWith('<link') || /fetchPriority="high"/i.test(tag);

/** Whether a request's Cookie header carries the member hint (lib/member-hint.ts). */
const hasMemberCookie = (cookieHeader: string | undefined) =>
  (cookieHeader ?? '').split(';').some((cookie) => cookie.trim() === `${MEMBER_COOKIE}=1`);

/**
 * The page at `href` rendered with its data, or null when it is not one that is prerendered or
 * could not be rendered within `timeoutMs` (the caller then sends plain index.html). A shared
 * member's page (a tip) is rendered for a browser with the member cookie (`cookieHeader`, the
 * request's Cookie header) as the API shows it to anyone: a public tip; the member's own parts
 * are drawn in the browser (src/routes/tip-details.tsx).
 */
export async function prerender(
  href: string,
  cookieHeader?: string,
  timeoutMs = 2000,
): Promise<PrerenderedPage | null> {
  const url = new URL(href);
  const byCookie = isSharedMemberPage(url.pathname) && hasMemberCookie(cookieHeader);
  if (!isPrerenderedPage(url.pathname) && !byCookie) return null;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  const answers = new Map<string, EmbeddedAnswer>();
  try {
    return await recording.run(answers, async () => {
      const context = await handler.query(new Request(url, { signal: abort.signal }));
      if (context instanceof Response || context.statusCode !== 200 || context.errors) return null;
      const router = createStaticRouter(handler.dataRoutes, context);
      // The same tree as src/main.tsx's, for hydration; every Suspense boundary is waited for.
      const { prelude } = await prerenderToNodeStream(
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>,
        // Every boundary written in place (none outlined for a script to move in: the CSP runs no such script).
        { signal: abort.signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
      );
      let body = '';
      for await (const chunk of prelude) body += String(chunk);
      // A page that would need an inline script of React's to finish is sent as plain index.html.
      if (body.includes('<script')) return null;
      let head = '';
      for (let tag = HOISTED.exec(body); tag; tag = HOISTED.exec(body)) {
        if (keepInHead(tag[0])) head += tag[0];
        body = body.slice(tag[0].length);
      }
      // In address order, not the order the parallel reads ended in: the same page is the same
      // bytes, so its ETag holds and a repeat visit is a 304.
      const inOrder = [...answers].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      // A member's page reads again as the member (their like is in that answer, not in this
      // one): the answers read here would only be sent to lie unused.
      return { head, body, answers: byCookie ? {} : Object.fromEntries(inOrder), byCookie };
    });
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    // Reads the page does not wait for (the home page's sections) are not needed here.
    abort.abort();
  }
}

/**
 * Where the client host sends a request for `href` instead (the login screen, coming back to
 * `href` after), or null: a shared member's page asked for by a browser without the member
 * cookie (`cookieHeader`, the request's Cookie header). A member whose cookie is missing is sent
 * on from the login screen once the Firebase SDK knows them, as when they open it themselves.
 */
export function visitorRedirect(href: string, cookieHeader: string | undefined): string | null {
  const url = new URL(href);
  if (!isSharedMemberPage(url.pathname)) return null;
  return hasMemberCookie(cookieHeader) ? null : loginPath(url.pathname + url.search);
}
