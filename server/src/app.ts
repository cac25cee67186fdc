/**
 * Builds the Green Circle API as an Express app with no side effects (no listening, no store
 * opening, no environment reading), so main.ts and the tests build the very same app: main.ts
 * from the environment (config.ts), the tests from test/helpers/app.ts with the limits off.
 * verifyToken is createFirebaseVerifier in production; rejecting with an AppError keeps its
 * status (e.g. 503), any other rejection answers 401.
 */
import compression from 'compression';
import cors from 'cors';
import express, { type Express, type Router } from 'express';
import helmet from 'helmet';
import { LIMITS } from '@green-circle/contract';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { realClock, type Clock } from './clock';
import type { Config } from './config';
import { accountRoutes } from './features/account/routes';
import type { RemoveAccount } from './features/account/erasure';
import { gardenersRoutes } from './features/gardeners/routes';
import { plantsRoutes } from './features/plants/routes';
import { weekRoutes } from './features/week/routes';
import { createPlanService } from './features/plan';
import { planRoutes } from './features/plan/routes';
import { sitemapRoutes } from './features/sitemap/routes';
import { notificationsRoutes } from './features/notifications/routes';
import { createAuthorResolver } from './features/people/author-resolver';
import { peopleRoutes } from './features/people/routes';
import { previewsRoutes } from './features/previews/routes';
import { peopleTipFilters } from './features/people/tip-filters';
import { seasonsRoutes } from './features/seasons/routes';
import { likesRoutes } from './features/likes/routes';
import { statsRoutes } from './features/stats/routes';
import { NO_BRAKES, createBrakes } from './features/safety/brakes';
import { createPeople } from './features/safety/people';
import { safetyRoutes } from './features/safety/routes';
import { coreTargetKinds } from './features/safety/targets';
import { createAuthorIds } from './features/tips/author-id';
import { tipsRoutes } from './features/tips/routes';
import { commentsRoutes } from './features/conversation/comments-routes';
import { accountMailRoutes, type FindAccountByEmail } from './features/mail';
import { mailRoutes } from './features/mail/routes';
import { trialsRoutes } from './features/conversation/trials-routes';
import { createQuestions, questionTargetKinds, questionsRoutes } from './features/questions';
import { uploadsRoutes } from './features/uploads/routes';
import { usersRoutes } from './features/users/routes';
import { authenticate, type AccountActive, type VerifyToken } from './http/auth';
import { AppError, errorHandler, notFound } from './http/errors';
import { healthRoutes } from './http/health';
import { createMetrics } from './http/metrics';
import { requireValidHost } from './http/host';
import { addressLimit, rateLimits } from './http/rate-limit';
import { visitorAddress } from './http/visitor-address';
import { requestLog } from './http/request-log';
import { requireActiveMember } from './http/require-active-member';
import { rejectUnsafeBodyKeys, requireJsonWrites, requirePlainQuery } from './http/safe-input';
import type { Store } from './store/store';

export type AppConfig = Pick<
  Config,
  'clientOrigins' | 'publicApiUrl' | 'trustProxy' | 'rateLimit' | 'hostSecret' | 'metricsToken'
> &
  Partial<Pick<Config, 'uploads' | 'spamBrakes'>> & {
    /** The site's public address, which sitemap.xml's addresses are built on; default the first client origin. */
    publicSiteUrl?: string;
    /** Addresses per sitemap file (default 50,000, the protocol's limit). */
    sitemapMaxUrls?: number;
    /** Keys the public author ids (at least 16 characters; keep it secret and the same across restarts). */
    authorIdSecret: string;
    /** What the e-mail provider's bounce webhook presents (POST /mail/bounces); unset: no webhook. */
    mailBounceSecret?: string;
  };

export interface AppDeps {
  store: Store;
  verifyToken: VerifyToken;
  config: AppConfig;
  /** Where 5xx errors are reported; default console.error. */
  log?: (error: unknown) => void;
  /** The calendar feed's token secret (feed-token.ts); default: a random one for this process. */
  feedSecret?: string;
  /** The request log (http/request-log.ts): one line per request, with its request id. */
  /**
   * Whether a member's account still exists and is enabled (the calendar feed, answered without a
   * token, asks): createFirebaseAccountCheck(projectId) in production. Default: every account is.
   */
  accountActive?: AccountActive;
  /**
   * Revokes a leaving member's sessions and deletes their Firebase account:
   * firebaseAccountRemover(projectId) in production. Default: leaving answers 503.
   */
  removeAccount?: RemoveAccount;
  logger?: Logger;
  /** Signs the e-mails' unsubscribe links (features/mail); default: a random one for this process. */
  mailSecret?: string;
  /** Who has an address (the password reset): firebaseAccountByEmail(projectId) in production; default no one. */
  findAccountByEmail?: FindAccountByEmail;
  /** Which store this is, for /metrics' gc_store_info; default embedded. */
  storeKind?: 'embedded' | 'mongodb';
  /** What "now" is (seasons, reminders, the week, brakes, suspensions, sitemap dates); default the system clock. */
  clock?: Clock;
  /** Test-only routes (the browser suite's clock, test-clock.ts): only when main.ts was started to have them. */
  testRoutes?: Router;
}

export function createApp({
  store: untimedStore,
  verifyToken,
  config,
  log,
  logger,
  feedSecret,
  accountActive,
  removeAccount = noAccountRemoval,
  mailSecret,
  findAccountByEmail = async () => null,
  storeKind = 'embedded',
  clock = realClock,
  testRoutes,
}: AppDeps): Express {
  const app = express();
  const metrics = createMetrics(untimedStore, { token: config.metricsToken, storeKind });
  // Every route's store calls are timed for /metrics (gc_store_call_duration_seconds).
  const store = metrics.timedStore(untimedStore);
  app.use(metrics.count);
  if (logger) app.use(requestLog(logger));
  app.disable('x-powered-by');
  // Every answer is Cache-Control: no-store, so an ETag would only cost a hash per response.
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');

  app.use(helmet());
  // JSON (problem+json included) goes out gzip or Brotli when the client accepts it and it is
  // over 1 KB; the filter (compressible types only) leaves the WebP images of /uploads alone,
  // so they keep streaming as stored with their Content-Length.
  app.use(compression());
  app.use(
    cors({
      origin: (origin, done) => done(null, origin !== undefined && config.clientOrigins.includes(origin)),
      exposedHeaders: ['Link', 'X-Total-Count'],
      maxAge: 600,
    }),
  );
  app.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  app.use(healthRoutes(store));
  // Before the Host check and the rate limits: a scraper on the loopback may name any host, and is never limited.
  app.get('/metrics', metrics.serve);

  app.use(requireValidHost);
  app.use(visitorAddress(config.hostSecret));
  // The flood guard counts every request before its body is read or its token verified, so
  // malformed, oversized or forged requests are limited like any other.
  const perAddress = addressLimit(config.rateLimit, store);
  if (perAddress) app.use(perAddress);
  // POST /uploads is the one multipart write; its route streams and limits the body itself.
  app.use((req, res, next) =>
    req.method === 'POST' && /^\/uploads\/?$/i.test(req.path) ? next() : requireJsonWrites(req, res, next),
  );
  app.use(express.json({ limit: LIMITS.bodyBytes, type: 'application/json' }));
  app.use(rejectUnsafeBodyKeys, requirePlainQuery);
  app.use(authenticate(verifyToken));
  for (const limit of rateLimits(config.rateLimit, store)) app.use(limit);
  app.use(requireActiveMember(store, clock));

  const authorIds = createAuthorIds(config.authorIdSecret);
  const resolveAuthor = createAuthorResolver(store, authorIds);
  const people = createPeople(store, authorIds, resolveAuthor);
  // No spamBrakes given (the API tests' testConfig): none, like their rate limits.
  const brakes = createBrakes(store, config.spamBrakes ?? NO_BRAKES, clock);
  const plan = createPlanService(store, clock);
  const linkSecret = mailSecret ?? randomBytes(32).toString('base64url');
  app.use(
    tipsRoutes(store, authorIds, brakes, peopleTipFilters(store, resolveAuthor), async (tip) => ({
      ...(await plan.counts(tip)),
      resultWeeks: await plan.resultWeeks(tip._id),
    })),
    planRoutes(plan, linkSecret),
    safetyRoutes(store, people, { ...coreTargetKinds(store, people), ...questionTargetKinds(store) }, brakes, clock),
    commentsRoutes(store, authorIds, brakes, clock),
    trialsRoutes(store, authorIds),
    likesRoutes(store),
    gardenersRoutes(store, authorIds),
    accountRoutes(store, authorIds, removeAccount, clock),
    usersRoutes(store, authorIds, clock),
    statsRoutes(store, clock),
    peopleRoutes(store, authorIds, resolveAuthor),
    notificationsRoutes(store, authorIds, clock, (uid, month) => plan.dueIn(uid, month)),
    previewsRoutes(store, resolveAuthor, config.publicApiUrl),
    plantsRoutes(store, authorIds),
    weekRoutes(store, authorIds, clock),
    questionsRoutes(createQuestions(store, { authorIds, resolveAuthor, brakes, clock })),
    mailRoutes(store, linkSecret, clock, config.mailBounceSecret),
    accountMailRoutes(store, findAccountByEmail),
    sitemapRoutes(
      store,
      authorIds,
      {
        siteUrl: config.publicSiteUrl ?? config.clientOrigins[0] ?? '',
        maxUrls: config.sitemapMaxUrls,
      },
      clock,
    ),
  );
  app.use(
    uploadsRoutes(store, {
      concurrency: config.uploads?.concurrency ?? 1,
      nice: config.uploads?.workerNice,
      unattachedMax: config.uploads?.unattachedMax ?? 0,
      watchQueue: metrics.watchImageQueue,
    }),
  );
  app.use(
    seasonsRoutes(store, {
      feedSecret: feedSecret ?? randomBytes(32).toString('base64url'),
      clientOrigin: config.clientOrigins[0] ?? '',
      publicApiUrl: config.publicApiUrl,
      accountActive: accountActive ?? (async () => true),
      feedEvents: (uid) => plan.feedEvents(uid),
    }),
  );

  if (testRoutes) app.use(testRoutes);
  app.use(notFound);
  app.use(errorHandler(log));
  return app;
}

async function noAccountRemoval(): Promise<void> {
  throw new AppError(503, 'Deleting an account is not available on this server');
}
