/**
 * The e-mail digest benchmark (`npm run bench:mail -w server`, part of `npm run bench`). The real
 * app on the embedded store (temp DATA_DIR, 10,000 tips) in this process, with the product's mail
 * sender beside it as in every API process; the real local mail server (maildev, its own
 * process) takes the e-mails over SMTP. Token checks and the identity service's account lookups
 * are stand-ins (outside what is measured).
 *  1. autocannon (child process, 10 connections) on GET /gardenTips for DURATION_S, idle: p99.
 *  2. DIGESTS weekly digests written to the outbox (one run per member), then drained: each
 *     composed by the week page's own composition and handed to SMTP; autocannon again while
 *     they drain: p99 and its ratio to idle (target <= 1.3), the digests sent per second, and the
 *     peak RSS of the API process while it sends them (sampled every 50 ms).
 * Compare figures only on an otherwise idle machine: it prints the load average.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startMailServer } from '@green-circle/testing/mail-server';
import { createApp } from '../src/app';
import { parseConfig } from '../src/config';
import { createComposer } from '../src/features/mail/compose';
import { composeDigest, type WeekOf } from '../src/features/mail/compose-digest';
import { createMailSender } from '../src/features/mail/outbox-sender';
import { smtpSender } from '../src/features/mail/transport';
import { createAuthorIds } from '../src/features/tips';
import { composeWeek } from '../src/features/week';
import { createEmbeddedStore } from '../src/store/embedded';
import { SEED } from '../src/store/seed-data';
import { benchTips } from './bench-tips';

const DIGESTS = Number(process.env.BENCH_DIGESTS ?? 10_000);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const TARGET_P99_RATIO = 1.3;
const SITE = 'https://greencircle.example';
const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const run = promisify(execFile);

async function autocannon(url: string) {
  const args = [autocannonBin, '-c', '10', '-d', String(DURATION_S), '-j', url];
  const { stdout } = await run(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as {
    requests: { average: number };
    latency: { p99: number; p50: number };
    errors: number;
    non2xx: number;
  };
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'green-circle-bench-mail-'));
const store = createEmbeddedStore({ dataDir });
const mail = await startMailServer();
const smtp = smtpSender(mail.smtpUrl);
let server: Server | undefined;
try {
  await store.seed({ gardeners: SEED.gardeners, tips: benchTips(10_000) });
  const config = parseConfig({
    ...process.env,
    RATE_LIMIT_READ_MAX: '0',
    RATE_LIMIT_WRITE_MAX: '0',
    RATE_LIMIT_LIKE_MAX: '0',
    RATE_LIMIT_ACCOUNT_MAX: '0',
    RATE_LIMIT_ADDRESS_MAX: '0',
  });
  const authorIdSecret = 'bench-author-id-secret-0123456789';
  const app = createApp({
    store,
    verifyToken: async (token) => ({ uid: `bench-${token}`, email: `${token}@bench.test`, emailVerified: true }),
    config: { ...config, authorIdSecret },
  });
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const list = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gardenTips?limit=20`;

  const authorIds = createAuthorIds(authorIdSecret);
  const weekOf: WeekOf = (member, now) =>
    composeWeek(store, authorIds, { uid: member.uid, email: member.email, emailVerified: true }, now);
  const sender = createMailSender({
    store,
    send: smtp.send,
    findAccount: async (uid) => ({ email: `${uid}@bench.test`, emailVerified: true, disabled: false }),
    languageOf: async (uid) => (await store.getProfileExtras(uid)).language,
    compose: createComposer(store, SITE, { digest: composeDigest(weekOf, SITE) }),
    secret: 'bench-mail-secret-0123456789',
    site: SITE,
    from: 'Green Circle <hello@greencircle.example>',
  });

  await autocannon(list); // warm
  const idle = await autocannon(list);

  const week = new Date().toISOString().slice(0, 10);
  for (let i = 0; i < DIGESTS; i++)
    await store.enqueueMail({
      uid: `member-${i}`,
      kind: 'digest',
      dedupeKey: `digest:member-${i}:${week}`,
      payload: { period: week },
    });
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const loadBefore = os.loadavg()[0]!;
  const started = performance.now();
  const draining = sender.drain(DIGESTS + 1);
  const sending = await autocannon(list);
  const handled = await draining;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const counts = await store.mailOutboxCounts();

  const ratio = sending.p99 / idle.p99;
  console.log(`GET /gardenTips?limit=20, 10 connections, ${DURATION_S} s:`);
  console.log(
    `  idle:              ${idle.rps.toFixed(0)} req/s, p50 ${idle.p50} ms, p99 ${idle.p99} ms, errors ${idle.errors}`,
  );
  console.log(
    `  sending digests:   ${sending.rps.toFixed(0)} req/s, p50 ${sending.p50} ms, p99 ${sending.p99} ms, errors ${sending.errors}`,
  );
  console.log(
    `  p99 ratio (sending / idle): ${ratio.toFixed(2)} (target <= ${TARGET_P99_RATIO})${ratio <= TARGET_P99_RATIO ? '' : '  <- misses the target'}`,
  );
  console.log(
    `${handled} digests composed and handed to SMTP in ${seconds.toFixed(1)} s (${(handled / seconds).toFixed(0)}/s); outbox: ${JSON.stringify(counts)}`,
  );
  console.log(`  RSS of the API process: ${mb(rssBefore)} before, peak ${mb(peak)} (+${mb(peak - rssBefore)})`);
  console.log(
    `  load average (1 min) ${loadBefore.toFixed(1)} before sending, ${os.loadavg()[0]!.toFixed(1)} now, on ${os.availableParallelism()} CPUs`,
  );
} finally {
  server?.close();
  smtp.close();
  await mail.stop();
  await store.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
