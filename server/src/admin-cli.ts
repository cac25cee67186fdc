// npm run admin -- grant|revoke moderator|admin <email>
// Changes a member's role from the server's shell, on the store the environment names (the
// embedded file in DATA_DIR, or MONGODB_URI). The e-mail only finds the account (through
// firebase-admin); the role is kept on the record of its uid.
import type { Role } from '@green-circle/contract';
import { ConfigError, readConfig } from './config';
import { firebaseAccounts } from './features/safety/firebase-accounts';
import { setRoleByEmail } from './features/safety/roles';
import { openStore } from './store/open-store';

const USAGE = 'Usage: npm run admin -- grant|revoke moderator|admin <email>';

async function runAdminCommand(args: string[]): Promise<string> {
  const [verb, role, email] = args;
  if ((verb !== 'grant' && verb !== 'revoke') || (role !== 'moderator' && role !== 'admin') || !email) {
    throw new Error(USAGE);
  }
  // Beside npm start: its Auth emulator unless FIREBASE_AUTH_EMULATOR_HOST says otherwise.
  const config = readConfig({ beside: 'local stack' });
  const store = await openStore(config);
  try {
    const newRole: Role = verb === 'grant' ? role : 'member';
    await setRoleByEmail(store, firebaseAccounts(config.firebaseProjectId), email, newRole);
    return `${email} is now ${newRole === 'admin' ? 'an admin' : `a ${newRole}`}.`;
  } finally {
    await store.close();
  }
}

runAdminCommand(process.argv.slice(2)).then(
  (message) => console.log(message),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
