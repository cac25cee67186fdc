// Issue 5, items 7 and 9, against the real server process (`tsx src/main.ts`, own DATA_DIR and
// port, the run's Auth emulator):
//  7. SIGKILL in the middle of a stream of creations and likes, restart on the same DATA_DIR:
//     every write answered 2xx is there; unanswered ones may or may not be, never half-written.
//  9. SIGTERM during a load: requests in flight complete 2xx, new connections are refused, the
//     exit code is 0, and nothing acknowledged is lost.
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { northernMask, tipSchema, type TipInput } from '@green-circle/contract';
import { createEmbeddedStore } from '../../src/store/embedded';
import { SEED } from '../../src/store/seed-data';
import { tipInput } from '../helpers/fixtures';
import { createMembers, emulatorHost, type Member } from '../helpers/members';

/** A whole tip row as the store keeps it: the public fields plus the author's e-mail and uid. */
const storedTipSchema = tipSchema.omit({ authorId: true, authorPhotoURL: true, mine: true, likedByMe: true }).extend({
  email: z.string(),
  authorUid: z.string(),
  authorPhotoURL: z.string(),
  hemisphere: z.enum(['north', 'south']),
});

/**
 * A tips row holds the months as JSON text (NULL for none) and their northern mask (issue 12):
 * the row is whole when the months parse into a valid tip and the mask is the one they make.
 */
function wholeRow({ months, monthMask, ...row }: Record<string, unknown>): boolean {
  const tip = months === null ? row : { ...row, months: JSON.parse(String(months)) as unknown };
  const parsed = storedTipSchema.safeParse(tip);
  return parsed.success && monthMask === northernMask(parsed.data.months, parsed.data.hemisphere);
}
import { startServer } from '../helpers/server-process';
import { expectConsistent, sleep } from './helpers';

let members: Member[];
/** Seeded tips carry likes without like rows: the invariant counts from these. */
const seededLikes = new Map(SEED.tips.map((tip) => [tip.title, tip.likes]));
const dirs: string[] = [];

function freshDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'gc-sec-crash-'));
  dirs.push(dir);
  return dir;
}
const envFor = (dataDir: string) => ({
  DATA_DIR: dataDir,
  FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
  MONGODB_URI: '',
});

beforeAll(async () => {
  members = await createMembers(6);
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;

async function call(url: string, member: Member, method: string, body?: unknown) {
  const res = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${member.idToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Reads the store file directly once no server holds it. */
function openStore(dataDir: string) {
  return createEmbeddedStore({ dataDir });
}

describe.concurrent('the real server under crash and shutdown', { timeout: 120_000 }, () => {
  it('SIGKILL mid-stream loses no acknowledged write and leaves nothing half-written', async () => {
    const dataDir = freshDataDir();
    const first = await startServer(envFor(dataDir));
    const seedIds = (
      (await call(`${first.url}/gardenTips?limit=100`, members[0]!, 'GET')).body as unknown as { _id: string }[]
    ).map((tip) => tip._id);
    const likeTargets = [...seedIds];
    const ackedTips = new Map<string, { input: TipInput; author: Member }>();
    const sentTips = new Map<string, TipInput>();
    const ackedLikes = new Set<string>();
    let unanswered = 0;
    let killed = false;

    // Each worker writes until a request fails after the kill: the ones on the wire at that
    // moment are truly cut mid-flight.
    const worker = async () => {
      for (;;) {
        const member = pick(members);
        const create = Math.random() < 0.55;
        const input = tipInput({ availability: pick(['Public', 'Hidden']) });
        const id = pick(likeTargets);
        let res: Awaited<ReturnType<typeof call>>;
        try {
          if (create) sentTips.set(input.title, input);
          res = create
            ? await call(`${first.url}/gardenTips`, member, 'POST', input)
            : await call(`${first.url}/gardenTips/${id}/like`, member, 'PATCH', { increment: 1 });
        } catch (error) {
          if (!killed) throw error;
          unanswered += 1;
          return;
        }
        if (create) {
          expect(res.status).toBe(201);
          ackedTips.set(res.body.insertedId as string, { input, author: member });
          likeTargets.push(res.body.insertedId as string);
        } else {
          expect(res.status).toBe(200);
          ackedLikes.add(`${id}|${member.uid}`);
        }
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    // Let the stream run until a good number of writes is acknowledged, then pull the plug.
    const deadline = Date.now() + 20_000;
    while (ackedTips.size + ackedLikes.size < 150 && Date.now() < deadline) await sleep(20);
    killed = true;
    expect(await first.stop('SIGKILL')).toBe('SIGKILL');
    await Promise.all(workers);
    expect(ackedTips.size + ackedLikes.size).toBeGreaterThanOrEqual(100);

    // Restart on the same DATA_DIR: the API serves every acknowledged tip as it was written.
    const second = await startServer(envFor(dataDir));
    try {
      for (const [id, { input, author }] of ackedTips) {
        const res = await call(`${second.url}/gardenTips/${id}`, author, 'GET');
        expect(res.status).toBe(200);
        // The API never names the author by uid or e-mail (issue 15): `mine` says it is theirs.
        expect(res.body).toMatchObject({ ...input, _id: id, mine: true });
      }
    } finally {
      expect(await second.stop('SIGTERM')).toBe(0);
    }

    const store = openStore(dataDir);
    try {
      expect(store.db.pragma('integrity_check', { simple: true })).toBe('ok');
      // Every acknowledged like is a row; every tip's count equals its rows (no half-applied like).
      const likeRows = new Set(
        (store.db.prepare('SELECT tipId, uid FROM likes').all() as { tipId: string; uid: string }[]).map(
          (l) => `${l.tipId}|${l.uid}`,
        ),
      );
      for (const like of ackedLikes) expect(likeRows.has(like), like).toBe(true);
      expectConsistent(store, seededLikes);
      // Every row complete and valid; an unanswered creation, if it landed, landed whole.
      const rows = store.db.prepare('SELECT * FROM tips').all() as Record<string, unknown>[];
      for (const { seq: _seq, ...row } of rows) {
        expect(wholeRow(row), JSON.stringify(row)).toBe(true);
        const sent = sentTips.get(row.title as string);
        if (sent) expect(row).toMatchObject(sent);
      }
      const landedUnanswered = rows.filter(
        (row) => sentTips.has(row.title as string) && !ackedTips.has(row._id as string),
      ).length;
      console.log(
        `SIGKILL: ${ackedTips.size} creations and ${ackedLikes.size} likes acknowledged, all found; ` +
          `${unanswered} requests unanswered, of which ${landedUnanswered} creations landed (whole).`,
      );
    } finally {
      await store.close();
    }
  });

  it('SIGTERM under load: in-flight requests complete 2xx, new connections are refused, exit 0, nothing lost', async () => {
    const dataDir = freshDataDir();
    const server = await startServer(envFor(dataDir));
    const port = Number(new URL(server.url).port);
    const acked = new Map<string, TipInput>();
    const answered: { status: number; afterTerm: boolean; startedBeforeTerm: boolean }[] = [];
    const failures: string[] = [];
    let termAt = 0;
    let stopLoad = false;

    const worker = async () => {
      while (!stopLoad) {
        const startedBeforeTerm = termAt === 0;
        const member = pick(members);
        try {
          if (Math.random() < 0.3) {
            const input = tipInput();
            const res = await call(`${server.url}/gardenTips`, member, 'POST', input);
            answered.push({ status: res.status, afterTerm: termAt !== 0, startedBeforeTerm });
            if (res.status === 201) acked.set(res.body.insertedId as string, input);
          } else {
            const res = await fetch(`${server.url}/gardenTips?limit=20`);
            await res.arrayBuffer();
            answered.push({ status: res.status, afterTerm: termAt !== 0, startedBeforeTerm });
          }
        } catch (error) {
          const cause = (error as { cause?: { code?: string } }).cause;
          failures.push(cause?.code ?? String(error));
          if (termAt === 0) throw error;
          await sleep(20);
        }
      }
    };

    /** A POST whose body is still arriving when SIGTERM comes: it must still be answered 201. */
    async function slowPost() {
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      let response = '';
      let socketError = '';
      socket.on('data', (chunk) => (response += chunk));
      socket.on('error', (error: NodeJS.ErrnoException) => (socketError = error.code ?? String(error)));
      // A first request proves the server has accepted and tracks this connection.
      socket.write('GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n');
      const ready = Date.now() + 15_000;
      while (!response.includes('{"status":"ok"}') && !socketError && Date.now() < ready) await sleep(10);
      response = '';
      const input = tipInput({ title: `Slow upload ${Math.random()}` });
      const body = JSON.stringify(input);
      socket.write(
        `POST /gardenTips HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${members[0]!.idToken}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
      );
      return {
        finish: async () => {
          const closed = new Promise((resolve) => socket.once('close', resolve));
          socket.write(body.slice(10));
          const until = Date.now() + 15_000;
          while (!/\r\n\r\n\{.*\}/s.test(response) && !socketError && Date.now() < until) await sleep(10);
          if (socketError) return `socket error ${socketError}`;
          socket.end();
          await Promise.race([closed, sleep(2000)]);
          const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1]);
          const id = /"insertedId":"([0-9a-f]{24})"/.exec(response)?.[1];
          if (status === 201 && id) acked.set(id, input);
          else console.log('slow upload answer:', JSON.stringify(response.slice(0, 300)));
          return status;
        },
      };
    }

    const workers = Array.from({ length: 12 }, worker);
    await sleep(800);
    const slow = await Promise.all([slowPost(), slowPost(), slowPost()]);
    // Give the server time to read their headers: these requests are then in flight. (A request
    // whose bytes are still unread when SIGTERM comes is on an idle connection to Node, and is cut.)
    await sleep(500);
    termAt = Date.now();
    const exited = server.stop('SIGTERM');
    // A new connection is refused once SIGTERM has been handled (poll: the server may be busy).
    const connectOnce = () =>
      new Promise<string>((resolve) => {
        const probe = net.connect(port, '127.0.0.1');
        probe.once('connect', () => {
          probe.destroy();
          resolve('connected');
        });
        probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      });
    let refused = await connectOnce();
    for (const until = Date.now() + 5000; refused !== 'ECONNREFUSED' && Date.now() < until;) {
      await sleep(100);
      refused = await connectOnce();
    }
    expect(refused).toBe('ECONNREFUSED');
    // The uploads that were in flight at SIGTERM complete normally.
    const slowStatuses = await Promise.all(slow.map((s) => s.finish()));
    expect(slowStatuses).toEqual([201, 201, 201]);
    await sleep(300);
    stopLoad = true;
    await Promise.all(workers);
    expect(await exited).toBe(0);

    // Every answer, before and after SIGTERM, was a success; what failed, failed to connect.
    expect(answered.length).toBeGreaterThan(10);
    expect(answered.filter((a) => a.status >= 300)).toEqual([]);
    const completedAcrossTerm = answered.filter((a) => a.startedBeforeTerm && a.afterTerm).length + slowStatuses.length;
    expect(completedAcrossTerm).toBeGreaterThan(0);
    for (const failure of failures)
      expect(failure).toMatch(/ECONNREFUSED|ECONNRESET|UND_ERR_SOCKET|EPIPE|other side closed/);

    // Nothing acknowledged is lost.
    const store = openStore(dataDir);
    try {
      for (const [id, input] of acked) expect(await store.getTip(id), id).toMatchObject(input);
      expectConsistent(store, seededLikes);
    } finally {
      await store.close();
    }
    console.log(
      `SIGTERM: ${answered.length} answers (all 2xx), ${completedAcrossTerm} completed across the signal, ` +
        `${failures.length} refused after it, ${acked.size} creations kept.`,
    );
  });
});
