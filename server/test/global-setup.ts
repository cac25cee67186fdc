import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '@green-circle/testing/auth-emulator';

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
  const emulator = await startAuthEmulator();
  project.provide('authEmulatorHost', emulator.host);
  return () => emulator.stop();
}
