// Issue 10, "the developer's first minutes": `npm start` says each step as it starts and ends,
// with its time, and the real total from the moment it ran; Ctrl-C stops everything and keeps
// the data. This runs the real script (the same file `npm start` runs) on free ports and a
// temporary DATA_DIR, and reads what it prints.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@green-circle/testing/ports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '../../scripts/lib/env.mjs';

const STEPS = [
  'Checking the dependencies',
  'Starting the Auth emulator and the demo members',
  'Building the client',
  'Starting the API',
  'Serving the client',
];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('npm start', () => {
  let dataDir: string;
  let child: ChildProcess;
  let stdout = '';
  let stderr = '';
  let exited: Promise<number | null>;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'gc-npm-start-'));
    const [port, clientPort, emulatorPort] = [await freePort(), await freePort(), await freePort()];
    child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        CLIENT_PORT: String(clientPort),
        AUTH_EMULATOR_PORT: String(emulatorPort),
        DATA_DIR: dataDir,
        MONGODB_URI: '',
        // This suite's own values, whatever a developer's shell or .env holds.
        VITE_API_URL: `http://localhost:${port}`,
        VITE_SITE_URL: `http://localhost:${clientPort}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk) => (stdout += chunk));
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`npm start was not ready in 150 s:\n${stderr}`)), 150_000);
      const check = () => {
        if (stdout.includes('Green Circle is running at')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout!.on('data', check);
      void exited.then((code) => reject(new Error(`npm start exited (${code}) before it was ready:\n${stderr}`)));
    });
  }, 180_000);

  afterAll(async () => {
    if (child.exitCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('says each of its five steps when it starts and when it ends, with the time it took', () => {
    STEPS.forEach((label, index) => {
      const step = `[${index + 1}/${STEPS.length}] ${label}`;
      expect(stderr).toMatch(new RegExp(`^${escape(step)}\\.\\.\\.$`, 'm'));
      expect(stderr).toMatch(new RegExp(`^✓ ${escape(step)}(: .+)? \\(\\d+\\.\\d s\\)$`, 'm'));
    });
    // Not a terminal: no status line redrawn with carriage returns in a log file.
    expect(stderr).not.toContain('\r');
  });

  it('ends with the address, a demo member to sign in as, and the real total time', async () => {
    const ready = stdout.match(
      /Green Circle is running at (http:\/\/localhost:\d+) {2}\(sign in as (\S+@\S+) \/ \S+; ready in (\d+\.\d) s; Ctrl-C to stop\)/,
    );
    expect(ready, stdout).not.toBeNull();
    const [, url, , total] = ready!;
    // The total counts from `npm start` on, so it is at least as long as the longest step.
    const stepTimes = [...stderr.matchAll(/^✓ .* \((\d+\.\d) s\)$/gm)].map((match) => Number(match[1]));
    expect(Number(total)).toBeGreaterThanOrEqual(Math.max(...stepTimes));

    const page = await fetch(url!);
    expect(page.status).toBe(200);
    // The home page, rendered by the client host.
    expect(await page.text()).toContain('<title>Home | Green Circle</title>');
  });

  it('stops everything on Ctrl-C and keeps the data for the next start', async () => {
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(stderr).toContain(`SIGINT: stopping Green Circle (your data stays in ${dataDir})`);
    expect(existsSync(path.join(dataDir, 'green-circle.db'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'auth'))).toBe(true);
  }, 60_000);
});
