// The members a fresh local stack starts with: the authors of the seeded tips (with the
// fixed uids the seed data gives them, so their tips are theirs) and one plain demo member.
// Created in the Auth emulator through its admin REST API when absent.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './env.mjs';

/** The plain demo member the README documents. */
export const DEMO_MEMBER = {
  uid: 'demo-member',
  email: 'demo@greencircle.test',
  password: 'Garden#2024',
  displayName: 'Demo Gardener',
};

function emulatorUrl(emulator, rest) {
  return `http://${emulator.host}/identitytoolkit.googleapis.com/v1/projects/${emulator.projectId}/${rest}`;
}

async function adminCall(emulator, rest, body) {
  const response = await fetch(emulatorUrl(emulator, rest), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
  const json = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`Auth emulator ${rest}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** Creates each member that the emulator does not know yet; returns how many it created. */
export async function ensureMembers(emulator, members) {
  let created = 0;
  for (const member of members) {
    const found = await adminCall(emulator, 'accounts:lookup', { localId: [member.uid] });
    if (found.users?.length) continue;
    await adminCall(emulator, 'accounts', {
      localId: member.uid,
      email: member.email,
      password: member.password,
      displayName: member.displayName,
      photoUrl: member.photoURL,
      emailVerified: true,
    });
    created += 1;
  }
  return created;
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
  for (const member of members) {
    const signIn = await fetch(
      `http://${emulator.host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=local`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: member.email, password: member.password, returnSecureToken: true }),
      },
    );
    const { idToken } = await signIn.json();
    if (!signIn.ok || !idToken) throw new Error(`Auth emulator: could not sign in ${member.email} (${signIn.status})`);
    const response = await fetch(`${apiUrl}/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ displayName: member.displayName }),
    });
    if (!response.ok) throw new Error(`POST /users for ${member.email}: ${response.status}`);
  }
}
