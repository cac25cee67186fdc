import type { RequestHandler } from 'express';
import { MESSAGES } from '@green-circle/contract';
import { AppError } from './errors';

/** Who the verified ID token says the caller is. */
export interface Identity {
  uid: string;
  email?: string;
  /** The token's email_verified claim: true once the member opened the verification link (Google accounts always). */
  emailVerified: boolean;
  name?: string;
  picture?: string;
  /** When the member last signed in (the token's auth_time, seconds since the epoch): a deletion asks for a recent one. */
  authTime?: number;
}

/**
 * Resolves an ID token (`Bearer`) or a Firebase session cookie (`Session`, sent by the client
 * host rendering a member's page: docs/decisions/0011-member-pages-rendered-on-the-server.md) to its
 * identity. Rejecting with an AppError keeps that status (e.g. 503 when the identity service
 * cannot be reached); any other rejection is a 401.
 */
export type VerifyToken = (token: string, scheme?: 'Bearer' | 'Session', checks?: TokenChecks) => Promise<Identity>;

/**
 * What a verification may leave out. The site's host checks the account (revoked sessions, a
 * disabled or deleted account) of every session cookie it forwards, before anything is read
 * (client/src/lib/session.server.ts).
 * Asking the identity service again for each of the page's calls doubled the time a page took
 * (issue 34): a session cookie from the host, with the secret the two share, is checked here for
 * its signature, project and expiry only. Anyone else's credential is checked in full.
 */
export interface TokenChecks {
  accountCheckedByHost?: boolean;
}

/** Whether the account with this uid still exists and is enabled. */
export type AccountActive = (uid: string) => Promise<boolean>;

declare global {
  namespace Express {
    interface Request {
      /** Set by authenticate: the verified caller, or null for a visitor. */
      identity?: Identity | null;
    }
  }
}

/** Anything carrying the caller (a Request of any route). */
export interface Caller {
  identity?: Identity | null;
}

const CREDENTIAL = /^(Bearer|Session) ([A-Za-z0-9._~+/=-]+)$/;

/**
 * Optional authentication for every route: no Authorization header means a visitor; a header
 * that is not a valid Bearer token is a 401 even on a public route, so a client never silently
 * gets the visitor's view when it thinks it is signed in.
 */
export function authenticate(verifyToken: VerifyToken): RequestHandler {
  return async (req, _res, next) => {
    const header = req.headers.authorization;
    if (header === undefined) {
      req.identity = null;
      return next();
    }
    const [, scheme, token] = CREDENTIAL.exec(header) ?? [];
    if (!token) throw new AppError(401, 'The Authorization header must be "Bearer <ID token>"');
    try {
      const accountCheckedByHost = scheme === 'Session' && req.fromHost === true;
      const identity = await verifyToken(token, scheme as 'Bearer' | 'Session', { accountCheckedByHost });
      req.identity = { ...identity, email: identity.email?.toLowerCase() };
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError(401, 'The ID token is not valid, has expired or was revoked');
    }
    next();
  };
}

/** The signed-in caller, or a 401 for a visitor. */
export function requireMember(req: Caller): Identity {
  if (!req.identity) throw new AppError(401, 'Sign in to do this');
  return req.identity;
}

/** A signed-in caller whose account has an e-mail (the spec's "member"); else 401/403. */
export function requireEmailMember(req: Caller): Identity & { email: string } {
  const identity = requireMember(req);
  if (!identity.email) throw new AppError(403, 'Your account needs an e-mail address to do this');
  return identity as Identity & { email: string };
}

/** `?email=E` may only name the caller (compared case-insensitively); else 403. */
export function requireOwnEmail(req: Caller, email: string): Identity & { email: string } {
  const identity = requireEmailMember(req);
  if (identity.email !== email.trim().toLowerCase()) {
    throw new AppError(403, 'You can only ask about your own account');
  }
  return identity;
}

/**
 * A member whose e-mail address is verified: every write (sharing, updating, deleting, liking,
 * and any later writing feature) needs it, so scripted sign-ups with made-up addresses can read
 * but not act. Else 401 (visitor) or 403 with MESSAGES.emailNotVerified.
 */
export function requireVerifiedMember(req: Caller): Identity & { email: string } {
  const identity = requireEmailMember(req);
  if (!identity.emailVerified) throw new AppError(403, MESSAGES.emailNotVerified);
  return identity;
}

/** requireVerifiedMember as a route guard, so an unverified member is refused before the body is looked at. */
export const verifiedMembersOnly: RequestHandler = (req, _res, next) => {
  requireVerifiedMember(req);
  next();
};
