// Child processes of the local stack: the API (tsx) and, for `npm run dev`, Vite's dev server.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './env.mjs';

const serverRequire = createRequire(path.join(root, 'server', 'package.json'));

/**
 * Starts a child and keeps the tail of its output (for the error message when it dies),
 * writing all of it to logFile when given, or to the terminal when inherit is set.
 */
export function startChild(name, command, args, { cwd, env, logFile, inherit = false }) {
  // Its own process group, so a Ctrl-C in the terminal reaches only the parent, which stops
  // the parts in order (the API before the emulator it depends on).
  const child = spawn(command, args, {
    cwd,
    env,
    stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let tail = '';
  let log;
  if (logFile) {
    mkdirSync(path.dirname(logFile), { recursive: true });
    log = createWriteStream(logFile, { flags: 'a' });
  }
  // The child's own reason, kept apart from the tail: a chatty child (a retry logged every few
  // seconds) must not push the one line that says why it failed out of the error message.
  let reason = '';
  const partial = { stdout: '', stderr: '' };
  const keep = (chunk, stream) => {
    tail = (tail + chunk).slice(-8_000);
    log?.write(chunk);
    // Whole lines only: a JSON record may come in two chunks.
    const lines = (partial[stream] + chunk).split('\n');
    partial[stream] = lines.pop().slice(-8_000);
    for (const text of lines) {
      const found = reasonIn(text, stream === 'stderr');
      if (found) reason = found;
    }
  };
  child.stdout?.on('data', (chunk) => keep(chunk, 'stdout'));
  child.stderr?.on('data', (chunk) => keep(chunk, 'stderr'));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  exited.then(() => log?.end());
  return {
    name,
    child,
    exited,
    output: () => tail,
    /** The last line the child said why it failed in (stderr, or an error-level log record). */
    reason: () => reason,
    /** Asks the child to stop (SIGTERM: the API finishes in-flight requests), then insists. */
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** pino's error and fatal levels. */
const ERROR_LEVEL = 50;

/**
 * The reason a line gives, if it gives one: a plain stderr line, or a JSON log record at error
 * level or above, or one with a `reason`, that is not a request's (a request's failure is not
 * the process's).
 */
export function reasonIn(text, fromStderr) {
  const line = text.trim();
  if (!line) return '';
  if (!line.startsWith('{')) return fromStderr ? line : '';
  try {
    const record = JSON.parse(line);
    if (typeof record.level !== 'number' || record.req || typeof record.msg !== 'string') return '';
    // A retry's warning names what it waits for (the API's store: "not reachable yet" and why).
    if (typeof record.reason === 'string') return `${record.msg}: ${record.reason}`;
    return record.level >= ERROR_LEVEL ? record.msg : '';
  } catch {
    return fromStderr ? line : '';
  }
}

/** Polls url until check(response) holds; fails early when the process exits. */
export async function waitUntilReady(processHandle, url, { timeoutMs = 60_000, check = (r) => r.ok } = {}) {
  const deadline = Date.now() + timeoutMs;
  // Its reason on the first line, the one the failed step's ✗ line shows whatever the tail holds.
  const because = () => {
    const reason = processHandle.reason?.();
    return reason ? `: ${reason}` : '';
  };
  let exitCode;
  processHandle.exited.then((code) => (exitCode = code));
  for (;;) {
    if (exitCode !== undefined) {
      throw new Error(
        `${processHandle.name} exited (${exitCode}) before it was ready${because()}:\n${processHandle.output()}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (check(response)) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      throw new Error(
        `${processHandle.name} did not get ready at ${url} within ${timeoutMs} ms${because()}:\n${processHandle.output()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The API as `npm start -w server` runs it (tsx), or `tsx watch` for development. */
export function startApi({ env, watch = false, logFile, inherit = false }) {
  const tsxCli = path.join(path.dirname(serverRequire.resolve('tsx/package.json')), 'dist', 'cli.mjs');
  const args = watch ? [tsxCli, 'watch', '--clear-screen=false', 'src/main.ts'] : [tsxCli, 'src/main.ts'];
  return startChild('The API', process.execPath, args, {
    cwd: path.join(root, 'server'),
    env: { ...process.env, ...env },
    logFile,
    inherit,
  });
}

/** Vite's dev server for the client (hot reload). */
export function startViteDev({ port, host = '127.0.0.1', env, inherit = true }) {
  const viteBin = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  return startChild(
    'The Vite dev server',
    process.execPath,
    [viteBin, '--host', host, '--port', String(port), '--strictPort'],
    {
      cwd: path.join(root, 'client'),
      env: { ...process.env, ...env },
      inherit,
    },
  );
}
