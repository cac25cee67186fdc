// Builds the client (React Router's framework build) with the VITE_* values of the stack it will talk to. A build whose
// sources and values have not changed since the last one is reused (a second `npm start`
// starts at once).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { root } from './env.mjs';

const STAMP = '.build-stamp';
const INPUTS = [
  'client/src',
  'client/server',
  'client/public',
  'client/vite.config.ts',
  'client/react-router.config.ts',
  'client/package.json',
  'client/tsconfig.json',
  'contract/src',
  'contract/package.json',
  'package-lock.json',
];

function* files(entry) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) {
      if (name === 'node_modules' || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
      yield* files(path.join(entry, name));
    }
  } else {
    yield entry;
  }
}

/** A digest of everything that changes the build: its sources and the baked-in VITE_* values. */
export function buildDigest(viteEnv) {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(Object.entries(viteEnv).sort()));
  for (const input of INPUTS) {
    for (const file of files(path.join(root, input))) {
      const stat = statSync(file);
      hash.update(`${path.relative(root, file)}:${stat.size}:${stat.mtimeMs}\n`);
    }
  }
  return hash.digest('hex');
}

/**
 * Runs `react-router build` for the client into outDir (default client/build): the browser's
 * files in `client/`, the client host with the server renderer in `server/index.js` (HOST_ENTRY),
 * unless an identical build is there. `extraArgs` go to the build (the web benchmark adds
 * `--manifest` to know each page's chunks).
 * @returns {Promise<{ outDir: string, built: boolean }>}
 */
export async function buildClient({
  viteEnv,
  outDir = path.join(root, 'client', 'build'),
  force = false,
  extraArgs = [],
}) {
  const digest = buildDigest(viteEnv);
  const stampFile = path.join(outDir, STAMP);
  if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === digest && existsSync(hostEntry(outDir))) {
    return { outDir, built: false };
  }
  await reactRouterBuild(extraArgs, { ...viteEnv, CLIENT_BUILD_DIR: outDir });
  // The host's bundle imports its packages (express, react, firebase-admin) by name: from a
  // build outside the repository (the tests' temp folders) they are found through this link.
  linkModules(path.join(outDir, 'node_modules'), path.join(root, 'node_modules'));
  writeFileSync(stampFile, digest);
  return { outDir, built: true };
}

/**
 * Points `link` at this checkout's node_modules. A link left by another checkout (or one since
 * removed: a dangling link, which existsSync calls absent) is replaced, not tripped over (EEXIST).
 */
function linkModules(link, target) {
  const present = (() => {
    try {
      return lstatSync(link);
    } catch {
      return null;
    }
  })();
  if (present?.isSymbolicLink() && readlinkSync(link) === target) return;
  if (present) rmSync(link, { recursive: !present.isSymbolicLink(), force: true });
  symlinkSync(target, link, 'dir');
}

/** The client host of the build in outDir (client/server/app.ts, built). */
export const hostEntry = (outDir) => path.join(outDir, 'server', 'index.js');

async function reactRouterBuild(args, viteEnv) {
  const bin = path.join(root, 'node_modules', '@react-router', 'dev', 'bin.js');
  const child = spawn(process.execPath, [bin, 'build', ...args], {
    cwd: path.join(root, 'client'),
    env: { ...process.env, ...viteEnv, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.on('close', resolve));
  if (code !== 0)
    throw new Error(`The client build failed (react-router build ${args.join(' ')}, exit ${code}):\n${output}`);
}
