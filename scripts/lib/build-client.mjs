// Builds the client with the VITE_* values of the stack it will talk to. A build whose
// sources and values have not changed since the last one is reused (a second `npm start`
// starts at once).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './env.mjs';

const STAMP = '.build-stamp';
const INPUTS = [
  'client/src',
  'client/public',
  'client/index.html',
  'client/vite.config.ts',
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
 * Runs `vite build` for the client into outDir (default client/dist), and for its server-side
 * renderer into `<outDir>-ssr`, unless an identical build is there.
 * `extraArgs` go to vite (the web benchmark adds `--manifest` to know each page's chunks).
 * @returns {Promise<{ outDir: string, built: boolean }>}
 */
export async function buildClient({
  viteEnv,
  outDir = path.join(root, 'client', 'dist'),
  force = false,
  extraArgs = [],
}) {
  const digest = buildDigest(viteEnv);
  const stampFile = path.join(outDir, STAMP);
  const serverDir = prerenderDir(outDir);
  if (
    !force &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === digest &&
    existsSync(path.join(outDir, 'index.html')) &&
    existsSync(path.join(serverDir, PRERENDER_ENTRY))
  ) {
    return { outDir, built: false };
  }
  await vite(['build', '--outDir', outDir, '--emptyOutDir', ...extraArgs], viteEnv);
  // The server-side bundle that renders the public pages into the HTML (client/src/prerender),
  // beside the browser's build and never served.
  await vite(['build', '--ssr', 'src/prerender/prerender.tsx', '--outDir', serverDir, '--emptyOutDir'], viteEnv);
  writeFileSync(stampFile, digest);
  return { outDir, built: true };
}

/** The file of the server-side bundle in prerenderDir(outDir). */
export const PRERENDER_ENTRY = 'prerender.js';

/** Where the server-side bundle of the build in outDir is written. */
export const prerenderDir = (outDir) => `${outDir}-ssr`;

async function vite(args, viteEnv) {
  const viteBin = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const child = spawn(process.execPath, [viteBin, ...args], {
    cwd: path.join(root, 'client'),
    env: { ...process.env, ...viteEnv, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`The client build failed (vite ${args.join(' ')}, exit ${code}):\n${output}`);
}
