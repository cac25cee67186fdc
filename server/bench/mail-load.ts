/**
 * What the e-mail benchmarks share (mail-digests.ts, plan-follow-ups.ts): the product's mail sender
 * beside the API, as in every API process, handing e-mails over SMTP to the real local mail server
 * (maildev, its own process); the identity service's account look-ups are a stand-in (every member
 * verified, outside what is measured). And the measurement: GET /gardenTips p99 idle, then while the
 * e-mails are made and sent, with their ratio against the target, how many went per second
 * and the API process's peak RSS (sampled every 50 ms).
 * Compare figures only on an otherwise idle machine: it prints the load average.
 */
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startMailServer } from '@green-circle/testing/mail-server';
import type { Clock } from '../src/clock';
import type { ComposeMail } from '../src/features/mail/outbox-sender';
import { createMailSender } from '../src/features/mail/outbox-sender';
import { smtpSender } from '../src/features/mail/transport';
import type { EmbeddedStore } from '../src/store/embedded';
import { autocannon, readsLine } from './api-under-load';

export const SITE = 'https://greencircle.example';
export const MAIL_SECRET = 'bench-mail-secret-0123456789';
/** The p99 of the API's reads while e-mails go, against idle (issue 41's digests, issue 58's follow-ups). */
const TARGET_P99_RATIO = 1.3;

type MailSender = ReturnType<typeof createMailSender>;

/** Runs `work` with a mail sender over `store` composing with `compose`, the local mail server taking what it sends. */
export async function withMailSender(
  store: EmbeddedStore,
  options: { compose: ComposeMail; clock?: Clock },
  work: (sender: MailSender) => Promise<void>,
): Promise<void> {
  const mail = await startMailServer();
  const smtp = smtpSender(mail.smtpUrl);
  try {
    const clock = options.clock;
    await work(
      createMailSender({
        store,
        send: smtp.send,
        findAccount: async (uid) => ({ email: `${uid}@bench.test`, emailVerified: true, disabled: false }),
        languageOf: async (uid) => (await store.getProfileExtras(uid)).language,
        compose: options.compose,
        secret: MAIL_SECRET,
        site: SITE,
        from: 'Green Circle <hello@greencircle.example>',
        ...(clock ? { now: () => clock.now() } : {}),
      }),
    );
  } finally {
    smtp.close();
    await mail.stop();
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/**
 * GET `list` for `durationS` idle (after a warm-up), then `prepare()`, then again while `send()`
 * runs (it answers how many e-mails it handled); prints both, the ratio against 1.3×, the rate,
 * the outbox's counts, the peak RSS and the load average. `what` names the e-mails ("digests").
 */
export async function readsWhileSending(options: {
  store: EmbeddedStore;
  list: string;
  durationS: number;
  what: string;
  prepare: () => Promise<void>;
  send: () => Promise<number>;
}): Promise<void> {
  const { store, list, durationS, what } = options;
  await autocannon(list, durationS); // warm
  const idle = await autocannon(list, durationS);
  await options.prepare();
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const loadBefore = os.loadavg()[0]!;
  // How long the API's thread was held at once while sending (what a read waits behind).
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  const sending = options.send();
  const during = await autocannon(list, durationS);
  const handled = await sending;
  const seconds = (performance.now() - started) / 1000;
  delay.disable();
  clearInterval(sampler);
  const counts = await store.mailOutboxCounts();

  const ratio = during.p99 / idle.p99;
  console.log(`GET ${new URL(list).pathname}${new URL(list).search}, 10 connections, ${durationS} s:`);
  console.log(readsLine('idle:', idle));
  console.log(readsLine(`sending ${what}:`, during));
  console.log(
    `  p99 ratio (sending / idle): ${ratio.toFixed(2)} (target <= ${TARGET_P99_RATIO})${ratio <= TARGET_P99_RATIO ? '' : '  <- misses the target'}`,
  );
  console.log(
    `${handled} ${what} composed and handed to SMTP in ${seconds.toFixed(1)} s (${(handled / seconds).toFixed(0)}/s); outbox: ${JSON.stringify(counts)}`,
  );
  const delayMs = (ns: number) => `${(ns / 1e6).toFixed(0)} ms`;
  console.log(
    `  event loop delay while sending: p50 ${delayMs(delay.percentile(50))}, p99 ${delayMs(delay.percentile(99))}, max ${delayMs(delay.max)}`,
  );
  console.log(`  RSS of the API process: ${mb(rssBefore)} before, peak ${mb(peak)} (+${mb(peak - rssBefore)})`);
  console.log(
    `  load average (1 min) ${loadBefore.toFixed(1)} before sending, ${os.loadavg()[0]!.toFixed(1)} now, on ${os.availableParallelism()} CPUs`,
  );
}
