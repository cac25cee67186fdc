// The client host's log: pino, one JSON object a line, like the API's (server/src/http/request-log.ts),
// so one reader follows both. No headers, cookies or bodies are ever logged.
import { pino } from 'pino';

export const hostLog = pino({
  base: { pid: process.pid, name: 'client-host' },
  redact: { paths: ['req.headers', '*.cookie', '*.authorization'], censor: '[redacted]' },
});

/** A page, loader or action that failed on the server; a reader who went away is not a failure. */
export function logRenderError(error: unknown, request: Request) {
  if (request.signal.aborted) return;
  hostLog.error(
    { err: error, method: request.method, path: new URL(request.url).pathname },
    'A page failed on the server',
  );
}

/** A write another site sent (React Router refused it with a 400): who it came from, nothing more. */
export function logCrossSiteRefusal(request: Request) {
  hostLog.warn(
    { method: request.method, path: new URL(request.url).pathname, origin: request.headers.get('Origin') },
    'A write from another site was refused',
  );
}
