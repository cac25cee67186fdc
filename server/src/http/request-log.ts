import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

/**
 * The API's structured log (pino, one JSON object a line): one line per request with its
 * id, method, path, status and time, and the process's own events. Never logged: headers
 * (tokens, cookies), bodies, calendar feed tokens, and query values that are or may be e-mail
 * addresses.
 */
export function createLogger(level: string = 'info'): Logger {
  return pino({
    level,
    base: { pid: process.pid },
    // Anything that reaches an err or a req by another path still loses its secrets.
    redact: {
      paths: ['req.headers', 'headers.authorization', '*.authorization', '*.idToken', '*.email', 'email'],
      censor: '[redacted]',
    },
  });
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** A calendar feed's address is its secret: everything after /calendar/ up to the query, any spelling. */
const FEED_SECRET = /^(\/calendar\/)[^?]*/i;

/**
 * The path with the calendar feed's secret token and every query value that names an e-mail
 * (the key or an @ in it) replaced.
 */
export function loggablePath(rawUrl: string): string {
  const url = rawUrl.replace(FEED_SECRET, '$1[redacted]');
  const at = url.indexOf('?');
  if (at === -1) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  for (const [key, value] of [...params]) {
    if (/mail/i.test(key) || value.includes('@')) params.set(key, '[redacted]');
  }
  return `${url.slice(0, at)}?${params.toString().replaceAll('%5Bredacted%5D', '[redacted]')}`;
}

/**
 * Gives each request an id (the caller's X-Request-Id when it is a plain token, so a proxy's
 * id carries through; else a new UUID), answers it in X-Request-Id, and logs the request.
 */
export function requestLog(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        path: loggablePath(req.url),
      }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    // Health checks come every few seconds from every load balancer: not worth a line each.
    autoLogging: { ignore: (req) => req.url === '/health' || req.url === '/ready' },
  }) as unknown as RequestHandler;
}
