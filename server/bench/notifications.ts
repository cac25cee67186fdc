/**
 * The notifications benchmark (`npm run bench:notifications -w server`, part of `npm run bench`):
 * 100,000 stored notifications in the embedded store (1,000 members with 100 each, and the
 * measured member with 2,000, half unread), 10,000 tips. Through the real app (token check
 * stubbed: the identity service is outside what is measured), autocannon loads
 * GET /me/notifications/unread-count, GET /me/notifications (the page's first read) and, to
 * compare with, GET /gardenTips?limit=20 as the same member.
 * Targets: the unread count's p99 <= 10 ms; the notifications read's mean latency within 1.5x
 * of the tip list's.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ObjectId } from 'bson';
import express from 'express';
import { createApp } from '../src/app';
import { createEmbeddedStore } from '../src/store/embedded';
import { autocannon, type Reads } from './api-under-load';
import { benchTips } from './bench-tips';
import { BENCH_APP_CONFIG } from './bench-app-config';

const NOTIFICATIONS = 100_000;
const MEMBER = 'bench-reader';
const MEMBER_SHARE = 2_000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const TARGETS = { unreadP99Ms: 10, readRatio: 1.5 };

const load = (url: string) =>
  autocannon(url, DURATION_S, {
    connections: CONNECTIONS,
    args: ['-H', `authorization=Bearer ${MEMBER}`, '-W', '[', '-c', '5', '-d', '1', ']'],
  });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'green-circle-bench-notes-'));
const store = createEmbeddedStore({ dataDir });
try {
  const tips = benchTips(10_000);
  await store.seed({ gardeners: [], tips });
  const tipIds = (store.db.prepare('SELECT _id FROM tips LIMIT 500').pluck().all() as string[]) ?? [];
  const started = performance.now();
  const insert = store.db.prepare(
    `INSERT INTO notifications (_id, recipientUid, kind, actorUid, actors, tipId, groupKey, createdAt, read)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const base = Date.UTC(2026, 0, 1);
  store.db.transaction(() => {
    for (let i = 0; i < NOTIFICATIONS; i++) {
      const recipient = i < MEMBER_SHARE ? MEMBER : `bench-${i % 1000}`;
      const actor = `bench-${(i * 7) % 200}`;
      const like = i % 3 !== 0;
      const tipId = tipIds[i % tipIds.length]!;
      insert.run(
        new ObjectId().toHexString(),
        recipient,
        like ? 'like' : 'follow',
        actor,
        JSON.stringify([actor, `bench-${(i * 11) % 200}`]),
        like ? tipId : null,
        like ? `like:${tipId}:${i}` : `follow:${actor}:${i}`,
        new Date(base + i * 60_000).toISOString(),
        i % 2,
      );
    }
  })();
  const stored = (store.db.prepare('SELECT COUNT(*) AS n FROM notifications').get() as { n: number }).n;
  console.log(
    `${stored.toLocaleString('en')} notifications stored in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // The store alone, in this process: what the count costs without HTTP, the token check and the scheduler.
  const timed = async (work: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < 2000; i++) {
      const begin = performance.now();
      await work();
      times.push(performance.now() - begin);
    }
    times.sort((a, b) => a - b);
    return { median: times[1000]!, p99: times[1980]! };
  };
  const storeUnread = await timed(() => store.unreadNotificationCount(MEMBER));
  const storeList = await timed(() => store.listNotifications(MEMBER, { limit: 20 }));
  const ms = (value: number) => `${value.toFixed(3)} ms`;
  console.log(`store.unreadNotificationCount: median ${ms(storeUnread.median)}, p99 ${ms(storeUnread.p99)}`);
  console.log(`store.listNotifications (20): median ${ms(storeList.median)}, p99 ${ms(storeList.p99)}`);

  const app = createApp({
    store,
    // The token is the uid: the identity service is not what is measured.
    verifyToken: async (token) => ({ uid: token, email: `${token}@bench.test`, emailVerified: true }),
    config: BENCH_APP_CONFIG,
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The floor, for reading the figures (not a target): a bare Express route in this same
  // process answering the same JSON, so the machine's own p99 under this load shows next to ours.
  const bareApp = express();
  const unreadBody = Buffer.from(JSON.stringify({ count: await store.unreadNotificationCount(MEMBER) }));
  bareApp.get('/bare', (_req, res) => {
    res.type('application/json').send(unreadBody);
  });
  const bareServer = await new Promise<Server>((resolve) => {
    const listening = bareApp.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const bare = await load(`http://127.0.0.1:${(bareServer.address() as AddressInfo).port}/bare`);
  await new Promise((resolve) => bareServer.close(resolve));
  const unread = await load(`${origin}/me/notifications/unread-count`);
  const notes = await load(`${origin}/me/notifications?limit=20`);
  const list = await load(`${origin}/gardenTips?limit=20`);
  await new Promise((resolve) => server.close(resolve));

  const row = (name: string, l: Reads) =>
    `${name.padEnd(34)} ${Math.round(l.rps).toString().padStart(7)} req/s  mean ${l.mean.toFixed(2).padStart(6)} ms  p99 ${String(l.p99).padStart(3)} ms  errors ${l.errors}`;
  const loadAvg = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_S} s each, as one member with ${MEMBER_SHARE} of them; ` +
      `${os.cpus().length} CPUs, load average now ${loadAvg}`,
  );
  console.log(row('GET /me/notifications/unread-count', unread));
  console.log(row('GET /me/notifications?limit=20', notes));
  console.log(row('GET /gardenTips?limit=20 (member)', list));
  console.log(row('bare Express route, same JSON', bare));
  const ratio = notes.mean / list.mean;
  const okUnread = unread.p99 <= TARGETS.unreadP99Ms && unread.errors === 0;
  const okRead = ratio <= TARGETS.readRatio && notes.errors === 0;
  console.log(
    `\nunread count p99 ${unread.p99} ms (target <= ${TARGETS.unreadP99Ms} ms): ${okUnread ? 'met' : 'NOT met'}`,
  );
  console.log(
    `notifications read / tip list read, mean latency: ${ratio.toFixed(2)}x (target <= ${TARGETS.readRatio}x): ${okRead ? 'met' : 'NOT met'}`,
  );
  process.exitCode = okUnread && okRead ? 0 : 1;
} finally {
  await store.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
