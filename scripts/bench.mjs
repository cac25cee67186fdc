// `npm run bench`: the API endpoint benchmark (server/bench/endpoints.ts: 10k and 100k tips and as
// many questions, autocannon against the real routes and a bare Express route), the notifications figures
// (server/bench/notifications.ts: unread count p99 at 100,000 stored), a member's page data through
// the client host against the same calls straight to the API (scripts/bench-host.mjs), the size of the
// JavaScript each page loads against commit 3341a4c, before issue 34 (client/scripts/bundle-size.mjs), the upload figures (server/bench/uploads.ts:
// time to accept a 12 MP JPEG, peak memory, GET /gardenTips p99 with and without uploads) and
// e-mail (server/bench/mail-digests.ts: 10,000 weekly digests composed and handed to SMTP, the
// API's read p99 meanwhile against idle, peak memory), issue 58's 10,000 plan follow-ups the same way
// (server/bench/plan-follow-ups.ts), issue 57's question routing at 100,000 members
// (server/bench/question-routing.ts: median and p99 of the questions service's route()), what a first visit on a phone costs (scripts/bench-web.mjs, also `npm run bench:web`:
// Lighthouse on the built client). Figures, not pass/fail tests.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './lib/env.mjs';
import { ensureDependencies } from './lib/install.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(title, command, args, cwd) {
  console.log(`\n━━ ${title} ━━`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** A server workspace script, as `npm run <script> -w server`. */
const server = (title, script) => [
  `${title} (npm run ${script} -w server)`,
  npm,
  ['run', script, '-w', 'server', '--silent'],
  root,
];
/** A script of ours, run by this Node. */
const node = (title, script, cwd = root) => [title, process.execPath, [path.join(root, script)], cwd];

const BENCHES = [
  server('API endpoints', 'bench'),
  node("A member's page data through the client host against the API (npm run bench:host)", 'scripts/bench-host.mjs'),
  server('Notifications at 100,000 stored', 'bench:notifications'),
  server('Photo uploads', 'bench:uploads'),
  server('E-mail: 10,000 weekly digests', 'bench:mail'),
  server("Plan follow-ups: 10,000 'Did it work?' notifications and e-mails", 'bench:follow-ups'),
  server('Routing a question at 100,000 members', 'bench:routing'),
  node(
    'Client JavaScript per page, before and after issue 34',
    'client/scripts/bundle-size.mjs',
    path.join(root, 'client'),
  ),
  node('A first visit on a phone (npm run bench:web)', 'scripts/bench-web.mjs'),
];

ensureDependencies();
// Every benchmark runs, one after another; the exit code is the first that failed.
for (const bench of BENCHES) {
  const code = await run(...bench);
  process.exitCode ||= code;
}
