import type { Language } from '@green-circle/contract/constants';
import type { Api } from '#app/lib/api-client';
import { getUsersByEmail } from './get-user-by-email';

/**
 * The language a member chose, kept with their record (issue 39), read as they sign in so every
 * browser they sign in on speaks it; null when they have not chosen (or the record cannot be read:
 * the browser's own choice stands).
 */
export async function memberLanguage(api: Api, email: string): Promise<Language | null> {
  try {
    const [record] = await getUsersByEmail(api, email);
    return record?.language || null;
  } catch {
    return null;
  }
}
