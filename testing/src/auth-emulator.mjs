// Starts the Firebase Auth emulator (firebase-tools, offline) as a child process.
// Used by `npm start`, `npm run dev` and the test suites, each with its own port and data.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, waitForHttp } from './ports.mjs';

const firebaseBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('firebase-tools/package.json')),
  'lib',
  'bin',
  'firebase.js',
);

/** A deadline, not a wait: firebase-tools has taken over 90 s to say it is ready on a 2-core machine at load ~30. */
const STARTUP_LIMIT_MS = 240_000;

/**
 * @param {{ port?: number, host?: string, projectId?: string, dataDir?: string, quiet?: boolean }} options
 *   host: where it listens (default the loopback: it accepts unsigned tokens).
 *   dataDir: accounts are imported from and exported to it (kept across restarts); omit for a throwaway emulator.
 * @returns {Promise<{ host: string, port: number, projectId: string, stop: () => Promise<void> }>}
 */
export async function startAuthEmulator(options = {}) {
  // A free port is free when asked, not when firebase-tools binds it a moment later: on a busy
  // machine another process (an outgoing connection's own port) can take it in between. The hub's
  // and logging's ports are ours to choose again, and so is the emulator's unless one was given.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(options);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 3) throw error;
    }
  }
}

class PortTaken extends Error {}

/** @param {Parameters<typeof startAuthEmulator>[0]} options */
async function startOnce(options) {
  const port = options.port ?? (await freePort());
  const projectId = options.projectId ?? 'demo-green-circle';
  const host = options.host ?? '127.0.0.1';
  const probe = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const workDir = mkdtempSync(path.join(tmpdir(), 'gc-auth-emulator-'));
  // Give the hub and logging their own free ports too, so several emulators can run side by side.
  const config = {
    emulators: {
      auth: { host, port },
      hub: { host: '127.0.0.1', port: await freePort() },
      logging: { host: '127.0.0.1', port: await freePort() },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(path.join(workDir, 'firebase.json'), JSON.stringify(config));

  const args = [firebaseBin, 'emulators:start', '--only', 'auth', '--project', projectId];
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    if (existsSync(path.join(options.dataDir, 'firebase-export-metadata.json'))) {
      args.push('--import', options.dataDir);
    }
    args.push('--export-on-exit', options.dataDir);
  }

  const child = spawn(process.execPath, args, {
    cwd: workDir,
    // TMPDIR: firebase-tools keeps a per-project hub locator file in the temp folder and the
    // export on exit follows it, so emulators of the same project side by side would export
    // each other's accounts. Each emulator gets its own temp folder.
    env: { ...process.env, TMPDIR: workDir, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: process.env.CI ?? 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a Ctrl-C in the terminal reaches only our process, whose stop()
    // then sends the one SIGINT that exports the accounts (a second SIGINT, the terminal's
    // plus ours, makes firebase-tools quit at once without exporting).
    detached: true,
  });
  let output = '';
  // The port answers before the saved accounts are imported (firebase-tools imports them into the
  // running emulator): it is ready once firebase-tools says so, after the import.
  let announced = () => {};
  const ready = new Promise((resolve) => (announced = resolve));
  const collect = (chunk) => {
    output += chunk;
    if (options.quiet === false) process.stdout.write(chunk);
    if (/All emulators ready/.test(output)) announced();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise((resolve) => child.once('exit', resolve));

  try {
    await Promise.race([
      Promise.all([
        waitForHttp(`http://${probe.includes(':') ? `[${probe}]` : probe}:${port}/`, STARTUP_LIMIT_MS),
        Promise.race([
          ready,
          sleep(STARTUP_LIMIT_MS, undefined, { ref: false }).then(() => {
            throw new Error(`The Auth emulator never said it was ready:\n${output}`);
          }),
        ]),
      ]),
      exited.then((code) => {
        const message = `The Auth emulator exited (${code}) before it was ready:\n${output}`;
        throw /port taken|is not open|EADDRINUSE/i.test(output) ? new PortTaken(message) : new Error(message);
      }),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  }

  return {
    host: `${probe.includes(':') ? `[${probe}]` : probe}:${port}`,
    port,
    projectId,
    /** The emulator's process (its CPU, for the benchmarks). */
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      // SIGINT lets firebase-tools export the accounts before it exits.
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
