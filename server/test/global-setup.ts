import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '@green-circle/testing/auth-emulator';
import { startMailServer } from '@green-circle/testing/mail-server';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
    /** The run's local mail server: its SMTP address and its web inbox's HTTP API. */
    mailSmtpUrl: string;
    mailWebUrl: string;
  }
}

/**
 * Starts one Auth emulator (unless one is already given) and one local mail server for the
 * run, and stops them afterwards.
 */
export default async function setup(project: TestProject) {
  const mail = await startMailServer();
  project.provide('mailSmtpUrl', mail.smtpUrl);
  project.provide('mailWebUrl', mail.webUrl);
  const given = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (given) {
    project.provide('authEmulatorHost', given);
    return () => mail.stop();
  }
  const emulator = await startAuthEmulator();
  project.provide('authEmulatorHost', emulator.host);
  return async () => {
    await Promise.all([emulator.stop(), mail.stop()]);
  };
}
