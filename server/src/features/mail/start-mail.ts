import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Store } from '../../store/store';
import { createPlanService } from '../plan';
import { createAuthorIds } from '../tips';
import { composeWeek } from '../week';
import { createComposer } from './compose';
import { firebaseAccountLinks } from './compose-account';
import { composeDigest, composeMonthReminders, type WeekOf } from './compose-digest';
import { composePlanFollowUp } from './compose-follow-up';
import { firebaseMailAccounts } from './firebase-account';
import { runMailSchedule } from './mail-schedule';
import { createMailSender } from './outbox-sender';
import { smtpSender } from './transport';
import { loadMailSecret } from './unsubscribe-token';
import type { Clock } from '../../clock';

/** How often a process looks for e-mail that is due (a claim is one indexed read when there is none). */
const DRAIN_INTERVAL_MS = 2_000;
/** How often a process looks for members whose weekly or monthly e-mail is due. */
const SCHEDULE_INTERVAL_MS = 10 * 60_000;

/**
 * The API process's e-mail: the unsubscribe links' secret, and, when SMTP_URL is set, a sender
 * draining the outbox once the store is connected. Every API process runs one; their leases
 * keep them from sending one e-mail twice.
 */
export function startMail(
  store: Store & { connected: Promise<unknown> },
  config: Pick<Config, 'mail' | 'dataDir' | 'firebaseProjectId'>,
  authorIdSecret: string,
  logger: Pick<Logger, 'warn' | 'info'>,
  clock: Clock,
): { secret: string; stop: () => Promise<void> } {
  const secret = loadMailSecret(config.mail.secret, config.dataDir);
  const { smtpUrl, from, publicSiteUrl, batchWindowMs } = config.mail;
  // "Did it work?" is asked on the same schedule, with or without SMTP (its notification stands alone).
  const plan = createPlanService(store, clock);
  const runFollowUps = () =>
    void plan.runFollowUps().catch((error: unknown) => logger.warn({ err: error }, 'Asking plan follow-ups failed'));
  if (smtpUrl === undefined) {
    logger.info('SMTP_URL is unset: e-mails are kept in the outbox and none is sent');
    let followUps: ReturnType<typeof setInterval> | undefined;
    void store.connected.then(
      () => {
        runFollowUps();
        followUps = setInterval(runFollowUps, SCHEDULE_INTERVAL_MS);
        followUps.unref();
      },
      () => undefined,
    );
    return { secret, stop: async () => clearInterval(followUps) };
  }
  const smtp = smtpSender(smtpUrl);
  const authorIds = createAuthorIds(authorIdSecret);
  // The digest is the week page's own composition, read as the member (their blocks, their garden).
  const weekOf: WeekOf = (member, now) =>
    composeWeek(store, authorIds, { uid: member.uid, email: member.email, emailVerified: true }, now);
  const sender = createMailSender({
    store,
    send: smtp.send,
    findAccount: firebaseMailAccounts(config.firebaseProjectId),
    languageOf: async (uid) => (await store.getProfileExtras(uid)).language,
    compose: createComposer(store, publicSiteUrl, {
      digest: composeDigest(weekOf, publicSiteUrl),
      reminder: composeMonthReminders(weekOf, publicSiteUrl),
      followUp: composePlanFollowUp(store, secret, publicSiteUrl),
      account: firebaseAccountLinks(config.firebaseProjectId),
    }),
    secret,
    site: publicSiteUrl,
    from,
    batchWindowMs,
    now: () => clock.now(),
    log: (message, error) => logger.warn({ err: error }, message),
  });
  let stopSender = async () => {};
  let schedule: ReturnType<typeof setInterval> | undefined;
  const runSchedule = () => {
    runFollowUps();
    void runMailSchedule(store, clock.now()).catch((error: unknown) =>
      logger.warn({ err: error }, 'Scheduling e-mails failed'),
    );
  };
  void store.connected.then(
    () => {
      stopSender = sender.start(DRAIN_INTERVAL_MS);
      runSchedule();
      schedule = setInterval(runSchedule, SCHEDULE_INTERVAL_MS);
      schedule.unref();
    },
    () => undefined,
  );
  return {
    secret,
    stop: async () => {
      clearInterval(schedule);
      await stopSender();
      smtp.close();
    },
  };
}
