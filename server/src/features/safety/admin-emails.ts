import type { Config } from '../../config';
import type { Store } from '../../store/store';
import { firebaseAccounts } from './firebase-accounts';
import { setRoleByEmail, type FindAccount } from './roles';

/** Makes every ADMIN_EMAILS account an admin (at each start); an address with no account yet is reported, not fatal. */
export async function grantAdmins(
  store: Store,
  config: Pick<Config, 'adminEmails' | 'firebaseProjectId'>,
  warn: (message: string) => void,
  findAccount: FindAccount = firebaseAccounts(config.firebaseProjectId),
): Promise<void> {
  for (const email of config.adminEmails) {
    try {
      await setRoleByEmail(store, findAccount, email, 'admin');
    } catch (error) {
      warn(`ADMIN_EMAILS: ${email} was not made an admin: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
