// Issue 10, "the developer's first minutes": `npm start` says each step as it starts and ends,
// with its time, and the real total from the moment it ran; Ctrl-C stops everything and keeps
// the data. This runs the real script (the same file `npm start` runs) on free ports and a
// temporary DATA_DIR, and reads what it prints.
import Database from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@green-circle/testing/ports';
import { expect, test } from '../support/fixtures';
import { root } from '../../scripts/lib/env.mjs';

const STEPS = [
  'Checking the dependencies',
  'Starting the Auth emulator and the demo members',
  'Building the client',
  'Starting the local mail server',
  'Starting the API',
  'Serving the client',
];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** This file's ports, the same for each of its starts (they run one after another, in one worker). */
let ports: Promise<number[]> | undefined;

/**
 * A start's environment: this suite's own values, whatever a developer's shell or .env holds. The
 * ports, and so the VITE_* values baked into the client, are the same for every start of the file:
 * the client is built once and every later start reuses it, as a developer's second start does
 * (three builds at once would take the machine from the browser suite running beside them).
 */
async function stackEnv(dataDir: string, extra: Record<string, string> = {}) {
  ports ??= (async () => {
    const free: number[] = [];
    while (free.length < 5) {
      const port = await freePort();
      if (!free.includes(port)) free.push(port);
    }
    return free;
  })();
  const [port, clientPort, emulatorPort, smtpPort, mailWebPort] = await ports;
  return {
    PORT: String(port),
    CLIENT_PORT: String(clientPort),
    AUTH_EMULATOR_PORT: String(emulatorPort),
    MAIL_SMTP_PORT: String(smtpPort),
    MAIL_WEB_PORT: String(mailWebPort),
    DATA_DIR: dataDir,
    VITE_API_URL: `http://localhost:${port}`,
    PUBLIC_SITE_URL: `http://localhost:${clientPort}`,
    ...extra,
  };
}

/** Every start of this file, stopped at its end whatever happened. */
const started: ChildProcess[] = [];

/**
 * Stops a start that is still running as Ctrl-C does, so it stops its parts (the emulator and the
 * API run in process groups of their own: a SIGKILL to the start script alone left them running
 * after a failed test); SIGKILL only if it has not ended in 30 s.
 */
async function stopStart(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await ended;
  clearTimeout(timer);
}

async function killStarted() {
  for (const child of started) await stopStart(child);
}

/**
 * Runs scripts/start.mjs with `env` over this suite's own values; resolves once it is running or
 * has exited (the test's timeout bounds the wait).
 */
async function startOnce(env: Record<string, string>) {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, MONGODB_URI: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const outcome = await new Promise<'running' | 'exited'>((resolve) => {
    child.stdout!.on('data', () => {
      if (stdout.includes('Green Circle is running at')) resolve('running');
    });
    void exited.then(() => resolve('exited'));
  });
  return {
    outcome,
    exited,
    stdout: () => stdout,
    stderr: () => stderr,
    async stop() {
      if (child.exitCode === null) child.kill('SIGINT');
      return exited;
    },
  };
}

// One `npm start` followed through its run, then started again on its data: its steps, its
// address, its Ctrl-C, and (issue 22 #2) a second start after the first met its per-address limit.
// One run proves all of these in order, where two full starts (two emulators, two APIs) did.
test.describe('npm start', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let child: ChildProcess;
  let stdout = '';
  let stderr = '';
  let exited: Promise<number | null>;
  let limited = false;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = mkdtempSync(path.join(tmpdir(), 'gc-npm-start-'));
    // The per-address limit, small, and a window longer than this file's run: the second start
    // meets the count the first one left.
    env = await stackEnv(dataDir, { RATE_LIMIT_ADDRESS_MAX: '30', RATE_LIMIT_WINDOW_MS: '600000' });
    child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
      cwd: root,
      env: { ...process.env, ...env, MONGODB_URI: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk) => (stdout += chunk));
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
    // Until it says it runs (or exits); the hook's timeout bounds the wait.
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', () => {
        if (stdout.includes('Green Circle is running at')) resolve();
      });
      void exited.then((code) => reject(new Error(`npm start exited (${code}) before it was ready:\n${stderr}`)));
    });
  });

  test.afterAll(async () => {
    test.setTimeout(90_000);
    // What it said, when it never got ready (a timeout says nothing else).
    if (!stdout.includes('Green Circle is running at')) await test.info().attach('npm start stderr', { body: stderr });
    await stopStart(child);
    await killStarted();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('says each of its six steps when it starts and when it ends, with the time it took', () => {
    STEPS.forEach((label, index) => {
      const step = `[${index + 1}/${STEPS.length}] ${label}`;
      expect(stderr).toMatch(new RegExp(`^${escape(step)}\\.\\.\\.$`, 'm'));
      expect(stderr).toMatch(new RegExp(`^✓ ${escape(step)}(: .+)? \\(\\d+\\.\\d s\\)$`, 'm'));
    });
    // Not a terminal: no status line redrawn with carriage returns in a log file.
    expect(stderr).not.toContain('\r');
  });

  test('ends with the address, a demo member to sign in as, and the real total time', async () => {
    const ready = stdout.match(
      /Green Circle is running at (http:\/\/localhost:\d+) {2}\(sign in as (\S+@\S+) \/ \S+; ready in (\d+\.\d) s; Ctrl-C to stop\)/,
    );
    expect(ready, stdout).not.toBeNull();
    const [, url, , total] = ready!;
    // Where the site's e-mails land: the local mail server's web inbox, answering.
    const inbox = stdout.match(/The site's e-mails land in the local inbox at (http:\/\/\S+)/);
    expect(inbox, stdout).not.toBeNull();
    expect((await fetch(`${inbox![1]}/healthz`)).status).toBe(200);
    // The total counts from `npm start` on, so it is at least as long as the longest step.
    const stepTimes = [...stderr.matchAll(/^✓ .* \((\d+\.\d) s\)$/gm)].map((match) => Number(match[1]));
    expect(Number(total)).toBeGreaterThanOrEqual(Math.max(...stepTimes));

    const page = await fetch(url!);
    expect(page.status).toBe(200);
    // The home page, rendered by the client host.
    expect(await page.text()).toContain('<title>Home | Green Circle</title>');
  });

  test('stops everything on Ctrl-C and keeps the data for the next start', async () => {
    test.setTimeout(60_000);
    // First its address meets the per-address limit (the count the next start finds, below).
    for (let i = 0; i < 60 && !limited; i++) {
      limited = (await fetch(`${env.VITE_API_URL}/gardenTips?limit=1`)).status === 429;
    }
    expect(limited).toBe(true);
    // The site passes this address on, so its pages meet the same limit: the API's status and
    // words, not a wordless 500 (a loader's API refusal was sent as 'Unexpected Server Error').
    const siteUrl = stdout.match(/Green Circle is running at (http:\/\/localhost:\d+)/)![1];
    const page = await fetch(`${siteUrl}/browserTips`);
    expect(page.status).toBe(429);
    const html = await page.text();
    // Said by the refusal's code (issue 56): the catalogue's words for a 429, not the API's English detail.
    expect(html).toMatch(/<p[^>]*>429: Too many requests just now\. Please wait a moment and try again\.<\/p>/);
    expect(html).not.toContain('Unexpected Server Error');
    const pageData = await fetch(`${siteUrl}/browserTips.data`);
    expect(pageData.status).toBe(429);
    expect(await pageData.text()).not.toContain('Unexpected Server Error');
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(stderr).toContain(`SIGINT: stopping Green Circle (your data stays in ${dataDir})`);
    expect(existsSync(path.join(dataDir, 'green-circle.db'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'auth'))).toBe(true);
  });

  test('issue 22 #2: starts again at once after its address met the per-address limit (the count outlives the run)', async () => {
    test.setTimeout(300_000);
    expect(limited, 'the first run met its per-address limit').toBe(true);
    expect(child.exitCode, 'the first run has stopped').not.toBeNull();
    const second = await startOnce(env);
    const stopped = second.outcome === 'running' ? await second.stop() : await second.exited;
    expect(second.stderr()).not.toContain('✗');
    // The demo members' accounts came back from the saved export: none made again.
    expect(second.stderr()).toMatch(/^✓ \[2\/6\] Starting the Auth emulator and the demo members: .*\(0 new\)/m);
    expect(second.outcome, second.stderr()).toBe('running');
    expect(stopped).toBe(0);
  });
});

test.describe('npm start when a step fails', () => {
  const dirs: string[] = [];
  test.afterAll(async () => {
    test.setTimeout(90_000);
    await killStarted();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const freshDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gc-npm-restart-'));
    dirs.push(dir);
    return dir;
  };

  test('issue 22 #2: a bad setting stops it before anything starts, naming the setting and what to do', async () => {
    test.setTimeout(300_000);
    // A setting the schema refuses (the window must be at least a second).
    const env = await stackEnv(freshDir(), { RATE_LIMIT_WINDOW_MS: '10' });
    const run = await startOnce(env);
    expect(run.outcome).toBe('exited');
    expect(await run.exited).toBe(1);
    const stderr = run.stderr();
    expect(stderr).toMatch(/^ {2}- RATE_LIMIT_WINDOW_MS: .+$/m);
    expect(stderr).toMatch(/^ {2}What to do: fix these in \.env or the environment.*$/m);
    expect(stderr).not.toMatch(/^\s+at .+\(.*scripts\/.*\.mjs:\d+:\d+\)$/m);
  });

  test('issue 22 #2: a step that fails says which, in the words of the part that failed, and what to do', async () => {
    test.setTimeout(300_000);
    // A database from a newer release, which the API refuses to touch: the API step fails.
    const dataDir = freshDir();
    const db = new Database(path.join(dataDir, 'green-circle.db'));
    db.pragma('user_version = 999');
    db.close();
    const env = await stackEnv(dataDir);
    const run = await startOnce(env);
    expect(run.outcome).toBe('exited');
    expect(await run.exited).toBe(1);
    const stderr = run.stderr();
    expect(stderr).toMatch(/^✗ \[5\/6\] Starting the API: .+ \(\d+\.\d s\)$/m);
    expect(stderr).toContain('newer than this release knows');
    // On the ✗ line itself, whatever else the API said before it exited.
    expect(stderr).toMatch(/^✗ \[5\/6\] Starting the API: .*newer than this release knows.*$/m);
    expect(stderr).toMatch(/^ {2}What to do: read the API's words above.*$/m);
    expect(stderr).toContain(path.join(env.DATA_DIR, 'logs', 'api.log'));
    // No stack trace of the start script itself.
    expect(stderr).not.toMatch(/^\s+at .+\(.*scripts\/.*\.mjs:\d+:\d+\)$/m);
  });
});
