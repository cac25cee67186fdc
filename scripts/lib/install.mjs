// Installs the dependencies when node_modules is missing or no longer matches
// package-lock.json. Node builtins only: it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './root.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Why node_modules needs an install, or null when it matches the lock file. */
export function installReason() {
  const lockFile = path.join(root, 'package-lock.json');
  const installedFile = path.join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(path.join(root, 'node_modules'))) return 'node_modules is missing';
  if (!existsSync(lockFile)) return null;
  if (!existsSync(installedFile)) return 'node_modules was not installed by npm from the lock file';
  const wanted = JSON.parse(readFileSync(lockFile, 'utf8')).packages ?? {};
  const installed = JSON.parse(readFileSync(installedFile, 'utf8')).packages ?? {};
  for (const [key, entry] of Object.entries(wanted)) {
    if (!key.includes('node_modules/')) continue; // the root and the workspaces themselves
    const have = installed[key];
    if (!have) {
      // Optional packages for other platforms are never installed; that is fine.
      if (entry.optional || entry.devOptional || entry.peer) continue;
      return `${key} is not installed`;
    }
    if (entry.version && have.version !== entry.version) {
      return `${key} is ${have.version}, package-lock.json wants ${entry.version}`;
    }
  }
  return null;
}

/**
 * Runs `npm ci` (or `npm install` without a lock file) when needed; throws when it fails.
 * When `npm ci` refuses the lock file, `npm install` (which keeps every locked version) runs
 * instead: some native linters' optional per-platform packages (oxc-parser's and
 * unrs-resolver's bindings for other systems) are missing from the registry this project
 * installs from, so npm leaves them out of the lock file and `npm ci` then calls the lock file
 * out of sync, although every package this machine needs is in it.
 */
export function ensureDependencies({ log = console.log } = {}) {
  const reason = installReason();
  if (!reason) return false;
  const command = existsSync(path.join(root, 'package-lock.json')) ? 'ci' : 'install';
  log(`Installing dependencies (npm ${command}): ${reason}`);
  let result = spawnSync(npm, [command, '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0 && command === 'ci') {
    log('npm ci refused the lock file; installing the locked versions with npm install instead');
    result = spawnSync(npm, ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  }
  if (result.status !== 0) {
    throw new Error(`npm install failed (exit ${result.status ?? result.signal})`);
  }
  return true;
}
