import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ID, buildTestApp, type TestApp } from '../test/helpers/app';
import { createMember, emulatorHost } from '../test/helpers/members';

const run = promisify(execFile);
const SERVER = path.resolve(import.meta.dirname, '..');

let t: TestApp;
beforeAll(() => {
  t = buildTestApp();
});
afterAll(() => t.close());

/** npm run admin's command, on the test app's DATA_DIR (the embedded store) and the run's Auth emulator. */
const admin = (...args: string[]) => adminWith({ FIREBASE_AUTH_EMULATOR_HOST: emulatorHost() }, ...args);

const adminWith = (env: Record<string, string>, ...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'src/admin-cli.ts', ...args], {
    cwd: SERVER,
    env: { ...process.env, DATA_DIR: t.dataDir, MONGODB_URI: '', FIREBASE_PROJECT_ID: PROJECT_ID, ...env },
  });

describe('npm run admin (embedded store)', () => {
  it('grants and revokes moderator by e-mail, keyed by the account’s uid, even before the member has a record', async () => {
    const member = await createMember();
    const granted = await admin('grant', 'moderator', member.email.toUpperCase());
    expect(granted.stdout).toContain('is now a moderator');
    expect((await t.store.memberStanding(member.uid)).role).toBe('moderator');
    await admin('revoke', 'moderator', member.email);
    expect((await t.store.memberStanding(member.uid)).role).toBe('member');
    expect((await admin('grant', 'admin', member.email)).stdout).toContain('is now an admin.');
    expect((await t.store.memberStanding(member.uid)).role).toBe('admin');
  }, 60_000);

  it('fails with a message for an unknown e-mail or a wrong command', async () => {
    await expect(admin('grant', 'moderator', 'nobody-here@greencircle.test')).rejects.toMatchObject({
      stderr: expect.stringContaining('No account has the e-mail'),
    });
    await expect(admin('promote', 'moderator', 'x@y.z')).rejects.toMatchObject({
      stderr: expect.stringContaining('Usage: npm run admin'),
    });
  }, 60_000);

  it('findings 11: beside npm start, with only the settings npm start has (no FIREBASE_AUTH_EMULATOR_HOST), finds its Auth emulator', async () => {
    const member = await createMember();
    // npm start runs the emulator on 127.0.0.1:AUTH_EMULATOR_PORT and tells only its own API so.
    const port = emulatorHost().split(':').at(-1)!;
    const env = { FIREBASE_AUTH_EMULATOR_HOST: '', AUTH_EMULATOR_PORT: port };
    expect((await adminWith(env, 'grant', 'moderator', member.email)).stdout).toContain('is now a moderator');
    expect((await t.store.memberStanding(member.uid)).role).toBe('moderator');
  }, 60_000);
});
