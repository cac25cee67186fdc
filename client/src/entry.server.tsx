import { renderToReadableStream } from 'react-dom/server';
import {
  isRouteErrorResponse,
  ServerRouter,
  type HandleDocumentRequestFunction,
  type HandleErrorFunction,
} from 'react-router';
import { logRenderError } from './lib/host-log.server';
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
      logRenderError(error, request);
    },
  });
  await body.allReady;
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(body, { status, headers });
};
export default handleRequest;

/**
 * A loader's or action's error (React Router's default is console.error): through the host's log.
 * A refusal React Router makes itself (405: a POST where the route has no action; 404) is the
 * sender's mistake, answered with its status: not a failure of the host.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logRenderError(error, request);
};
