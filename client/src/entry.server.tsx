import { renderToReadableStream } from 'react-dom/server';
import { ServerRouter, type HandleDocumentRequestFunction } from 'react-router';
import { nonceContext } from './lib/request-context';

export const streamTimeout = 5000;

/**
 * React Router's rendering with the request's CSP nonce (server/app.ts) on its scripts, sent
 * whole: no late part shifts the layout, and every part is readable without JavaScript.
 */
const handleRequest: HandleDocumentRequestFunction = async (request, status, headers, context, loadContext) => {
  const nonce = loadContext.get(nonceContext);
  const body = await renderToReadableStream(<ServerRouter context={context} url={request.url} nonce={nonce} />, {
    nonce,
    // Finished Suspense boundaries inline, however large (else React reveals them with a script).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    signal: AbortSignal.any([request.signal, AbortSignal.timeout(streamTimeout + 1000)]),
    onError(error) {
      status = 500;
      if (!request.signal.aborted) console.error(error);
    },
  });
  await body.allReady;
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(body, { status, headers });
};
export default handleRequest;
