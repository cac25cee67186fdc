// Roles the way an operator gives them: `npm run admin` from the server's shell, on the running
// stack's store and Auth emulator.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { stack } from './stack';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** `npm run admin -- ...`; answers what it printed. */
export async function npmRunAdmin(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('npm', ['run', 'admin', '--', ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: stack().dataDir,
      MONGODB_URI: '',
      FIREBASE_PROJECT_ID: stack().projectId,
      FIREBASE_AUTH_EMULATOR_HOST: stack().emulatorHost,
    },
  });
  return stdout;
}
