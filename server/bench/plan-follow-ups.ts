/**
 * The plan follow-up benchmark (`npm run bench:follow-ups -w server`, part of `npm run bench`;
 * issue 58: "sending 10,000 follow-ups keeps read p99 within 1.3×, as the digest does"). As
 * mail-digests.ts: the real app on the embedded store (temp DATA_DIR, 10,000 tips) in this process,
 * the product's mail sender beside it, the real local mail server taking the e-mails over SMTP.
 *  1. FOLLOW_UPS members each with one plan item marked "Done" today on a Public tip, its "Did it
 *     work?" due in four weeks (the state "Done" leaves), written in one transaction.
 *  2. autocannon (child process, 10 connections) on GET /gardenTips for DURATION_S, idle: p99.
 *  3. The clock (the app's, the store's, the plan's and the sender's) moved four weeks and a day on;
 *     then the plan's own follow-up run (features/plan: each asks once, a notification that brings
 *     its e-mail), batch after batch as the schedule would, each batch drained by the sender
 *     (composed by the follow-up e-mail's own composition, with its signed links) while autocannon
 *     loads the read again: p99 and its ratio to idle (target <= 1.3), e-mails sent per second,
 *     peak RSS of the API process.
 * Compare figures only on an otherwise idle machine: it prints the load average.
 */
import { RESULT_WEEKS } from '@green-circle/contract';
import { createComposer } from '../src/features/mail/compose';
import { composePlanFollowUp } from '../src/features/mail/compose-follow-up';
import { createPlanService } from '../src/features/plan';
import { createTestClock } from '../src/test-clock';
import { withBenchApi } from './api-under-load';
import { inOneTransaction } from './one-transaction';
import { MAIL_SECRET, SITE, readsWhileSending, withMailSender } from './mail-load';

const FOLLOW_UPS = Number(process.env.BENCH_FOLLOW_UPS ?? 10_000);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const DAY_MS = 86_400_000;

const clock = createTestClock();
await withBenchApi('follow-ups', { tips: 10_000, clock }, async ({ store, base }) => {
  // FOLLOW_UPS plan items, one a member, spread over the Public tips (none of them the member's own).
  const tipIds = store.db
    .prepare(`SELECT _id FROM tips WHERE availability = 'Public' AND hiddenAt IS NULL ORDER BY _id`)
    .pluck()
    .all() as string[];
  const today = clock.now();
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const followUpOn = day(new Date(today.getTime() + RESULT_WEEKS.default * 7 * DAY_MS));
  const started = performance.now();
  await inOneTransaction(store, () =>
    Array.from({ length: FOLLOW_UPS }, (_, i) =>
      store.addPlanItem({
        uid: `follower-${i}`,
        tipId: tipIds[i % tipIds.length]!,
        month: today.getUTCMonth() + 1,
        repeats: i % 2 === 0,
        due: null,
        doneOn: day(today),
        doneNote: i % 3 === 0 ? 'Tied them in before the wind came.' : '',
        donePhoto: null,
        donePhotoAlt: '',
        skippedYear: null,
        followUpOn,
        followUpState: 'pending',
        outcome: null,
        createdAt: today.toISOString(),
      }),
    ),
  );
  console.log(
    `${FOLLOW_UPS.toLocaleString('en')} plan items done on ${day(today)}, "Did it work?" due ${followUpOn}, ` +
      `written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const plan = createPlanService(store, clock);
  const compose = createComposer(store, SITE, { followUp: composePlanFollowUp(store, MAIL_SECRET, SITE) });
  let asked = 0;
  const took = { asking: 0, sending: 0, slowestBatch: 0 };
  await withMailSender(store, { compose, clock }, async (sender) => {
    await readsWhileSending({
      store,
      list: `${base}/gardenTips?limit=20`,
      durationS: DURATION_S,
      what: 'follow-up e-mails',
      prepare: async () => clock.advance((RESULT_WEEKS.default * 7 + 1) * DAY_MS),
      // As the schedule runs it: the plan asks a batch, the sender sends what it wrote; until none is left to ask.
      send: async () => {
        let sent = 0;
        for (;;) {
          let begin = performance.now();
          const batch = await plan.runFollowUps();
          const ms = performance.now() - begin;
          took.asking += ms;
          took.slowestBatch = Math.max(took.slowestBatch, ms);
          asked += batch;
          begin = performance.now();
          sent += await sender.drain(batch + 1);
          took.sending += performance.now() - begin;
          if (batch === 0) return sent;
        }
      },
    });
  });
  const notified = store.db
    .prepare(`SELECT COUNT(*) FROM notifications WHERE kind = 'planFollowUp'`)
    .pluck()
    .get() as number;
  console.log(
    `  follow-ups asked: ${asked} (notifications written: ${notified}); the plan's runs took ${(took.asking / 1000).toFixed(1)} s ` +
      `(slowest batch ${(took.slowestBatch / 1000).toFixed(1)} s), the sender's drains ${(took.sending / 1000).toFixed(1)} s`,
  );
});
