// Whose address a request counts against for rate limits and spam brakes. The site's host
// (client/server/app.ts) forwards every browser's reads and writes, so the connection's
// address is the host's: it names the visitor in X-Visitor-Address, and the API believes that
// header only beside the secret the two share (HOST_SECRET). Anyone else sending it, with no
// secret or a wrong one, is counted by their own connection as before.
// The same secret marks the request as the host's (req.fromHost): the host checks the account of
// every session cookie it forwards itself (http/auth.ts leaves that look-up to it).
import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { Request, RequestHandler } from 'express';
import { HOST_HEADERS } from '@green-circle/contract/constants';

declare global {
  namespace Express {
    interface Request {
      /** The address rate limits count this request against (visitorAddress() sets it). */
      visitorAddress?: string;
      /** Sent by the site's host, with the secret the two share (visitorAddress() sets it). */
      fromHost?: boolean;
    }
  }
}

const sameSecret = (given: string, secret: Buffer) => {
  const bytes = Buffer.from(given);
  return bytes.length === secret.length && timingSafeEqual(bytes, secret);
};

/** The forwarded address when the host vouches for it, else the connection's (req.ip, trust proxy applied). */
export function visitorAddress(hostSecret: string | undefined): RequestHandler {
  const secret = hostSecret ? Buffer.from(hostSecret) : null;
  return (req: Request, _res, next) => {
    const forwarded = req.get(HOST_HEADERS.visitorAddress)?.trim() ?? '';
    const vouched = secret !== null && sameSecret(req.get(HOST_HEADERS.hostSecret) ?? '', secret);
    req.visitorAddress = vouched && isIP(forwarded) ? forwarded : req.ip;
    req.fromHost = vouched;
    next();
  };
}
