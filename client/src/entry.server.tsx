import { renderToReadableStream } from 'react-dom/server';
import { ServerRouter, type HandleDocumentRequestFunction, type HandleErrorFunction } from 'react-router';
import { logRenderError } from './lib/host-log.server';
import { StyleTextContext } from './lib/inline-styles';
import { nonceContext, styleTextContext } from './lib/request-context';

export const streamTimeout = 5000;

/**
 * React Router's rendering with the request's CSP nonce (server/app.ts) on its scripts, sent
 * whole: no late part shifts the layout, and every part is readable without JavaScript.
 */
const handleRequest: HandleDocumentRequestFunction = async (request, status, headers, context, loadContext) => {
  const nonce = loadContext.get(nonceContext);
  // The build's stylesheets are written into the page (lib/inline-styles.tsx, server/built-styles.ts).
  const page = (
    <StyleTextContext value={loadContext.get(styleTextContext)}>
      <ServerRouter context={context} url={request.url} nonce={nonce} />
    </StyleTextContext>
  );
  const body = await renderToReadableStream(page, {
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

/** A loader's or action's error (React Router's default is console.error): through the host's log. */
export const handleError: HandleErrorFunction = (error, { request }) => logRenderError(error, request);
