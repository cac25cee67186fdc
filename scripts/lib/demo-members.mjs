// The members a fresh local stack starts with: the authors of the seeded tips (with the
// fixed uids the seed data gives them, so their tips are theirs) and one plain demo member.
// Their accounts are created in the Auth emulator through its admin REST API when absent;
// their users records are the API's own seeding (SEED=demo), never calls to its public routes.
import { emulatorClient } from '@green-circle/testing/emulator-client';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './env.mjs';

/** server/src/store/seed-data.ts, read through tsx since the seed data is TypeScript. */
async function seedData() {
  const require = createRequire(path.join(root, 'server', 'package.json'));
  const tsxDir = path.dirname(require.resolve('tsx/package.json'));
  const { tsImport } = await import(pathToFileURL(path.join(tsxDir, 'dist/esm/api/index.mjs')).href);
  return tsImport(pathToFileURL(path.join(root, 'server/src/store/seed-data.ts')).href, import.meta.url);
}

const seed = await seedData();

/** The plain demo member the README documents (uid, email, password, displayName). */
export const DEMO_MEMBER = seed.DEMO_MEMBER;

/** Creates each member that the emulator does not know yet; returns how many it created. */
export function ensureMembers(emulator, members) {
  return emulatorClient(emulator).ensureAccounts(members);
}

/** The authors of the seeded tips and the plain demo member. */
export async function demoMembers() {
  return [...seed.DEMO_MEMBERS];
}
