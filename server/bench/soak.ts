/**
 * The soak benchmark (`npm run bench:soak`): not a test, a measured run.
 *
 * Starts its own Auth emulator (@green-circle/testing) and the real server
 * (src/main.ts under tsx's loader, one process, so its memory is the server's) on a temp
 * DATA_DIR with rate limits off, signs up ~50 members, and runs mixed traffic through
 * autocannon at 50 connections: 80 % reads (lists, search, details, top-liked, gardeners; half
 * as visitors, half as members), 15 % likes by random members on random tips, 5 % creations.
 * Prints req/s, p50/p99 latency, errors, non-2xx (none are intended: limits are off), the
 * server's resident memory before and after, and checks the store: every tip's likes equal its
 * like rows, and the like rows equal the distinct (member, tip) likes acknowledged.
 *
 * Env: SOAK_SECONDS (default 60), SOAK_CONNECTIONS (50), SOAK_MEMBERS (50).
 * Targets (issue 5): zero 5xx, zero errors, RSS growth under 20 %, likes == acknowledged likes.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
// @ts-expect-error autocannon ships no types (and @types/autocannon is not installed)
import autocannonUntyped from 'autocannon';
import { startAuthEmulator } from '@green-circle/testing/auth-emulator';
import { emulatorClient, type EmulatorClient } from '@green-circle/testing/emulator-client';
import { CATEGORIES, DIFFICULTIES } from '@green-circle/contract';
import { createEmbeddedStore } from '../src/store/embedded';
import { SEED } from '../src/store/seed-data';

interface Histogram {
  average: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  total: number;
}
interface AutocannonResult {
  requests: Histogram;
  latency: Histogram;
  duration: number;
  errors: number;
  timeouts: number;
}
const autocannon = autocannonUntyped as (options: Record<string, unknown>) => Promise<AutocannonResult>;

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 50);
const MEMBERS = Number(process.env.SOAK_MEMBERS ?? 50);
const TARGETS = { rssGrowth: 0.2 };

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsxLoader = pathToFileURL(path.resolve(serverDir, '../node_modules/tsx/dist/loader.mjs')).href;

interface Member {
  uid: string;
  email: string;
  idToken: string;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signUp(emulator: EmulatorClient, i: number): Promise<Member> {
  // Verified, as a member who may write must be.
  const { uid, email, idToken } = await emulator.createMember({
    email: `soak-${i}-${Date.now()}@example.com`,
    verified: true,
  });
  return { uid, email, idToken };
}

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', tsxLoader, 'src/main.ts'], {
    cwd: serverDir,
    // NODE_ENV=production would (rightly) refuse the Auth emulator variable.
    env: { PATH: process.env.PATH ?? '', PORT: '0', NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? '?')),
  );
  const url = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start:\n${output}`)), 60_000);
    child.stdout.on('data', () => {
      const match = /listening on (http:\/\/localhost:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!.replace('localhost', '127.0.0.1'));
      }
    });
    void exited.then((code) => reject(new Error(`The server exited (${code}):\n${output}`)));
  });
  return { child, url, exited, output: () => output };
}

/** Resident memory of a process, in MB (Linux /proc). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : NaN;
}

function tipBody(i: number) {
  return {
    title: `Soak tip ${i} ${Math.random().toString(36).slice(2, 8)}`,
    plantType: pick(['Tomato', 'Basil', 'Lettuce', 'Fern', 'Mint']),
    difficulty: pick(DIFFICULTIES),
    category: pick(CATEGORIES),
    description: 'Water early in the morning and mulch to keep the soil moist through the day.',
    image: 'https://example.com/soak.jpg',
    availability: Math.random() < 0.8 ? 'Public' : 'Hidden',
  };
}

type Op =
  { kind: 'read'; what: string } | { kind: 'like'; member: Member; tipId: string } | { kind: 'create'; member: Member };

async function main() {
  console.log(
    `Soak: ${SECONDS} s at ${CONNECTIONS} connections, ${MEMBERS} members (80 % reads, 15 % likes, 5 % creates)`,
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gc-soak-'));
  let t0 = Date.now();
  const emulator = await startAuthEmulator();
  console.log(`Auth emulator up in ${((Date.now() - t0) / 1000).toFixed(1)} s at ${emulator.host}`);
  const accounts = emulatorClient(emulator);
  const server = startServer({
    DATA_DIR: dataDir,
    MONGODB_URI: '',
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    RATE_LIMIT_READ_MAX: '0',
    RATE_LIMIT_WRITE_MAX: '0',
    RATE_LIMIT_LIKE_MAX: '0',
    RATE_LIMIT_ACCOUNT_MAX: '0',
    RATE_LIMIT_ADDRESS_MAX: '0',
  });
  let failed = false;
  try {
    const base = await server.url;
    t0 = Date.now();
    const members: Member[] = [];
    for (let i = 0; i < MEMBERS; i += 10) {
      members.push(
        ...(await Promise.all(Array.from({ length: Math.min(10, MEMBERS - i) }, (_, k) => signUp(accounts, i + k)))),
      );
    }
    console.log(`${members.length} members signed up in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    // Tips to like: the seed plus one per member. Visitors read details of Public ones only
    // (a Hidden tip is a 404 to them, by design), members of any.
    const likeTargets: string[] = [];
    const publicTargets: string[] = [];
    const listed = await fetch(`${base}/gardenTips?limit=100`, {
      headers: { authorization: `Bearer ${members[0]!.idToken}` },
    });
    if (!listed.ok) throw new Error(`GET /gardenTips answered ${listed.status}: ${await listed.text()}`);
    const seeded = (await listed.json()) as { _id: string; availability: string }[];
    likeTargets.push(...seeded.map((tip) => tip._id));
    publicTargets.push(...seeded.filter((tip) => tip.availability === 'Public').map((tip) => tip._id));
    for (const [i, member] of members.entries()) {
      const body = tipBody(i);
      const res = await fetch(`${base}/gardenTips`, {
        method: 'POST',
        headers: { authorization: `Bearer ${member.idToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.status !== 201) throw new Error(`Pre-create: ${res.status} ${await res.text()}`);
      const id = ((await res.json()) as { insertedId: string }).insertedId;
      likeTargets.push(id);
      if (body.availability === 'Public') publicTargets.push(id);
    }
    const rssIdle = rssMb(server.child.pid!);

    const statusCounts = new Map<number, number>();
    const byKind = { read: 0, like: 0, create: 0 };
    const latencies = { visitor: [] as number[], member: [] as number[] };
    const ackedLikes = new Set<string>();
    const sentLikes = new Set<string>();
    let creates = 0;
    let measuring = false;
    const reads = [
      () => '/gardenTips',
      () => '/gardenTips?sort=likes&limit=10',
      () => `/gardenTips?category=${encodeURIComponent(pick(CATEGORIES))}&difficulty=${pick(DIFFICULTIES)}`,
      () => `/gardenTips?q=${pick(['compost', 'basil', 'mulch', 'water', 'soak'])}`,
      (visitor: boolean) => `/gardenTips/${pick(visitor ? publicTargets : likeTargets)}`,
      () => '/top-liked',
      () => '/gardeners',
    ];

    const mixed = (seconds: number) =>
      autocannon({
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        timeout: 10,
        requests: [
          {
            setupRequest: (req: Record<string, unknown>, context: Record<string, unknown>) => {
              const roll = Math.random();
              const member = pick(members);
              let op: Op;
              context.startedAt = performance.now();
              context.visitor = false;
              if (roll < 0.8) {
                const visitor = Math.random() < 0.5;
                const what = pick(reads)(visitor);
                op = { kind: 'read', what };
                context.visitor = visitor;
                const headers: Record<string, string> = {};
                if (!visitor) headers.authorization = `Bearer ${member.idToken}`;
                Object.assign(req, { method: 'GET', path: what, headers, body: undefined });
              } else if (roll < 0.95) {
                const tipId = pick(likeTargets);
                op = { kind: 'like', member, tipId };
                sentLikes.add(`${member.uid}|${tipId}`);
                Object.assign(req, {
                  method: 'PATCH',
                  path: `/gardenTips/${tipId}/like`,
                  headers: { authorization: `Bearer ${member.idToken}`, 'content-type': 'application/json' },
                  body: '{"increment":1}',
                });
              } else {
                op = { kind: 'create', member };
                Object.assign(req, {
                  method: 'POST',
                  path: '/gardenTips',
                  headers: { authorization: `Bearer ${member.idToken}`, 'content-type': 'application/json' },
                  body: JSON.stringify(tipBody(creates++)),
                });
              }
              context.op = op;
              return req;
            },
            onResponse: (status: number, body: string, context: Record<string, unknown>) => {
              const op = context.op as Op;
              statusCounts.set(status, (statusCounts.get(status) ?? 0) + 1);
              byKind[op.kind] += 1;
              if (op.kind === 'like' && status === 200) ackedLikes.add(`${op.member.uid}|${op.tipId}`);
              if (op.kind === 'create' && status === 201)
                likeTargets.push((JSON.parse(body) as { insertedId: string }).insertedId);
              if (measuring)
                latencies[context.visitor ? 'visitor' : 'member'].push(
                  performance.now() - (context.startedAt as number),
                );
            },
          },
        ],
      });

    // Warm up with the same mix (JIT, V8 heap, the store's statements), then take the starting memory.
    await mixed(10);
    await sleep(500);
    const rssBefore = rssMb(server.child.pid!);
    statusCounts.clear();
    byKind.read = byKind.like = byKind.create = 0;
    measuring = true;
    const result = await mixed(SECONDS);
    measuring = false;

    await sleep(1000);
    const rssAfter = rssMb(server.child.pid!);
    const exit = await (async () => {
      server.child.kill('SIGTERM');
      return server.exited;
    })();

    // The store, read directly once the server has stopped.
    const store = createEmbeddedStore({ dataDir });
    const seedLikes = new Map(SEED.tips.map((tip) => [tip.title, tip.likes]));
    const tips = store.db
      .prepare('SELECT t.title, t.likes, (SELECT COUNT(*) FROM likes l WHERE l.tipId = t._id) AS rows FROM tips t')
      .all() as { title: string; likes: number; rows: number }[];
    const drift = tips.filter((tip) => tip.likes !== tip.rows + (seedLikes.get(tip.title) ?? 0)).length;
    const likeRows = new Set(
      (store.db.prepare('SELECT uid, tipId FROM likes').all() as { uid: string; tipId: string }[]).map(
        (l) => `${l.uid}|${l.tipId}`,
      ),
    );
    const counted = tips.reduce((sum, tip) => sum + tip.likes - (seedLikes.get(tip.title) ?? 0), 0);
    const missing = [...ackedLikes].filter((like) => !likeRows.has(like)).length;
    const extra = [...likeRows].filter((like) => !ackedLikes.has(like));
    const extraUnanswered = extra.filter((like) => sentLikes.has(like)).length;
    await store.close();

    const fivexx = [...statusCounts].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
    const non2xx = [...statusCounts].filter(([s]) => s < 200 || s >= 300);
    // Every limit is off for the soak, so a 429 is as unintended as any other non-2xx.
    const non2xxTotal = non2xx.reduce((n, [, c]) => n + c, 0);
    const growth = (rssAfter - rssBefore) / rssBefore;
    const total = byKind.read + byKind.like + byKind.create;
    const pct = (n: number) => `${((100 * n) / Math.max(total, 1)).toFixed(1)} %`;

    console.log('\n=== Soak results ===');
    console.log(
      `requests:        ${result.requests.total} in ${result.duration.toFixed(1)} s → ${result.requests.average.toFixed(0)} req/s (mean), ${result.requests.p50} req/s (median second)`,
    );
    console.log(`mix:             reads ${pct(byKind.read)}, likes ${pct(byKind.like)}, creates ${pct(byKind.create)}`);
    console.log(
      `latency:         p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    );
    console.log(`errors:          ${result.errors} (timeouts ${result.timeouts})`);
    console.log(
      `statuses:        ${[...statusCounts]
        .sort(([x], [y]) => x - y)
        .map(([s, c]) => `${s}×${c}`)
        .join(', ')}`,
    );
    console.log(`5xx:             ${fivexx}`);
    console.log(`non-2xx:         ${non2xxTotal} (every rate limit is off, so none is intended, 429 included)`);
    const p99 = (list: number[]) => [...list].sort((x, y) => x - y)[Math.floor(list.length * 0.99)] ?? NaN;
    console.log(
      `p99 by caller:   visitors' reads ${p99(latencies.visitor).toFixed(0)} ms, members' calls ${p99(latencies.member).toFixed(0)} ms ` +
        '(each member call verifies its token with a revocation check against the Auth service)',
    );
    console.log(
      `server RSS:      ${rssIdle.toFixed(1)} MB idle, ${rssBefore.toFixed(1)} MB after a 10 s warm-up → ${rssAfter.toFixed(1)} MB after the soak (${(growth * 100).toFixed(1)} %)`,
    );
    console.log(
      `likes:           ${ackedLikes.size} distinct (member, tip) likes acknowledged; ${likeRows.size} like rows; ` +
        `likes counted on tips ${counted}; tips whose count ≠ rows: ${drift}; acknowledged but missing: ${missing}; ` +
        `rows never acknowledged: ${extra.length} (${extraUnanswered} of them sent but unanswered)`,
    );
    console.log(`server exit:     ${exit} after SIGTERM`);

    const checks: [string, boolean][] = [
      ['zero 5xx', fivexx === 0],
      ['zero errors', result.errors === 0 && result.timeouts === 0],
      ['no non-2xx (limits are off)', non2xxTotal === 0],
      [`RSS growth < ${TARGETS.rssGrowth * 100} %`, growth < TARGETS.rssGrowth],
      ['every tip: likes == like rows', drift === 0],
      [
        'like rows == distinct acknowledged likes',
        missing === 0 && extra.length === extraUnanswered && likeRows.size === ackedLikes.size + extraUnanswered,
      ],
      ['clean exit', exit === 0],
    ];
    console.log('\nTargets:');
    for (const [name, ok] of checks) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${name}`);
    failed = checks.some(([, ok]) => !ok);
  } catch (error) {
    failed = true;
    console.error(error);
    console.error(server.output());
  } finally {
    if (server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await emulator.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

void main();
