import type { RequestHandler } from 'express';
import { AppError } from './errors';

/** A DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const VALID_HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/;

/** A Host header value a URL can be built on: the shape above and a port no higher than 65535. */
export function isValidHost(host: string): boolean {
  const match = VALID_HOST.exec(host);
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65535);
}

/**
 * A Host header that is not a host name is a 400 before anything reads it. The API builds no
 * link or redirect from the Host header (links are relative, addresses come from the config),
 * so a well-formed but foreign Host changes nothing. The client host has the same rule
 * (client/server/app.ts).
 */
export const requireValidHost: RequestHandler = (req, _res, next) => {
  const host = req.headers.host;
  if (host !== undefined && !isValidHost(host)) throw new AppError(400, 'The Host header is not a valid host name');
  next();
};
