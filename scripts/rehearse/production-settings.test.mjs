// Issue 55: a production process that lacks a setting it cannot do without refuses to start, on one
// line naming it, instead of running wrong quietly (without HOST_SECRET the API counts every visitor
// as the host; without TRUST_PROXY every visitor is the proxy). Both processes as a deployment runs
// them: the compiled API (node server/dist/main.js) and the host (node scripts/host.mjs).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from '../lib/root.mjs';
import { check } from './checks.mjs';

const dataDir = mkdtempSync(path.join(tmpdir(), 'gc-production-settings-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Everything production needs, so each case leaves out one thing. */
const PRODUCTION = {
  NODE_ENV: 'production',
  HOST_SECRET: 's'.repeat(40),
  TRUST_PROXY: '1',
  PUBLIC_SITE_URL: 'https://greencircle.example',
  DATA_DIR: dataDir,
  PORT: '0',
  CLIENT_PORT: '0',
  HOST: '127.0.0.1',
};

const PROCESSES = {
  API: { args: ['server/dist/main.js'], says: 'Green Circle API cannot start.' },
  host: { args: ['scripts/host.mjs'], says: "Green Circle's host cannot start." },
};

/** Runs the process; its exit code and output, or 'still running' after 60 s (then it is killed). */
function run(args, env) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 'still running', output });
    }),
  );
}

describe.concurrent('production refuses to start without its settings', { timeout: 120_000 }, () => {
  for (const [name, { args, says }] of Object.entries(PROCESSES)) {
    for (const [left, change, error] of [
      ['HOST_SECRET', { HOST_SECRET: '' }, 'HOST_SECRET: Must be set when NODE_ENV=production'],
      ['TRUST_PROXY', { TRUST_PROXY: '' }, 'TRUST_PROXY: Must be set when NODE_ENV=production'],
      ['PUBLIC_SITE_URL on https', { PUBLIC_SITE_URL: '' }, "PUBLIC_SITE_URL: Must be the site's https:// address"],
    ]) {
      it(`the ${name} without ${left} exits non-zero, saying so on one line`, async ({ task }) => {
        const { code, output } = await run(args, { ...PRODUCTION, ...change });
        const line = output.split('\n').find((text) => text.startsWith(says)) ?? '';
        check(
          `${name} in production without ${left}`,
          `exit ${code}: ${line.slice(says.length + 1, says.length + 60)}…`,
          task.name,
        );
        expect(code).not.toBe(0);
        expect(code).not.toBe('still running');
        expect(line).toContain(error);
      });
    }
  }
});
