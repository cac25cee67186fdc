import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedStore } from '../../store/embedded';
import { PROJECT_ID, TEST_MAIL_SECRET } from '../../../test/helpers/app';
import { inbox, smtpUrl } from '../../../test/helpers/mail';
import { createMember, emulatorHost, type Member } from '../../../test/helpers/members';

/**
 * The outbox across real process deaths (SIGKILL) and beside another process: after a restart
 * every e-mail is delivered, and none twice but the one documented case (killed after the
 * server accepted it, before it was marked: sent again with the same Message-ID).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const tsxLoader = pathToFileURL(path.resolve(here, '../../../../node_modules/tsx/dist/loader.mjs')).href;
const child = path.resolve(here, '../../../test/mail/sender-child.ts');
const AFTER_THE_LEASE = String(10 * 60_000);
/** Each test starts two Node processes with tsx: seconds on a quiet machine, far more under load. */
const PROCESSES_TIMEOUT_MS = 180_000;
const dirs: string[] = [];
let member: Member;

beforeAll(async () => {
  member = await createMember({ displayName: 'Crash Watcher' });
});
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A store file whose outbox holds `count` moderation notices for the member (one e-mail each). */
async function outboxOf(count: number, label: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-mail-crash-'));
  dirs.push(dir);
  const filename = path.join(dir, 'green-circle.db');
  const store = createEmbeddedStore({ filename });
  for (let i = 0; i < count; i += 1)
    await store.enqueueMail({
      uid: member.uid,
      kind: 'moderation',
      dedupeKey: `${label}:${i}`,
      payload: { notice: 'suspended', reason: `${label} ${i}`, until: null },
    });
  await store.close();
  return filename;
}

function runSender(filename: string, die: string, aheadMs = '0'): Promise<{ signal: string | null; output: string }> {
  const proc = spawn(
    process.execPath,
    ['--import', tsxLoader, child, filename, smtpUrl(), die, aheadMs, TEST_MAIL_SECRET, PROJECT_ID],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost() } },
  );
  let output = '';
  proc.stdout.on('data', (chunk) => (output += chunk));
  proc.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => proc.once('exit', (_code, signal) => resolve({ signal, output })));
}

/** The member's e-mails about this outbox's notices, by reason. */
async function received(label: string) {
  const mails = (await inbox().to(member.email)).filter((mail) => mail.text.includes(`reason: ${label} `));
  return mails.map((mail) => ({ reason: /reason: (\S+ \d+)/.exec(mail.text)?.[1], messageId: mail.messageId }));
}

async function counts(filename: string) {
  const store = createEmbeddedStore({ filename });
  try {
    return await store.mailOutboxCounts();
  } finally {
    await store.close();
  }
}

describe('the outbox after a crash', () => {
  it(
    'killed between claim and send: after a restart every e-mail is delivered once',
    async () => {
      const filename = await outboxOf(3, 'claim');
      const killed = await runSender(filename, 'after-claim');
      expect(killed.signal, killed.output).toBe('SIGKILL');
      expect(await received('claim')).toHaveLength(0);
      const restarted = await runSender(filename, 'never', AFTER_THE_LEASE);
      expect(restarted.signal, restarted.output).toBeNull();
      const mails = await received('claim');
      expect(mails.map((m) => m.reason).sort()).toEqual(['claim 0', 'claim 1', 'claim 2']);
      expect(await counts(filename)).toMatchObject({ pending: 0, sent: 3 });
    },
    PROCESSES_TIMEOUT_MS,
  );

  it(
    'killed after send and before mark: that one e-mail goes twice with the same Message-ID, the rest once',
    async () => {
      const filename = await outboxOf(3, 'mark');
      const killed = await runSender(filename, 'after-send');
      expect(killed.signal, killed.output).toBe('SIGKILL');
      const first = await received('mark');
      expect(first).toHaveLength(1);
      const restarted = await runSender(filename, 'never', AFTER_THE_LEASE);
      expect(restarted.signal, restarted.output).toBeNull();
      const mails = await received('mark');
      expect(mails).toHaveLength(4);
      const twice = mails.filter((m) => m.reason === first[0]!.reason);
      expect(twice).toHaveLength(2);
      expect(twice[0]!.messageId).toBe(twice[1]!.messageId);
      expect(new Set(mails.map((m) => m.reason))).toEqual(new Set(['mark 0', 'mark 1', 'mark 2']));
      expect(await counts(filename)).toMatchObject({ pending: 0, sent: 3 });
    },
    PROCESSES_TIMEOUT_MS,
  );
});

describe('two API processes on one outbox', () => {
  it(
    'send each e-mail once',
    async () => {
      const filename = await outboxOf(24, 'pair');
      const [one, two] = await Promise.all([runSender(filename, 'never'), runSender(filename, 'never')]);
      expect(one.signal, one.output).toBeNull();
      expect(two.signal, two.output).toBeNull();
      const mails = await received('pair');
      expect(mails).toHaveLength(24);
      expect(new Set(mails.map((m) => m.messageId)).size).toBe(24);
      expect(new Set(mails.map((m) => m.reason)).size).toBe(24);
      expect(await counts(filename)).toMatchObject({ pending: 0, sent: 24 });
    },
    PROCESSES_TIMEOUT_MS,
  );
});
