import { renderToReadableStream } from 'react-dom/server';
import {
  isRouteErrorResponse,
  ServerRouter,
  type HandleDocumentRequestFunction,
  type HandleErrorFunction,
} from 'react-router';
import { logCrossSiteRefusal, logRenderError } from './lib/host-log.server';
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

/** React Router's own refusal of a write whose Origin is another site's (it answers 400 itself). */
const CROSS_SITE_REFUSAL = /Aborting the action\.$/;

/**
 * A loader's or action's error (React Router's default is console.error): through the host's log.
 * A refusal React Router makes itself (405: a POST where the route has no action; 404) is the
 * sender's mistake, answered with its status: not a failure of the host. A write from another
 * site is worth a warning (a forged form, or a proxy that rewrites the Origin), not an error.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (error instanceof Error && CROSS_SITE_REFUSAL.test(error.message)) return logCrossSiteRefusal(request);
  logRenderError(error, request);
};
