// `npm test`: every suite, in order, stopping at the first failure:
// typecheck, format (Prettier), lint (ESLint, with the import boundaries), knip (unused files, exports and
// dependencies), the server suite (API against the Auth emulator), the client suite, and the
// end-to-end suite in Chromium (Playwright's runner), and the production rehearsal (HAProxy, TLS). Format, lint and knip each keep one core
// busy, so they run side by side (their output held and printed in order, each under its name). `npm test -- server e2e` runs only the suites named.
// Only Node builtins: it installs the dependencies itself when they are missing or stale.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumPath, CHROMIUM_HELP } from './lib/chromium.mjs';
import { root } from './lib/root.mjs';
import { ensureDependencies } from './lib/install.mjs';

const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const playwright = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js');

const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const eslint = path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js');
const knip = path.join(root, 'node_modules', 'knip', 'bin', 'knip.js');
const reactRouter = path.join(root, 'node_modules', '@react-router', 'dev', 'bin.js');
const prettier = path.join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs');

const SUITES = [
  // What `npm run typecheck` checks, the four projects side by side.
  {
    name: 'typecheck',
    check: true,
    parallel: ['contract', 'server', 'client', 'e2e'].map((dir) => {
      const check = { command: process.execPath, args: [tsc, '--noEmit', '-p', dir], cwd: root };
      // The client's route modules import the types React Router writes for them (.react-router/, not committed).
      return dir === 'client'
        ? {
            series: [
              { command: process.execPath, args: [reactRouter, 'typegen'], cwd: path.join(root, 'client') },
              check,
            ],
          }
        : check;
    }),
  },
  {
    name: 'format',
    check: true,
    beside: true,
    command: process.execPath,
    args: [prettier, '--check', '--log-level', 'warn', '.'],
    cwd: root,
  },
  { name: 'lint', check: true, beside: true, command: process.execPath, args: [eslint, '.'], cwd: root },
  { name: 'knip', check: true, beside: true, command: process.execPath, args: [knip, '--no-progress'], cwd: root },
  // Import circles, type imports included (import-x/no-cycle skips those).
  {
    name: 'cycles',
    check: true,
    beside: true,
    command: process.execPath,
    args: [path.join(root, 'scripts', 'import-cycles.mjs')],
    cwd: root,
  },
  { name: 'server', command: process.execPath, args: [vitest, 'run'], cwd: path.join(root, 'server') },
  { name: 'client', command: process.execPath, args: [vitest, 'run'], cwd: path.join(root, 'client') },
  // playwright.config.ts: its HTML report is kept for CI's log to point at (said after the suite).
  { name: 'e2e', command: process.execPath, args: [playwright, 'test'], cwd: root, playwright: true },
  // The production shape behind HAProxy (npm run rehearse; scripts/rehearse/): needs haproxy and openssl.
  {
    name: 'rehearse',
    command: process.execPath,
    args: [vitest, 'run', '--config', path.join('scripts', 'rehearse', 'vitest.config.mjs')],
    cwd: root,
  },
];

const E2E_HTML_REPORT = path.join('e2e', 'playwright-report');

// Each test suite also writes a JSON report, so the run can end on one line of counts.
const reports = mkdtempSync(path.join(tmpdir(), 'gc-test-reports-'));
for (const suite of SUITES.filter((s) => s.args?.[0] === vitest)) {
  suite.report = path.join(reports, `${suite.name}.json`);
  suite.args.push('--reporter=default', '--reporter=json', `--outputFile.json=${suite.report}`);
}
// The rehearsal's table too (the command line's reporters replace its config's).
for (const suite of SUITES.filter((s) => s.name === 'rehearse')) {
  suite.args.push(`--reporter=${path.join(root, 'scripts', 'rehearse', 'table-reporter.mjs')}`);
}
for (const suite of SUITES.filter((s) => s.playwright)) {
  // playwright.config.ts adds its JSON reporter when this is set (its own reporters stay).
  suite.report = path.join(reports, `${suite.name}.json`);
  suite.env = { E2E_JSON_REPORT: suite.report };
}

/** Adds a suite's passed/failed/skipped counts (from its JSON report) to the totals. */
function count(suite, totals) {
  if (!suite.report || !existsSync(suite.report)) return;
  const report = JSON.parse(readFileSync(suite.report, 'utf8'));
  if (suite.playwright) {
    // A test that passed on its retry counts as passed ('flaky' in Playwright's words).
    totals.passed += report.stats.expected + report.stats.flaky;
    totals.failed += report.stats.unexpected;
    totals.skipped += report.stats.skipped;
    return;
  }
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs `suite`; `out`: where its output goes when it is held (side by side), else the terminal. */
async function run(suite, out) {
  if (suite.parallel) {
    const codes = await Promise.all(suite.parallel.map((part) => run(part, out)));
    return codes.find((code) => code !== 0) ?? 0;
  }
  if (suite.series) {
    for (const step of suite.series) {
      const code = await run(step, out);
      if (code !== 0) return code;
    }
    return 0;
  }
  return new Promise((resolve) => {
    const child = spawn(suite.command, suite.args, {
      cwd: suite.cwd,
      stdio: out ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: suite.env ? { ...process.env, ...suite.env } : process.env,
    });
    if (out) {
      child.stdout.on('data', (chunk) => out.push(chunk));
      child.stderr.on('data', (chunk) => out.push(chunk));
    }
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}

async function main() {
  const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const unknown = wanted.filter((name) => !SUITES.some((suite) => suite.name === name));
  if (unknown.length) {
    console.error(`Unknown suite ${unknown.join(', ')}; the suites are: ${SUITES.map((s) => s.name).join(', ')}`);
    return 2;
  }
  const suites = wanted.length ? SUITES.filter((suite) => wanted.includes(suite.name)) : SUITES;

  // Say it now, not after the other suites have run: the browser suite cannot run without Chromium.
  if (suites.some((suite) => suite.name === 'e2e') && !chromiumPath()) {
    console.error(CHROMIUM_HELP);
    return 1;
  }

  const started = Date.now();
  ensureDependencies({ log: (line) => console.log(line) });
  const times = [];
  const totals = { passed: 0, failed: 0, skipped: 0 };
  // Checks that are not test files (typecheck, lint, knip): printed on their own line.
  const checks = [];
  // The side-by-side suites started: their held output and their end.
  const running = new Map();
  if (Date.now() - started > 1000) times.push(['install', Date.now() - started]);
  for (let i = 0; i < suites.length; i += 1) {
    const suite = suites[i];
    // A suite side by side with the next ones was started with the first of them.
    const held = running.get(suite);
    if (!held) console.log(`\n━━ ${suite.name} ━━`);
    const t0 = Date.now();
    if (suite.beside && !held) {
      for (let j = i; j < suites.length && suites[j].beside; j += 1) {
        const out = [];
        const start = Date.now();
        const done = run(suites[j], out).then((code) => ({ code, ms: Date.now() - start }));
        running.set(suites[j], { out, done });
      }
    }
    const { code, ms } = suite.beside
      ? await running.get(suite).done.then((result) => {
          if (held) console.log(`\n━━ ${suite.name} ━━`);
          process.stdout.write(Buffer.concat(running.get(suite).out));
          return result;
        })
      : await run(suite).then((code) => ({ code, ms: Date.now() - t0 }));
    times.push([suite.name, ms]);
    count(suite, totals);
    if (suite.playwright && existsSync(path.join(root, E2E_HTML_REPORT, 'index.html'))) {
      console.log(
        `\nThe browser suite's HTML report (traces of retried tests in it): ${path.join(root, E2E_HTML_REPORT, 'index.html')}` +
          `\n  open it with: npx playwright show-report ${E2E_HTML_REPORT}`,
      );
    }
    if (suite.check) checks.push(`${suite.name} ${code === 0 ? 'passed' : 'failed'}`);
    if (code !== 0) {
      console.error(`\n✗ The ${suite.name} suite failed (exit ${code}) after ${seconds(ms)}.`);
      // Its side-by-side neighbours ran too: what they found is said as well.
      for (const next of suites.slice(i + 1).filter((later) => running.has(later))) {
        const result = await running.get(next).done;
        console.log(`\n━━ ${next.name} ━━`);
        process.stdout.write(Buffer.concat(running.get(next).out));
        times.push([next.name, result.ms]);
        checks.push(`${next.name} ${result.code === 0 ? 'passed' : 'failed'}`);
      }
      summary(times, started, totals, checks);
      return code;
    }
  }
  summary(times, started, totals, checks);
  console.log('✓ All suites passed.');
  return 0;
}

function summary(times, started, totals, checks) {
  console.log('\nTimes:');
  for (const [name, ms] of times) console.log(`  ${name.padEnd(10)} ${seconds(ms).padStart(8)}`);
  console.log(`  ${'total'.padEnd(10)} ${seconds(Date.now() - started).padStart(8)}`);
  rmSync(reports, { recursive: true, force: true });
  if (checks.length) console.log(`\nChecks: ${checks.join(', ')}`);
  console.log(
    `${checks.length ? '' : '\n'}Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
  );
}

process.exitCode = await main();
