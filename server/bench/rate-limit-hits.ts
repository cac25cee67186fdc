// `npx tsx bench/rate-limit-hits.ts`: what the shared rate-limit counters cost. Every request
// that a limit applies to adds one hit in the store (http/rate-limit.ts); this prints how
// many hits a second the embedded store's counter file takes, beside a read of one cached
// tip for scale, in this process. Figures, not a pass/fail test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createEmbeddedStore } from '../src/store/embedded';
import { SEED } from '../src/store/seed-data';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);

async function rate(label: string, work: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 2000; i++) await work(i); // warm
  const end = Date.now() + SECONDS * 1000;
  let n = 0;
  const started = process.hrtime.bigint();
  while (Date.now() < end) {
    for (let k = 0; k < 500; k++) await work(n++);
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(
    `${label.padEnd(52)} ${Math.round(n / seconds)
      .toLocaleString('en')
      .padStart(10)} /s   ${((seconds / n) * 1e6).toFixed(1).padStart(6)} µs each`,
  );
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-bench-hits-'));
try {
  const store = createEmbeddedStore({ dataDir: dir });
  await store.seed(SEED);
  const id = (await store.listTips({ includeHidden: true, sort: 'newest', limit: 1 })).items[0]!._id;
  await rate('getTip (cached read, for scale)', () => store.getTip(id));
  await rate('hit, one key (one member hammering)', () => store.hit('uid:one', 60_000));
  await rate('hit, 10,000 keys (many members)', (i) => store.hit(`uid:${i % 10_000}`, 60_000));
  await store.close();
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
