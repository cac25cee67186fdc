// What a link-preview robot or a crawler reads: the client host's HTML fetched without a browser,
// with a Host header of the test's choosing (a browser cannot forge one).
import { request as httpRequest } from 'node:http';
import { stack } from './stack';

/** GET on the client host with the given Host header: the status and the body as text. */
export const getWithHost = (path: string, host: string) => rawGet(stack().baseUrl, path, { Host: host });

/**
 * GET with the path exactly as written (Playwright and fetch resolve `%2e%2e` first) and the
 * headers given: the status and the body as text.
 */
export function rawGet(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ hostname, port, path, headers }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** The content of `<meta property|name="key" content="…">` in a page's HTML. */
export const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1]?.replaceAll('&amp;', '&');

/** Every JSON-LD block in a page's HTML, parsed. */
export const jsonLdOf = (html: string): unknown[] =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as unknown,
  );
