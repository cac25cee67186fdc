import { renderToReadableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { NonceContext } from './lib/nonce';
import { nonceContext } from './lib/request-context';

export const streamTimeout = 5000;

/**
 * React Router's rendering, with the CSP nonce the client host made for this request
 * (server/app.ts) on every inline script, and the whole page waited for before the first byte:
 * it arrives complete (no layout shift from late parts), with its data for hydration.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(nonceContext);
  const body = await renderToReadableStream(
    <NonceContext value={nonce}>
      <ServerRouter context={context} url={request.url} nonce={nonce} />
    </NonceContext>,
    {
      nonce,
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(streamTimeout + 1000)]),
      onError(error) {
        status = 500;
        if (!request.signal.aborted) console.error(error);
      },
    },
  );
  await body.allReady;
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(body, { status, headers });
}
