import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sharedClockEnv } from './clock';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// tsx's loader in the server's own process: the tsx CLI would run the server as a child of its
// own, so a SIGKILL would hit only the wrapper and leave the real server running, orphaned.
const tsxLoader = pathToFileURL(path.resolve(serverDir, '../node_modules/tsx/dist/loader.mjs')).href;

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Sends the signal and resolves with the exit code (or the signal's name). */
  stop: (signal?: NodeJS.Signals) => Promise<number | string>;
}

/** Runs src/main.ts under tsx as `npm start -w server` does, in one process, with its own env. */
export function spawnServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', tsxLoader, 'src/main.ts'], {
    cwd: serverDir,
    // PORT 0 lets the OS pick a free port; the server prints the one it got.
    env: {
      PATH: process.env.PATH ?? '',
      ...sharedClockEnv(),
      PORT: '0',
      NODE_ENV: 'test',
      RATE_LIMIT_READ_MAX: '0',
      RATE_LIMIT_WRITE_MAX: '0',
      RATE_LIMIT_LIKE_MAX: '0',
      RATE_LIMIT_ACCOUNT_MAX: '0',
      // The spam brakes too: these runs write many tips as fresh accounts, often the same text.
      RATE_LIMIT_NEW_ACCOUNT_TIPS_MAX: '0',
      RATE_LIMIT_NEW_ACCOUNT_COMMENTS_MAX: '0',
      RATE_LIMIT_SAME_TEXT_WINDOW_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return { child, exited, output: () => output };
}

/**
 * Starts the server and resolves once it listens and, unless ready is false, once GET /ready
 * answers 200 (the store is reached and seeded after the port opens).
 */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
  { ready = true } = {},
): Promise<ServerProcess> {
  const { child, exited, output } = spawnServer(env);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start:\n${output()}`)), timeoutMs);
    const check = () => {
      const match = output().match(/listening on (http:\/\/localhost:\d+)/);
      if (match) {
        clearTimeout(timer);
        child.stdout?.off('data', check);
        resolve(match[1]!);
      }
    };
    child.stdout?.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code}) before listening:\n${output()}`));
    });
  });
  if (ready) {
    const deadline = Date.now() + timeoutMs;
    while (
      (await fetch(`${url}/ready`).then(
        (r) => r.status,
        () => 0,
      )) !== 200
    ) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`The server did not get ready:\n${output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    child,
    output,
    stop: (signal = 'SIGTERM') => {
      child.kill(signal);
      return exited;
    },
  };
}
