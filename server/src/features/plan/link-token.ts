import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The e-mail's "Did it work?" links: the plan item and its member, signed with the server's mail
 * secret (HMAC-SHA256, 43 characters at the end), like the unsubscribe links. The token is the
 * whole authority (it works signed out) and can only answer that one item's question, once:
 * an answered item refuses it (service.ts). Changing MAIL_SECRET voids every link sent.
 */
const SIGNATURE_LENGTH = 43;

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`plan-outcome\n${body}`).digest('base64url');

export function planLinkToken(secret: string, uid: string, itemId: string): string {
  const body = Buffer.from(`${itemId}\n${uid}`).toString('base64url');
  return `${body}${sign(secret, body)}`;
}

/** The item and member a genuine token stands for; null for anything else. */
export function readPlanLinkToken(secret: string, token: string): { uid: string; itemId: string } | null {
  if (token.length <= SIGNATURE_LENGTH) return null;
  const body = token.slice(0, -SIGNATURE_LENGTH);
  const given = Buffer.from(token.slice(-SIGNATURE_LENGTH));
  const expected = Buffer.from(sign(secret, body));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [itemId, uid, ...rest] = Buffer.from(body, 'base64url').toString('utf8').split('\n');
  if (rest.length > 0 || !itemId || !uid || !/^[0-9a-f]{24}$/.test(itemId)) return null;
  return { uid, itemId };
}
