import { accountOnMongo } from '../features/account/mongo-store';
import { accountOnSqlite } from '../features/account/embedded-store';
import { conversationOnSqlite } from '../features/conversation/embedded-store';
import { conversationOnMongo } from '../features/conversation/mongo-store';
import { gardenersOnSqlite } from '../features/gardeners/embedded-store';
import { gardenersOnMongo } from '../features/gardeners/mongo-store';
import { mailOnSqlite } from '../features/mail/embedded-store';
import { mailOnMongo } from '../features/mail/mongo-store';
import { likesOnSqlite } from '../features/likes/embedded-store';
import { likesOnMongo } from '../features/likes/mongo-store';
import { notificationsOnSqlite } from '../features/notifications/embedded-store';
import { notificationsOnMongo } from '../features/notifications/mongo-store';
import { peopleOnSqlite } from '../features/people/embedded-store';
import { peopleOnMongo } from '../features/people/mongo-store';
import { plantsOnSqlite } from '../features/plants/embedded-store';
import { plantsOnMongo } from '../features/plants/mongo-store';
import { questionsOnMongo } from '../features/questions/mongo-store';
import { questionsOnSqlite } from '../features/questions/embedded-store';
import { sharedTipsOnMongo } from '../features/shared-tips/mongo-store';
import { sharedTipsOnSqlite } from '../features/shared-tips/embedded-store';
import { safetyOnSqlite } from '../features/safety/embedded-store';
import { safetyOnMongo } from '../features/safety/mongo-store';
import { seasonsOnSqlite } from '../features/seasons/embedded-store';
import { seasonsOnMongo } from '../features/seasons/mongo-store';
import { statsOnSqlite } from '../features/stats/embedded-store';
import { statsOnMongo } from '../features/stats/mongo-store';
import { tipsOnSqlite } from '../features/tips/embedded-store';
import { tipsOnMongo } from '../features/tips/mongo-store';
import { uploadsOnSqlite } from '../features/uploads/embedded-store';
import { uploadsOnMongo } from '../features/uploads/mongo-store';
import { usersOnSqlite } from '../features/users/embedded-store';
import { usersOnMongo } from '../features/users/mongo-store';
import { planOnMongo } from '../features/plan/mongo-store';
import { planOnSqlite } from '../features/plan/embedded-store';
import { weekOnMongo } from '../features/week/mongo-store';
import { weekOnSqlite } from '../features/week/embedded-store';
import { collectMigrations } from '../store-core/parts';
import { historyOnMongo, historyOnSqlite } from './history';
import { seedingOnMongo, seedingOnSqlite } from './seeding';

/**
 * The features whose parts make the store, one list per adapter (a feature, not its methods:
 * its methods come from its part). Both lists must make the whole Store (embedded.ts and
 * mongo.ts fail to compile otherwise). On MongoDB the parts finish crashed work at start in
 * this order: tips (deletions), then users (profile changes), then likes (counts and their
 * notifications).
 */
export const EMBEDDED_PARTS = [
  historyOnSqlite,
  seedingOnSqlite,
  tipsOnSqlite,
  likesOnSqlite,
  gardenersOnSqlite,
  usersOnSqlite,
  statsOnSqlite,
  seasonsOnSqlite,
  uploadsOnSqlite,
  conversationOnSqlite,
  peopleOnSqlite,
  notificationsOnSqlite,
  plantsOnSqlite,
  safetyOnSqlite,
  accountOnSqlite,
  mailOnSqlite,
  sharedTipsOnSqlite,
  weekOnSqlite,
  questionsOnSqlite,
  planOnSqlite,
] as const;

export const MONGO_PARTS = [
  historyOnMongo,
  seedingOnMongo,
  tipsOnMongo,
  usersOnMongo,
  likesOnMongo,
  gardenersOnMongo,
  statsOnMongo,
  seasonsOnMongo,
  uploadsOnMongo,
  conversationOnMongo,
  peopleOnMongo,
  notificationsOnMongo,
  plantsOnMongo,
  safetyOnMongo,
  accountOnMongo,
  mailOnMongo,
  sharedTipsOnMongo,
  weekOnMongo,
  questionsOnMongo,
  planOnMongo,
] as const;

/** Every schema version in order, as the stores run them (the migration tests open databases part-way). */
export const EMBEDDED_MIGRATIONS = collectMigrations(EMBEDDED_PARTS);
export const MONGO_MIGRATIONS = collectMigrations(MONGO_PARTS);
