// `npm run rehearse`: builds the API and the client, starts the production shape on this machine
// (scripts/lib/rehearsal.mjs: HAProxy with TLS on the loopback, two API processes, two hosts,
// NODE_ENV=production, the Auth emulator as the one stand-in), checks it (scripts/rehearse/), stops
// everything it started and prints a table of what it checked. Needs haproxy and openssl.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/root.mjs';

for (const [tool, program, args] of [
  ['haproxy', existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy', ['-v']],
  ['openssl', 'openssl', ['version']],
]) {
  if (spawnSync(program, args, { stdio: 'ignore' }).error) {
    console.error(
      `npm run rehearse needs ${tool}: install it (on Debian or Ubuntu: sudo apt-get install -y ${tool}), then run it again.`,
    );
    process.exit(1);
  }
}
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const run = spawnSync(
  process.execPath,
  [vitest, 'run', '--config', 'scripts/rehearse/vitest.config.mjs', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(run.status ?? 1);
