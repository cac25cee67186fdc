// The members a fresh local stack starts with: the authors of the seeded tips (with the
// fixed uids the seed data gives them, so their tips are theirs) and one plain demo member.
// Created in the Auth emulator through its admin REST API when absent.
import { emulatorClient } from '@green-circle/testing/emulator-client';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './env.mjs';

/** The plain demo member the README offers for signing in. */
export const DEMO_MEMBER = {
  uid: 'demo-member',
  email: 'demo@greencircle.test',
  password: 'Garden#2024',
  displayName: 'Demo Gardener',
};

/** Creates each member that the emulator does not know yet; returns how many it created. */
export function ensureMembers(emulator, members) {
  return emulatorClient(emulator).ensureAccounts(members);
}

/**
 * The seed members (SEED_MEMBERS of server/src/store/seed-data.ts: uid, email, displayName,
 * password), read through tsx since the seed data is TypeScript.
 */
export async function seedMembers() {
  const require = createRequire(path.join(root, 'server', 'package.json'));
  const tsxDir = path.dirname(require.resolve('tsx/package.json'));
  const { tsImport } = await import(pathToFileURL(path.join(tsxDir, 'dist/esm/api/index.mjs')).href);
  const seed = await tsImport(pathToFileURL(path.join(root, 'server/src/store/seed-data.ts')).href, import.meta.url);
  return seed.SEED_MEMBERS;
}

/** The authors of the seeded tips and the plain demo member. */
export async function demoMembers() {
  const members = await seedMembers();
  return [...members.filter((m) => m.email !== DEMO_MEMBER.email), DEMO_MEMBER];
}

/**
 * Gives each member a users record in the API (POST /users as that member; the API keeps
 * one per e-mail), so the dashboard's Total Users counts the demo members from the start.
 */
export async function ensureMemberRecords(emulator, members, apiUrl) {
  const client = emulatorClient(emulator);
  for (const member of members) {
    const idToken = await client.signIn(member);
    const response = await fetch(`${apiUrl}/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ displayName: member.displayName }),
    });
    if (!response.ok) throw new Error(`POST /users for ${member.email}: ${response.status}`);
  }
}
