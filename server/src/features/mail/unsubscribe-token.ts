import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_KINDS, type EmailKind } from '@green-circle/contract';
import { secretIn } from '../../http/data-dir';

/**
 * The one-click unsubscribe link's token: the member, the kind and the day it was issued,
 * signed with the server's mail secret (HMAC-SHA256, 43 characters at the end). It works signed
 * out, stops that one kind only, and expires after TOKEN_DAYS, so an old forwarded e-mail
 * cannot stop a member's mail for ever. Changing MAIL_SECRET voids every link sent.
 */
const TOKEN_DAYS = 120;
const SIGNATURE_LENGTH = 43;
const DAY_MS = 86_400_000;

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`unsubscribe\n${body}`).digest('base64url');

export function unsubscribeToken(secret: string, uid: string, kind: EmailKind, now: Date): string {
  const day = Math.floor(now.getTime() / DAY_MS);
  const body = Buffer.from(`${uid}\n${kind}\n${day}`).toString('base64url');
  return `${body}${sign(secret, body)}`;
}

/** The member and kind a genuine, unexpired token stands for; null for anything else. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
  now: Date,
): { uid: string; kind: EmailKind } | null {
  if (token.length <= SIGNATURE_LENGTH) return null;
  const body = token.slice(0, -SIGNATURE_LENGTH);
  const given = Buffer.from(token.slice(-SIGNATURE_LENGTH));
  const expected = Buffer.from(sign(secret, body));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [uid, kind, day, ...rest] = Buffer.from(body, 'base64url').toString('utf8').split('\n');
  if (rest.length > 0 || !uid || !EMAIL_KINDS.includes(kind as EmailKind) || !/^\d+$/.test(day ?? '')) return null;
  const age = Math.floor(now.getTime() / DAY_MS) - Number(day);
  if (age < 0 || age > TOKEN_DAYS) return null;
  return { uid, kind: kind as EmailKind };
}

/**
 * The secret: MAIL_SECRET when set (the same on every copy of the API), else a random one kept
 * in DATA_DIR/mail.secret, made on first use.
 */
export function loadMailSecret(fromEnv: string | undefined, dataDir: string): string {
  return secretIn(fromEnv, dataDir, 'mail.secret');
}
