// The two account steps firebase-admin cannot take for a member, asked of the identity service's
// REST API as its web SDK asks them: checking the member's own password, and sending the link
// that moves the account to a new address. On the host, so the profile page needs no SDK.
import { env } from '../config/env';

const base = () =>
  env.VITE_FIREBASE_AUTH_EMULATOR_HOST
    ? `http://${env.VITE_FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`
    : 'https://identitytoolkit.googleapis.com/v1';

/** The identity service's refusal: its code ('INVALID_PASSWORD', 'EMAIL_EXISTS', ...). */
export class IdentityError extends Error {}

async function call<T>(method: string, body: Record<string, unknown>): Promise<T> {
  const url = `${base()}/accounts:${method}?key=${encodeURIComponent(env.VITE_FIREBASE_API_KEY ?? '')}`;
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await answer.json().catch(() => ({}))) as T & { error?: { message?: string } };
  if (!answer.ok) throw new IdentityError(String(json.error?.message ?? answer.status).split(' ')[0]);
  return json;
}

const WRONG_PASSWORD = new Set(['INVALID_PASSWORD', 'INVALID_LOGIN_CREDENTIALS', 'EMAIL_NOT_FOUND']);

/** A fresh ID token for the member's own address and password; null when the password is wrong. */
export async function tokenForPassword(email: string, password: string): Promise<string | null> {
  try {
    const { idToken } = await call<{ idToken: string }>('signInWithPassword', {
      email,
      password,
      returnSecureToken: true,
    });
    return idToken;
  } catch (error) {
    if (error instanceof IdentityError && WRONG_PASSWORD.has(error.message)) return null;
    throw error;
  }
}

/**
 * Sends the link that moves the account to `newEmail` (the address changes only when it is
 * opened). Throws IdentityError('EMAIL_EXISTS') when another account has that address.
 */
export async function sendEmailChange(idToken: string, newEmail: string): Promise<void> {
  await call('sendOobCode', { requestType: 'VERIFY_AND_CHANGE_EMAIL', idToken, newEmail });
}

/** The identity service's answers about a link's one-time code that mean the link is no good (used, expired, made up). */
const SPENT_CODE = new Set([
  'INVALID_OOB_CODE',
  'EXPIRED_OOB_CODE',
  'USER_DISABLED',
  'EMAIL_NOT_FOUND',
  'USER_NOT_FOUND',
]);
export const isSpentCode = (error: unknown) => error instanceof IdentityError && SPENT_CODE.has(error.message);

/**
 * Completes the address's verification with the code of the link the site e-mailed (the API made
 * it with firebase-admin); answers the verified address. Throws IdentityError (isSpentCode).
 */
export async function applyVerificationCode(oobCode: string): Promise<string> {
  const { email } = await call<{ email?: string }>('update', { oobCode });
  return email ?? '';
}

/** The address whose password the reset link's code changes; it stays usable (IdentityError otherwise). */
export async function resetCodeEmail(oobCode: string): Promise<string> {
  const { email, requestType } = await call<{ email?: string; requestType?: string }>('resetPassword', { oobCode });
  if (requestType !== undefined && requestType !== 'PASSWORD_RESET') throw new IdentityError('INVALID_OOB_CODE');
  return email ?? '';
}

/** Sets the new password with the reset link's code (used up by it). Throws IdentityError ('WEAK_PASSWORD', isSpentCode). */
export async function resetPasswordWithCode(oobCode: string, newPassword: string): Promise<void> {
  await call('resetPassword', { oobCode, newPassword });
}
