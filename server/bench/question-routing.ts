/**
 * The question routing benchmark (`npm run bench:routing -w server`, part of `npm run bench`;
 * issue 57: "routing a question costs under 50 ms at 100,000 members"). On the embedded store
 * (temp DATA_DIR, 10,000 tips), seeded through the store's own writes:
 *  - MEMBERS members with a garden (one in five in the south, zones spread over 1a..13b), each
 *    growing two of the benchmark's ten plants (so about 20,000 grow each plant), added over a year;
 *  - one in five of them an "I tried this" on a tip (three in five "worked");
 *  - the askers (ASKERS members) each blocking 5 members and blocked by 5.
 * Then the questions service's own routing (features/questions: growers of the plant in the
 * asker's hemisphere within one zone band, then "worked" reporters; never across a block; 20 a
 * question, 3 a member a day; the notifications and their e-mails written) runs for WARM_UP
 * questions, not timed, then is timed for QUESTIONS more (each asker, plant and garden in turn;
 * the day's caps filling as on a busy day): median, p99 and the slowest against the 50 ms target,
 * and how many members each question reached.
 */
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { QUESTION_LIMITS, plantSlugOf } from '@green-circle/contract';
import { realClock } from '../src/clock';
import { createAuthorResolver } from '../src/features/people/author-resolver';
import { createQuestions } from '../src/features/questions';
import { NO_BRAKES, createBrakes } from '../src/features/safety/brakes';
import { createAuthorIds } from '../src/features/tips';
import { createEmbeddedStore } from '../src/store/embedded';
import { SEED } from '../src/store/seed-data';
import { BENCH_AUTHOR_ID_SECRET } from './api-under-load';
import { GARDEN_ZONES } from './bench-questions';
import { BENCH_PLANTS, benchTips } from './bench-tips';
import { inOneTransaction } from './one-transaction';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 200);
const WARM_UP = 20;
const ASKERS = 50;
const TARGET_MS = 50;
const YEAR_MS = 365 * 86_400_000;

/** The benchmark's plants the site knows (a question about a plant it does not know is told to no one). */
const PLANTS = BENCH_PLANTS.filter((plant) => plantSlugOf(plant) !== null);
const member = (i: number) => `member-${i}`;
const gardenOf = (i: number) => ({
  hemisphere: i % 5 === 3 ? ('south' as const) : ('north' as const),
  zone: GARDEN_ZONES[(i * 7) % GARDEN_ZONES.length]!,
});
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'green-circle-bench-routing-'));
const store = createEmbeddedStore({ dataDir });
try {
  const clock = realClock;
  let started = performance.now();
  await store.seed({ gardeners: SEED.gardeners, tips: benchTips(10_000) });
  const seeded = Date.now();
  await inOneTransaction(store, () =>
    Array.from({ length: MEMBERS }, (_, i) => store.setGarden(member(i), gardenOf(i))),
  );
  await inOneTransaction(store, () =>
    Array.from({ length: MEMBERS }, (_, i) => {
      const addedAt = new Date(seeded - ((i * 7919) % MEMBERS) * (YEAR_MS / MEMBERS)).toISOString();
      const first = PLANTS[i % PLANTS.length]!;
      const second = PLANTS[(i + 1 + (Math.floor(i / PLANTS.length) % (PLANTS.length - 1))) % PLANTS.length]!;
      return [first, second].map((plant) => store.addMemberPlant(member(i), plantSlugOf(plant)!, addedAt));
    }).flat(),
  );
  const tipIds = store.db
    .prepare(`SELECT _id FROM tips WHERE availability = 'Public' ORDER BY _id`)
    .pluck()
    .all() as string[];
  const outcomes = ['worked', 'worked', 'worked', 'partly', 'failed'] as const;
  await inOneTransaction(store, () =>
    Array.from({ length: Math.floor(MEMBERS / 5) }, (_, k) => {
      const i = k * 5 + 1;
      return store.putTrial({
        tipId: tipIds[(i * 13) % tipIds.length]!,
        authorUid: member(i),
        outcome: outcomes[k % outcomes.length]!,
        note: 'Tried it this spring.',
        photo: null,
        month: (k % 12) + 1,
        ...gardenOf(i),
        displayName: `Member ${i}`,
        authorPhotoURL: '',
      });
    }),
  );
  await inOneTransaction(store, () =>
    Array.from({ length: ASKERS }, (_, a) =>
      Array.from({ length: 5 }, (_, k) => [
        store.block(member(a), member(1000 + a * 10 + k)),
        store.block(member(2000 + a * 10 + k), member(a)),
      ]).flat(),
    ).flat(),
  );
  const growers = store.db.prepare(`SELECT COUNT(*) FROM member_plants WHERE slug = 'tomato'`).pluck().get() as number;
  const reporters = store.db.prepare(`SELECT COUNT(*) FROM trials WHERE outcome = 'worked'`).pluck().get() as number;
  console.log(
    `${MEMBERS.toLocaleString('en')} members with gardens and plants (${growers.toLocaleString('en')} grow tomatoes), ` +
      `${reporters.toLocaleString('en')} "worked" reports, ${ASKERS * 10} blocks, seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const authorIds = createAuthorIds(BENCH_AUTHOR_ID_SECRET);
  // The service reads and writes through a store that times each call (a diagnostic: where routing's time goes).
  const spent = new Map<string, number>();
  const timedStore = new Proxy(store, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function' || typeof key !== 'string') return value;
      return async (...args: unknown[]) => {
        const begin = performance.now();
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } finally {
          spent.set(key, (spent.get(key) ?? 0) + performance.now() - begin);
        }
      };
    },
  });
  const questions = createQuestions(timedStore, {
    authorIds,
    resolveAuthor: createAuthorResolver(store, authorIds),
    brakes: createBrakes(store, NO_BRAKES, clock),
    clock,
  });
  // The questions to route, asked as the service asks them (createQuestion), each asker with their garden.
  const asked = await inOneTransaction(store, () =>
    Array.from({ length: WARM_UP + QUESTIONS }, (_, q) => {
      const asker = q % ASKERS;
      const plantType = PLANTS[(q * 4) % PLANTS.length]!;
      return store.createQuestion({
        authorUid: member(asker),
        displayName: `Member ${asker}`,
        authorPhotoURL: '',
        title: `What is wrong with my ${plantType.toLowerCase()}? #${q}`,
        details: 'Yellow leaves from the bottom up.',
        plantType,
        plantSlug: plantSlugOf(plantType),
        photos: [],
        ...gardenOf(asker),
        words: [],
      });
    }),
  );

  started = performance.now();
  const times: number[] = [];
  const told: number[] = [];
  for (const [q, question] of asked.entries()) {
    const begin = performance.now();
    const chosen = await questions.route(question);
    const ms = performance.now() - begin;
    if (q < WARM_UP) {
      if (q === WARM_UP - 1) spent.clear();
      continue;
    }
    times.push(ms);
    told.push(chosen.length);
  }
  times.sort((a, b) => a - b);
  told.sort((a, b) => a - b);
  const p99 = percentile(times, 99);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `\nRouting a question (the questions service's route(): growers near the asker, "worked" reporters, blocks both ways, ` +
      `at most ${QUESTION_LIMITS.routeMax} a question and ${QUESTION_LIMITS.routePerMemberDay} a member a day; its notifications written), ` +
      `${QUESTIONS} questions after ${WARM_UP} not timed:`,
  );
  console.log(
    `  median ${ms(percentile(times, 50))}, p99 ${ms(p99)}, slowest ${ms(times.at(-1)!)}, fastest ${ms(times[0]!)} ` +
      `(target: under ${TARGET_MS} ms at ${MEMBERS.toLocaleString('en')} members): ${p99 < TARGET_MS ? 'met' : 'NOT met'}`,
  );
  console.log(
    `  members told a question: median ${percentile(told, 50)}, fewest ${told[0]}, most ${told.at(-1)}; ` +
      `routed in all ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(
    `  store calls per question, mean: ${[...spent]
      .sort((a, b) => b[1] - a[1])
      .map(([name, total]) => `${name} ${ms(total / QUESTIONS)}`)
      .join(', ')}`,
  );
  console.log(`  load average (1 min) ${os.loadavg()[0]!.toFixed(1)}, on ${os.availableParallelism()} CPUs`);
} finally {
  await store.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
