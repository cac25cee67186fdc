/**
 * The e-mail digest benchmark (`npm run bench:mail -w server`, part of `npm run bench`). The real
 * app on the embedded store (temp DATA_DIR, 10,000 tips) in this process, with the product's mail
 * sender beside it as in every API process; the real local mail server (maildev, its own
 * process) takes the e-mails over SMTP (api-under-load.ts, mail-load.ts).
 *  1. autocannon (child process, 10 connections) on GET /gardenTips for DURATION_S, idle: p99.
 *  2. DIGESTS weekly digests written to the outbox (one run per member), then drained: each
 *     composed by the week page's own composition and handed to SMTP; autocannon again while
 *     they drain: p99 and its ratio to idle (target <= 1.3), the digests sent per second, and the
 *     peak RSS of the API process while it sends them (sampled every 50 ms).
 * Compare figures only on an otherwise idle machine: it prints the load average.
 */
import { createComposer } from '../src/features/mail/compose';
import { composeDigest, type WeekOf } from '../src/features/mail/compose-digest';
import { createAuthorIds } from '../src/features/tips';
import { composeWeek } from '../src/features/week';
import { BENCH_AUTHOR_ID_SECRET, withBenchApi } from './api-under-load';
import { SITE, readsWhileSending, withMailSender } from './mail-load';

const DIGESTS = Number(process.env.BENCH_DIGESTS ?? 10_000);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);

await withBenchApi('mail', { tips: 10_000 }, async ({ store, base }) => {
  const authorIds = createAuthorIds(BENCH_AUTHOR_ID_SECRET);
  const weekOf: WeekOf = (member, now) =>
    composeWeek(store, authorIds, { uid: member.uid, email: member.email, emailVerified: true }, now);
  const compose = createComposer(store, SITE, { digest: composeDigest(weekOf, SITE) });
  await withMailSender(store, { compose }, (sender) =>
    readsWhileSending({
      store,
      list: `${base}/gardenTips?limit=20`,
      durationS: DURATION_S,
      what: 'digests',
      prepare: async () => {
        const week = new Date().toISOString().slice(0, 10);
        for (let i = 0; i < DIGESTS; i++)
          await store.enqueueMail({
            uid: `member-${i}`,
            kind: 'digest',
            dedupeKey: `digest:member-${i}:${week}`,
            payload: { period: week },
          });
      },
      send: () => sender.drain(DIGESTS + 1),
    }),
  );
});
