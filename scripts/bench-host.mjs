// `npm run bench:host`: what the one way in (issue 34) costs a member's page data, and what each
// piece of request-path machinery buys (issue 56). First, issue 56's table: the API's read cache and
// its checked cookies, each left out by an API process of its own (on the same store, with a host
// built to call it) against all of it, on four roads (three member pages' data and a visitor's
// page), one at a time and BENCH_HOST_CONCURRENCY at a time, BENCH_HOST_PIECES_SECONDS (default 4)
// per road and variant, six interleaved rounds, with p50/p99 and each process's CPU per answer. Then
// issue 34's figures. The browser
// asks the client host for a page's data (React Router's `.data`), and the host's loader asks the
// API with the member's session; before, the browser asked the API itself. For three pages
// (a tip, My Tips, notifications) this measures both roads under the same load: the host's `.data`
// answer, and the very calls its loader makes sent straight to the API at once (what the browser
// would have waited for), and prints p50/p99 and the host/API ratio. Then, for My Tips, what a host
// costs at the least: the same read through a bare Node proxy (an HTTP server that makes the one API
// call and sends its body on: no Express, no React Router, no session check of its own), and the
// host's page data for a route with no loader (the framework and the session check alone), with the
// CPU each process spent per answer (from /proc, on Linux).
// Builds the client, starts the stack as `npm start` does on free ports with a fresh embedded store
// and the seed data; BENCH_HOST_SECONDS (default 10) per road and page, BENCH_HOST_CONCURRENCY
// (default 8) requests at a time, two rounds each, interleaved. Figures, not pass/fail.
import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes, sign, verify } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { buildClient, hostEntry } from './lib/build-client.mjs';
import { DEMO_MEMBER } from './lib/demo-members.mjs';
import { demoSessionCookie } from './lib/demo-session.mjs';
import { clientBuildEnv } from './lib/env.mjs';
import { ensureDependencies } from './lib/install.mjs';

ensureDependencies();
const { apiEnv, startStack, throwawayConfig } = await import('./lib/stack.mjs');
const { startApi, waitUntilReady } = await import('./lib/processes.mjs');

const SECONDS = Math.max(1, Number(process.env.BENCH_HOST_SECONDS ?? 10));
const CONCURRENCY = Math.max(1, Number(process.env.BENCH_HOST_CONCURRENCY ?? 8));
const ROUNDS = 2;
const HIGH = '1000000';

const dataDir = mkdtempSync(path.join(tmpdir(), 'gc-bench-host-'));
// The host and the API share this secret, as `npm start` makes them (the host's calls carry it).
const HOST_SECRET = randomBytes(24).toString('base64url');
const config = await throwawayConfig(dataDir, {
  HOST_SECRET,
  RATE_LIMIT_ADDRESS_MAX: HIGH,
  RATE_LIMIT_ACCOUNT_MAX: HIGH,
  RATE_LIMIT_READ_MAX: HIGH,
  RATE_LIMIT_WRITE_MAX: HIGH,
});
const outDir = path.join(dataDir, 'client-dist');
let stack;
let hostProcess;
let bare;
/** The pieces table's own hosts and APIs, stopped at the end. */
const extras = [];
let exitCode = 0;

/** A port nothing listens on now. */
async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  await new Promise((done) => server.close(done));
  return port;
}

/**
 * The built host in a process of its own, as it runs in production: the host that startStack
 * serves runs in this process, beside the load this script makes, while the API it is compared
 * with has a process to itself.
 */
async function startHostProcess(outDir) {
  const port = await freePort();
  const entry = pathToFileURL(hostEntry(outDir)).href;
  const child = spawn(
    process.execPath,
    [
      // BENCH_HOST_PROFILE=<dir>: the host's CPU profile lands there (open it in Chrome's DevTools).
      ...(process.env.BENCH_HOST_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_HOST_PROFILE}`] : []),
      '--input-type=module',
      '-e',
      `const { startClientServer } = await import(${JSON.stringify(entry)});
       await startClientServer({ port: ${port}, hostSecret: process.env.HOST_SECRET });
       process.on('SIGINT', () => process.exit(0));
       console.log('listening');`,
    ],
    { env: { ...process.env, NODE_ENV: 'production', HOST_SECRET }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the host process ended (${code}) before listening`)));
  }).catch((error) => {
    child.kill();
    throw error;
  });
  child.stdout.resume();
  return { url: `http://localhost:${port}`, pid: child.pid, stop: () => child.kill('SIGINT') };
}

/** p-th percentile (0..100) of sorted numbers. */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** CPU time (ms) a process and its children have used so far, from /proc; null where there is none. */
function treeCpuMs(root) {
  if (!root || !existsSync('/proc/self/stat')) return null;
  const stats = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      // After the name: state, ppid (1), …, utime (11), stime (12), in clock ticks (100 a second).
      stats.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // gone meanwhile
    }
  }
  let total = 0;
  for (const [pid, stat] of stats) {
    for (let at = pid; at > 1; at = stats.get(at)?.ppid ?? 0) {
      if (at === root) {
        total += stat.ticks;
        break;
      }
    }
  }
  return total * 10;
}

/**
 * The least a host can be for a page that makes one API call: a process of its own that answers
 * each request by making `path`'s call with the member's session and sending the body on.
 */
async function startBareProxy(apiUrl, path, authorization) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const { createServer } = require('node:http');
       createServer(async (req, res) => {
         const answer = await fetch(process.env.TARGET, { headers: { authorization: process.env.AUTHORIZATION } });
         const body = Buffer.from(await answer.arrayBuffer());
         res.writeHead(answer.status, { 'content-type': 'text/x-script', 'content-length': body.length });
         res.end(body);
       }).listen(${port}, '127.0.0.1', () => console.log('listening'));
       process.on('SIGINT', () => process.exit(0));`,
    ],
    {
      env: { ...process.env, TARGET: `${apiUrl}${path}`, AUTHORIZATION: authorization },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`the bare proxy ended (${code}) before listening`)));
  });
  child.stdout.resume();
  return { url: `http://127.0.0.1:${port}/`, pid: child.pid, stop: () => child.kill('SIGINT') };
}

/** Runs `once` `concurrency` at a time for `seconds`; every answer's time in ms. */
async function load(once, { seconds = SECONDS, concurrency = CONCURRENCY } = {}) {
  const times = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const start = performance.now();
        await once();
        times.push(performance.now() - start);
      }
    }),
  );
  return times;
}

/** A GET that must answer 200; its body read whole (as the browser would). */
async function get(url, headers) {
  const res = await fetch(url, { headers });
  const body = await res.arrayBuffer();
  if (res.status !== 200)
    throw new Error(`${url} answered ${res.status}: ${Buffer.from(body).toString().slice(0, 200)}`);
}

/**
 * Issue 56's table: each piece of request-path machinery left out in turn, against all of it, on
 * the same roads in one run: an API process of its own on the same store without the piece
 * (GC_BENCH_WITHOUT, server/src/main.ts), with a host built to call it. Every variant takes each road in turn, the order turned each round, so the machine's drift
 * falls on all of them alike; at one at a time (what one member waits for) and at CONCURRENCY.
 */
async function measurePieces({ cookie, id }) {
  console.log('Starting an API without each piece, with a host of its own (issue 56)...');
  const apiWithout = async (piece) => {
    const port = await freePort();
    const url = `http://localhost:${port}`;
    const api = startApi({
      env: apiEnv({ ...config, PORT: port }, { HOST_SECRET, MONGODB_URI: '', GC_BENCH_WITHOUT: piece }),
      logFile: path.join(dataDir, `api-without-${piece}.log`),
    });
    extras.push(api);
    await waitUntilReady(api, `${url}/ready`, { timeoutMs: 90_000 });
    const built = path.join(dataDir, `client-dist-without-${piece}`);
    await buildClient({ viteEnv: clientBuildEnv({ ...config, VITE_API_URL: url }), outDir: built });
    const host = await startHostProcess(built);
    extras.push(host);
    return { host, api };
  };
  const variants = [
    { name: 'all pieces', host: hostProcess, api: stack.api },
    { name: 'API without its read cache', ...(await apiWithout('read-cache')) },
    { name: 'API without checked cookies', ...(await apiWithout('checked-cookies')) },
  ];
  // What a browser sends: its Accept-Encoding (compression's choice), the member's cookie.
  const browser = { 'accept-encoding': 'gzip, deflate, br' };
  const member = (at, address, route) =>
    get(`${at}${address}.data?_routes=${encodeURIComponent(route)}`, { ...browser, cookie, origin: at });
  const roads = [
    { name: "a tip's page data", once: (at) => member(at, `/tipDetails/${id}`, 'routes/tip-details') },
    { name: "My Tips' page data", once: (at) => member(at, '/mytips', 'routes/my-tips') },
    { name: "notifications' page data", once: (at) => member(at, '/notifications', 'routes/notifications') },
    { name: "a tip's page, a visitor", once: (at) => get(`${at}/tipDetails/${id}`, browser) },
  ];
  const seconds = Math.max(1, Number(process.env.BENCH_HOST_PIECES_SECONDS ?? 4));
  const rounds = 6;
  // Warmed first: each new process's code is compiled as it runs.
  for (const variant of variants)
    for (const road of roads) await load(() => road.once(variant.host.url), { seconds: 1, concurrency: 2 });
  const meters = (variant) => ({
    host: treeCpuMs(variant.host.pid),
    API: treeCpuMs(variant.api.child.pid),
    'Auth emulator': treeCpuMs(stack.emulator.pid),
  });
  for (const concurrency of [...new Set([1, CONCURRENCY])]) {
    const rows = new Map();
    for (let round = 0; round < rounds; round += 1) {
      for (const [r, road] of roads.entries()) {
        const turn = (round * roads.length + r) % variants.length;
        for (const variant of [...variants.slice(turn), ...variants.slice(0, turn)]) {
          const before = meters(variant);
          const taken = await load(() => road.once(variant.host.url), { seconds, concurrency });
          const after = meters(variant);
          const key = `${road.name}|${variant.name}`;
          const row = rows.get(key) ?? { times: [], cpu: {} };
          row.times.push(...taken);
          for (const name of Object.keys(after))
            if (after[name] !== null && before[name] !== null)
              row.cpu[name] = (row.cpu[name] ?? 0) + after[name] - before[name];
          rows.set(key, row);
        }
      }
      console.log(`  ${concurrency} at a time: round ${round + 1}/${rounds} done`);
    }
    console.log(
      `\nEach piece of request-path machinery left out, against all of it (issue 56; ${concurrency} at a time, ${rounds}×${seconds} s each, interleaved; CPU ms per answer):\n`,
    );
    console.log(
      '| road | variant | answers | p50 | p99 | CPU host | CPU API | CPU Auth emulator | p50 / all | p99 / all | CPU (the three) / all |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    for (const road of roads) {
      const figures = (variant) => {
        const row = rows.get(`${road.name}|${variant.name}`);
        const sorted = [...row.times].sort((a, b) => a - b);
        const per = (name) => (row.cpu[name] === undefined ? null : row.cpu[name] / row.times.length);
        const cpu = { host: per('host'), API: per('API'), 'Auth emulator': per('Auth emulator') };
        const total = Object.values(cpu).reduce((sum, value) => sum + (value ?? 0), 0);
        return { n: row.times.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), cpu, total };
      };
      const all = figures(variants[0]);
      for (const variant of variants) {
        const f = figures(variant);
        const ms = (value) => (value === null ? '–' : value.toFixed(2));
        console.log(
          `| ${road.name} | ${variant.name} | ${f.n} | ${f.p50.toFixed(1)} ms | ${f.p99.toFixed(1)} ms | ${Object.values(f.cpu).map(ms).join(' | ')} | ${(f.p50 / all.p50).toFixed(2)}× | ${(f.p99 / all.p99).toFixed(2)}× | ${(f.total / all.total).toFixed(2)}× |`,
        );
      }
    }
  }
  // Outside the Auth emulator firebase-admin checks a session cookie's signature itself (with
  // Google's public keys, fetched now and then) and asks for the account only when told to check
  // revocation; with the emulator it asks for the account on every verification. What remembering a
  // verified cookie saves in production is this: one RS256 signature checked.
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwt = Buffer.from(`${'a'.repeat(36)}.${'b'.repeat(600)}`);
  const signature = sign('RSA-SHA256', jwt, privateKey);
  const checks = 2_000;
  const started = process.cpuUsage();
  for (let i = 0; i < checks; i += 1) verify('RSA-SHA256', jwt, publicKey, signature);
  const { user, system } = process.cpuUsage(started);
  console.log(
    `\nOne RS256 signature checked (what a checked cookie remembered saves outside the emulator): ${((user + system) / checks).toFixed(1)} µs of CPU`,
  );
}

try {
  console.log('Building the client...');
  await buildClient({ viteEnv: clientBuildEnv(config), outDir });
  console.log('Starting the stack (Auth emulator, API on a fresh embedded store, the built client)...');
  stack = await startStack(config, {
    clientOutDir: outDir,
    apiLogFile: path.join(dataDir, 'api.log'),
    apiExtraEnv: { MONGODB_URI: '' },
  });
  hostProcess = await startHostProcess(outDir);
  const origin = hostProcess.url;
  const cookie = await demoSessionCookie(config, origin);
  if (!cookie) throw new Error('No session cookie from the host: the demo member could not sign in');
  // React Router's cookie holds the session cookie as base64 JSON (createCookie, unsigned).
  const raw = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  const session = { authorization: `Session ${JSON.parse(Buffer.from(raw, 'base64').toString('utf8'))}` };
  const [tip] = await (await fetch(`${stack.apiUrl}/gardenTips?limit=1`)).json();
  if (!tip?._id) throw new Error('The API listed no public tip');
  const id = encodeURIComponent(tip._id);
  // First, while every process is as fresh as the ones started for it.
  await measurePieces({ cookie, id });
  const api = (paths) => () => Promise.all(paths.map((p) => get(`${stack.apiUrl}${p}`, session)));
  const host = (route, address) => () =>
    get(`${origin}${address}.data?_routes=${encodeURIComponent(route)}`, { cookie, origin });

  // Each page's loader and the API calls it makes (client/src/routes/*.tsx).
  const pages = [
    {
      name: 'a tip (member)',
      host: host('routes/tip-details', `/tipDetails/${id}`),
      api: api([
        `/gardenTips/${id}`,
        `/gardenTips/${id}/comments?limit=20`,
        `/gardenTips/${id}/trials?limit=100`,
        `/questions?tip=${id}&limit=20`,
        '/me/plan',
        '/me/garden',
      ]),
    },
    {
      name: 'My Tips',
      host: host('routes/my-tips', '/mytips'),
      api: api([`/gardenTips?email=${encodeURIComponent(DEMO_MEMBER.email)}&limit=100`]),
    },
    {
      name: 'notifications',
      host: host('routes/notifications', '/notifications'),
      api: api(['/me/notifications', '/me/notification-settings', '/me/email-settings']),
    },
  ];

  // Each road answers once before it is timed (a wrong address fails here, not as a figure).
  for (const page of pages) {
    await page.host();
    await page.api();
  }
  const times = new Map(pages.flatMap((page) => [`${page.name} host`, `${page.name} api`]).map((k) => [k, []]));
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const page of pages) {
      for (const road of ['host', 'api']) {
        const taken = await load(page[road]);
        times.get(`${page.name} ${road}`).push(...taken);
        const sorted = [...taken].sort((a, b) => a - b);
        console.log(
          `  round ${round}/${ROUNDS} ${page.name.padEnd(16)} ${road.padEnd(4)} ${String(taken.length).padStart(6)} answers  p50 ${percentile(sorted, 50).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms`,
        );
      }
    }
  }

  console.log(
    `\nPage data through the client host against the same calls straight to the API (${CONCURRENCY} at a time, ${ROUNDS}×${SECONDS} s each):\n`,
  );
  console.log('| page | host p50 | host p99 | API p50 | API p99 | p99 host/API |');
  console.log('|---|---|---|---|---|---|');
  for (const page of pages) {
    const h = [...times.get(`${page.name} host`)].sort((a, b) => a - b);
    const a = [...times.get(`${page.name} api`)].sort((a, b) => a - b);
    console.log(
      `| ${page.name} | ${percentile(h, 50).toFixed(1)} ms | ${percentile(h, 99).toFixed(1)} ms | ${percentile(a, 50).toFixed(1)} ms | ${percentile(a, 99).toFixed(1)} ms | ${(percentile(h, 99) / percentile(a, 99)).toFixed(2)}× |`,
    );
  }

  // What a host costs at the least, for My Tips (one cheap API call).
  const myTips = `/gardenTips?email=${encodeURIComponent(DEMO_MEMBER.email)}&limit=100`;
  bare = await startBareProxy(stack.apiUrl, myTips, session.authorization);
  const floors = [
    { name: 'My Tips straight from the API', once: api([myTips]) },
    { name: 'My Tips through a bare Node proxy', once: () => get(bare.url) },
    { name: 'My Tips through the host', once: pages[1].host },
    {
      name: "the host's page data of a route with no loader, the member",
      once: () => get(`${origin}/terms.data?_routes=routes%2Fterms`, { cookie, origin }),
    },
    {
      name: "the host's page data of a route with no loader, a visitor",
      once: () => get(`${origin}/terms.data?_routes=routes%2Fterms`, { origin }),
    },
  ];
  for (const floor of floors) await floor.once();
  // Each process with its children (the API runs under tsx); this script's own CPU alone (the
  // others are its children).
  const ownCpuMs = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  const meters = {
    host: () => treeCpuMs(hostProcess.pid),
    API: () => treeCpuMs(stack.api.child.pid),
    'Auth emulator': () => treeCpuMs(stack.emulator.pid),
    'bare proxy': () => treeCpuMs(bare.pid),
    'this script': ownCpuMs,
  };
  const rows = new Map(floors.map((floor) => [floor.name, { times: [], cpu: {} }]));
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const floor of floors) {
      const before = Object.fromEntries(Object.entries(meters).map(([name, meter]) => [name, meter()]));
      const taken = await load(floor.once);
      const row = rows.get(floor.name);
      row.times.push(...taken);
      for (const [name, meter] of Object.entries(meters)) {
        const after = meter();
        if (after === null || before[name] === null) continue;
        row.cpu[name] = (row.cpu[name] ?? 0) + after - before[name];
      }
    }
  }
  console.log(
    `\nWhat a host costs at the least (${CONCURRENCY} at a time, ${ROUNDS}×${SECONDS} s each; CPU ms per answer of each process):\n`,
  );
  console.log(`| road | p50 | p99 | p99 / API's | ${Object.keys(meters).join(' | ')} |`);
  console.log(
    `|---|---|---|---|${Object.keys(meters)
      .map(() => '---|')
      .join('')}`,
  );
  const apiP99 = percentile(
    [...rows.get(floors[0].name).times].sort((a, b) => a - b),
    99,
  );
  for (const [name, row] of rows) {
    const sorted = [...row.times].sort((a, b) => a - b);
    const cpu = Object.keys(meters).map((name) =>
      row.cpu[name] === undefined ? '–' : (row.cpu[name] / row.times.length).toFixed(2),
    );
    console.log(
      `| ${name} | ${percentile(sorted, 50).toFixed(1)} ms | ${percentile(sorted, 99).toFixed(1)} ms | ${(percentile(sorted, 99) / apiP99).toFixed(2)}× | ${cpu.join(' | ')} |`,
    );
  }
} catch (error) {
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  console.error(`bench:host could not measure: ${error instanceof Error ? error.message : error}${cause}`);
  exitCode = 1;
} finally {
  bare?.stop();
  for (const extra of extras) await extra.stop();
  hostProcess?.stop();
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
