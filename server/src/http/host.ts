import type { RequestHandler } from 'express';
import { AppError } from './errors';

/** A DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const VALID_HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * A Host header that is not a host name is a 400 before anything reads it. The API builds no
 * link or redirect from the Host header (links are relative, origins come from the config),
 * so a well-formed but foreign Host changes nothing.
 */
export const requireValidHost: RequestHandler = (req, _res, next) => {
  const host = req.headers.host;
  if (host !== undefined && !VALID_HOST.test(host)) throw new AppError(400, 'The Host header is not a valid host name');
  next();
};
