import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM helper shared with the run scripts (no types)
import { startAuthEmulator } from '../../scripts/lib/auth-emulator.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
  }
}

/** Starts one Auth emulator for the run, unless one is already given, and stops it afterwards. */
export default async function setup(project: TestProject) {
  const given = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (given) {
    project.provide('authEmulatorHost', given);
    return;
  }
  const emulator: { host: string; stop: () => Promise<void> } = await startAuthEmulator();
  project.provide('authEmulatorHost', emulator.host);
  return () => emulator.stop();
}
