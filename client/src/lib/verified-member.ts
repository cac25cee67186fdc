import { ApiError } from './api-client';
import { loadAuth } from './auth-sdk';

/**
 * A member's write, made once more when the API refused it for an unverified address that turns
 * out to be verified now: the ID token was older than the verification (the link was opened
 * since this page loaded, or a moment before and the page has not renewed it yet).
 */
export async function asVerifiedMember<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 403 && error.problem?.code === 'messages.emailNotVerified'))
      throw error;
    const { freshVerification } = await loadAuth();
    if (!(await freshVerification())) throw error;
    return write();
  }
}
