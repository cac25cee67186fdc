// How the host reads JSON from the API: a JSON GET goes over node:http on kept-alive connections
// and its answer is read whole, instead of through Node's fetch (undici's Request, streams and
// abort signals for each call: about a sixth of the host's work per page-data answer in
// `npm run bench:host`'s profile, where a page's loader makes one to five such calls). Anything
// else (a write, a body, a raw answer such as the account export, which streams) and a redirect
// go through fetch as before. A failure to connect rejects as fetch's does, a TypeError.
import http from 'node:http';
import https from 'node:https';

const agents = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };

/** No body allowed in these answers (the Response constructor refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304]);

/** fetch(url, init) for the API client: the light road for a bodiless GET that asks for JSON. */
export function apiFetch(url: URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const light =
    (init.method ?? 'GET') === 'GET' &&
    init.body == null &&
    headers.get('Accept') === 'application/json' &&
    (url.protocol === 'http:' || url.protocol === 'https:');
  if (!light) return fetch(url, init);
  const { signal } = init;
  return new Promise<Response>((resolve, reject) => {
    const failed = (error: unknown) =>
      reject(signal?.aborted ? signal.reason : new TypeError('fetch failed', { cause: error }));
    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request(
      url,
      {
        headers: Object.fromEntries(headers),
        agent: agents[url.protocol as 'http:' | 'https:'],
        signal: signal ?? undefined,
      },
      (answer) => {
        const status = answer.statusCode ?? 502;
        if (status >= 300 && status < 400 && answer.headers.location) {
          answer.resume();
          return resolve(fetch(url, init)); // fetch follows it, as before
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('error', failed);
        answer.on('end', () => {
          if (!answer.complete) return failed(new Error('the API closed the connection mid-answer'));
          const names = new Headers();
          for (let i = 0; i < answer.rawHeaders.length; i += 2)
            names.append(answer.rawHeaders[i]!, answer.rawHeaders[i + 1]!);
          const body = NULL_BODY.has(status) ? null : Buffer.concat(chunks);
          resolve(new Response(body, { status, statusText: answer.statusMessage, headers: names }));
        });
      },
    );
    request.on('error', failed);
    request.end();
  });
}
