import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { ObjectId } from 'bson';
import { nameKeys, sameName } from '@green-circle/contract/name-key';
import {
  northernMask,
  plantSlugOf,
  type Hemisphere,
  type TipInput,
  type TopTip,
  type User,
} from '@green-circle/contract';
import { migrate } from './embedded-migrations';
import { embeddedUploads } from './embedded-uploads';
import { embeddedConversation } from './embedded-comments';
import { embeddedPeople } from './embedded-people';
import { embeddedPlants } from './embedded-plants';
import { likeGroupKey } from './people-store';
import { embeddedSafety } from './embedded-safety';
import { TIP_COLUMNS, planTipList, type ListPlan } from './embedded-list';
import { cutPage, normalizeId, orderOf } from './paging';
import { openCounters } from './embedded-counters';
import { createReadCache } from './read-cache';
import { indexWords } from './search';
import { activeSince } from './gardener-activity';
import { seedId, type SeededCollection } from './seeding';
import {
  StoreUnavailableError,
  type AuthorAtUpdate,
  type CalendarFeedRecord,
  type NewTip,
  type SeedGardener,
  type StoredGardener,
  type NewUser,
  type Store,
  type StoredTip,
  type TipListFilter,
} from './store';

export const DB_FILENAME = 'green-circle.db';
/** The shared rate-limit counters live beside the database, in a file of their own (see openCounters). */
export const COUNTERS_FILENAME = 'rate-limits.db';

export interface EmbeddedStoreOptions {
  /** The database is DATA_DIR/green-circle.db (the directory is created if missing). */
  dataDir?: string;
  /** Or an exact file name; ':memory:' for throwaway stores. */
  filename?: string;
  /** How long a write waits for another connection's lock before the store reports itself unavailable. */
  busyTimeoutMs?: number;
  /** How many read answers to keep until the next write (0: none). */
  readCacheEntries?: number;
  /** Where uploaded files go: default DATA_DIR/uploads (a throwaway temp directory for ':memory:'). */
  uploadsDir?: string;
}

/**
 * The embedded store, plus its connection for tests and the benchmark (never for the API).
 * Read through it freely; a write through it would bypass the read cache.
 */
export type EmbeddedStore = Store & { readonly db: Database.Database };

/** A tips row: months is JSON text or NULL until toTip reads it. */
type TipRow = Omit<StoredTip, 'months' | 'trials' | 'moderation'> & {
  months: string | null;
  likedAt?: string;
  worked: number;
  partly: number;
  failed: number;
  hiddenAt: string | null;
  hiddenReason: string | null;
};
/** A users row: SQLite keeps the boolean as 0 or 1. */
type UserRow = Omit<User, 'emailVerified'> & { emailVerified: number };
type GardenerRow = Omit<StoredGardener, 'experiences' | 'otherInfo'> & {
  experiences: string;
  otherInfo: string | null;
};

// Codes meaning the database itself cannot work right now (disk, permissions, locks),
// as opposed to a bug in a query: the API answers those with 503.
const UNAVAILABLE = /^SQLITE_(READONLY|FULL|IOERR|CANTOPEN|BUSY|LOCKED|NOMEM|PROTOCOL)/;

function translate(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && UNAVAILABLE.test(code) ? new StoreUnavailableError(error) : error;
}

export function createEmbeddedStore(options: EmbeddedStoreOptions): EmbeddedStore {
  const filename = options.filename ?? path.join(options.dataDir ?? '.data', DB_FILENAME);
  if (filename !== ':memory:') fs.mkdirSync(path.dirname(filename), { recursive: true });
  const db = openDatabase(filename, options.busyTimeoutMs ?? 5000);
  const throwawayUploads = filename === ':memory:' && options.uploadsDir === undefined;
  const uploadsDir =
    options.uploadsDir ??
    (throwawayUploads
      ? fs.mkdtempSync(path.join(os.tmpdir(), 'gc-uploads-'))
      : path.join(path.dirname(filename), 'uploads'));

  const statements = new Map<string, Database.Statement>();
  /** Each SQL text is prepared once and reused. */
  const sql = (text: string): Database.Statement => {
    let statement = statements.get(text);
    if (statement === undefined) {
      statement = db.prepare(text);
      statements.set(text, statement);
    }
    return statement;
  };
  const run = async <T>(work: () => T): Promise<T> => {
    try {
      return work();
    } catch (error) {
      throw translate(error);
    }
  };
  const cache = createReadCache(db, options.readCacheEntries ?? 500);
  const noCache = options.readCacheEntries === 0;
  /** A read whose answer is kept until the data changes. */
  const cached = <T>(key: string, work: () => T) => run(() => (noCache ? work() : cache.get(key, work)));
  /** A write: whatever it did, the kept answers are dropped. */
  const write = <T>(work: () => T) =>
    run(() => {
      try {
        return work();
      } finally {
        cache.invalidate();
      }
    });
  const now = () => new Date().toISOString();
  const count = (text: string, ...params: unknown[]) => (sql(text).get(...params) as { n: number }).n;
  /**
   * A verified member's name is theirs: unverified records holding it lose it, so
   * an account that never proved its address cannot keep a name from someone who did.
   */
  const releaseName = (name: string, uid: string) => {
    const keys = nameKeys(name);
    if (keys.every((key) => key === '')) return;
    const holders = sql("SELECT uid, name FROM users WHERE emailVerified = 0 AND uid <> ? AND name <> ''").all(
      uid,
    ) as Array<{ uid: string; name: string }>;
    for (const holder of holders)
      if (sameName(keys, holder.name)) sql("UPDATE users SET name = '' WHERE uid = ?").run(holder.uid);
  };
  const toTip = ({
    likedAt: _likedAt,
    months,
    worked,
    partly,
    failed,
    hiddenAt,
    hiddenReason,
    ...row
  }: TipRow): StoredTip => {
    const counted = { ...row, trials: { worked, partly, failed } };
    // A tip moderators hid carries the mark; any other has no moderation key at all.
    const tip: StoredTip =
      hiddenAt === null ? counted : { ...counted, moderation: { hiddenAt, reason: hiddenReason ?? '' } };
    return months === null ? tip : { ...tip, months: JSON.parse(months) as number[] };
  };

  const insertTip = (tip: NewTip, likes: number, createdAt: string, id = new ObjectId().toHexString()): string => {
    const { lastInsertRowid } = sql(
      `INSERT INTO tips (_id, title, plantType, difficulty, category, description, image, imageAlt, availability,
         likes, email, displayName, authorUid, authorPhotoURL, createdAt, updatedAt, months, hemisphere, monthMask, plantSlug)
       VALUES (@id, @title, @plantType, @difficulty, @category, @description, @image, @imageAlt, @availability,
         @likes, @email, @displayName, @authorUid, @authorPhotoURL, @createdAt, @createdAt, @months, @hemisphere, @monthMask,
         @plantSlug)`,
    ).run({
      ...pickTip(tip),
      ...seasonColumns(tip, tip.hemisphere),
      plantSlug: plantSlugOf(tip.plantType),
      email: tip.email,
      displayName: tip.displayName,
      authorUid: tip.authorUid,
      authorPhotoURL: tip.authorPhotoURL ?? '',
      id,
      likes,
      createdAt,
    });
    sql('INSERT INTO tips_fts (rowid, words) VALUES (?, ?)').run(lastInsertRowid, indexWords(tip).join(' '));
    return id;
  };

  const insertGardener = (gardener: SeedGardener, id: string) => {
    sql(
      `INSERT INTO gardeners (_id, authorUid, name, age, gender, experiences, image, otherInfo)
       VALUES (@id, @authorUid, @name, @age, @gender, @experiences, @image, @otherInfo)`,
    ).run({
      id,
      authorUid: gardener.authorUid,
      name: gardener.name,
      age: gardener.age,
      gender: gardener.gender,
      experiences: JSON.stringify(gardener.experiences),
      image: gardener.image,
      otherInfo: gardener.otherInfo ?? null,
    });
  };

  const people = embeddedPeople({ db, sql, run, write });

  const likeOnce = db.transaction((id: string, uid: string) => {
    const tip = sql('SELECT likes, authorUid FROM tips WHERE _id = ?').get(id) as
      { likes: number; authorUid: string } | undefined;
    if (tip === undefined) return null;
    const at = now();
    const inserted = sql('INSERT INTO likes (tipId, uid, createdAt) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').run(
      id,
      uid,
      at,
    );
    if (inserted.changes === 0) return { likes: tip.likes, added: false };
    sql('UPDATE tips SET likes = likes + 1 WHERE _id = ?').run(id);
    // The author hears of it in the same transaction: a stored like always has its notification.
    const note = { recipientUid: tip.authorUid, kind: 'like', actorUid: uid, tipId: id } as const;
    people.notifyTx({ ...note, groupKey: likeGroupKey(id, at), createdAt: at });
    return { likes: tip.likes + 1, added: true };
  });

  const unlikeOnce = db.transaction((id: string, uid: string) => {
    const tip = sql('SELECT likes, authorUid FROM tips WHERE _id = ?').get(id) as
      { likes: number; authorUid: string } | undefined;
    if (tip === undefined) return null;
    const like = sql('DELETE FROM likes WHERE tipId = ? AND uid = ? RETURNING createdAt').get(id, uid) as
      { createdAt: string } | undefined;
    if (like === undefined) return { likes: tip.likes, removed: false };
    sql('UPDATE tips SET likes = MAX(likes - 1, 0) WHERE _id = ?').run(id);
    // Taken back the day it was given: its notification goes in the same transaction.
    if (like.createdAt.slice(0, 10) === now().slice(0, 10))
      people.takeBackTx({ recipientUid: tip.authorUid, actorUid: uid, groupKey: likeGroupKey(id, like.createdAt) });
    return { likes: Math.max(tip.likes - 1, 0), removed: true };
  });

  const createOne = db.transaction((tip: NewTip) => insertTip(tip, 0, now()));

  const updateOne = db.transaction((id: string, input: TipInput, author: AuthorAtUpdate = {}) => {
    const row = sql('SELECT seq FROM tips WHERE _id = ?').get(id) as { seq: number } | undefined;
    if (row === undefined) return 0;
    sql(
      `UPDATE tips SET title = @title, plantType = @plantType, difficulty = @difficulty, category = @category,
         description = @description, image = @image, imageAlt = @imageAlt, availability = @availability, updatedAt = @updatedAt,
         months = @months, hemisphere = @hemisphere, monthMask = @monthMask, plantSlug = @plantSlug
         ${author.profile ? ', displayName = @displayName, authorPhotoURL = @authorPhotoURL' : ''}
       WHERE seq = @seq`,
    ).run({
      ...pickTip(input),
      ...seasonColumns(input, author.hemisphere),
      plantSlug: plantSlugOf(input.plantType),
      ...(author.profile
        ? { displayName: author.profile.displayName, authorPhotoURL: author.profile.authorPhotoURL }
        : {}),
      seq: row.seq,
      updatedAt: now(),
    });
    sql('UPDATE tips_fts SET words = ? WHERE rowid = ?').run(indexWords(input).join(' '), row.seq);
    return 1;
  });

  /**
   * One collection's seeding (seeding.ts): skipped once marked; a collection that already
   * holds records is only marked. The IMMEDIATE transaction makes a second process wait
   * and then find the marker.
   */
  const seedCollection = <T>(
    name: SeededCollection,
    items: T[],
    insert: (item: T, id: string) => void,
    nameOf: (item: T) => string,
  ) => {
    if (sql('SELECT 1 FROM seeds WHERE name = ?').get(name) !== undefined) return 0;
    const empty = sql(`SELECT 1 FROM ${name} LIMIT 1`).get() === undefined;
    if (empty) items.forEach((item, index) => insert(item, seedId(name, index, nameOf(item))));
    sql('INSERT INTO seeds (name, seededAt) VALUES (?, ?)').run(name, now());
    return empty ? items.length : 0;
  };
  const seedOnce = db.transaction((data: Parameters<Store['seed']>[0]) => ({
    gardeners: seedCollection('gardeners', data.gardeners, insertGardener, (g) => g.name),
    tips: seedCollection(
      'tips',
      data.tips,
      (t, id) => insertTip(t, t.likes, t.createdAt, id),
      (t) => t.title,
    ),
  }));

  const counters = openCounters(
    filename === ':memory:' ? ':memory:' : path.join(path.dirname(filename), COUNTERS_FILENAME),
    options.busyTimeoutMs ?? 5000,
  );

  /** A list's total does not change with the cursor or the page size: counted once per data version. */
  const totalOf = (filter: TipListFilter, plan: ListPlan) => {
    const { cursor: _cursor, limit: _limit, ...shape } = filter;
    const read = () => count(plan.total.sql, ...plan.total.params);
    return noCache ? read() : cache.get(`total ${JSON.stringify(shape)}`, read);
  };

  /** A file store is the one at its path: once that file is gone or replaced, the store is not reachable. */
  const fileIdentity = filename === ':memory:' ? null : fs.statSync(filename).ino;
  const sameFile = () => {
    if (fileIdentity === null) return;
    let ino: number | null = null;
    try {
      ino = fs.statSync(filename).ino;
    } catch {
      // gone: handled below
    }
    if (ino !== fileIdentity) throw new StoreUnavailableError(new Error(`${filename} is gone or was replaced`));
  };

  return {
    db,

    listTips: (filter) =>
      cached(`list ${JSON.stringify(filter)}`, () => {
        const plan = planTipList(filter);
        const total = totalOf(filter, plan);
        if (plan.page === null) return { items: [], total, nextCursor: null };
        const rows = sql(plan.page.sql).all(...plan.page.params) as TipRow[];
        const order = orderOf(filter);
        // Rows are copied once: the months column is JSON text, and liked-tips rows carry likedAt.
        return cutPage(rows, filter.limit, total, toTip, (row) =>
          order === 'likes'
            ? { o: 'likes', l: row.likes, c: row.createdAt, i: row._id }
            : order === 'tried'
              ? { o: 'tried', w: row.worked, c: row.createdAt, i: row._id }
              : order === 'liked'
                ? { o: 'liked', c: row.likedAt ?? '', i: row._id }
                : { o: 'newest', c: row.createdAt, i: row._id },
        );
      }),

    getTip: (anyId) => {
      const id = normalizeId(anyId);
      if (id === null) return Promise.resolve(null);
      return cached(`tip ${id}`, () => {
        const row = sql(`SELECT ${TIP_COLUMNS} FROM tips t WHERE t._id = ?`).get(id) as TipRow | undefined;
        return row === undefined ? null : toTip(row);
      });
    },

    createTip: (tip) => write(() => createOne.immediate(tip)),

    updateTip: (anyId, input, author) => {
      const id = normalizeId(anyId);
      return id === null ? Promise.resolve(0) : write(() => updateOne.immediate(id, input, author));
    },

    // The delete trigger removes the tip's search words, its count and its likes in the same statement.
    deleteTip: (anyId) => {
      const id = normalizeId(anyId);
      return id === null ? Promise.resolve(0) : write(() => sql('DELETE FROM tips WHERE _id = ?').run(id).changes);
    },

    likeTip: (anyId, uid) => {
      const id = normalizeId(anyId);
      return id === null ? Promise.resolve(null) : write(() => likeOnce.immediate(id, uid));
    },

    unlikeTip: (anyId, uid) => {
      const id = normalizeId(anyId);
      return id === null ? Promise.resolve(null) : write(() => unlikeOnce.immediate(id, uid));
    },

    hasLiked: (anyId, uid) => {
      const id = normalizeId(anyId);
      return run(
        () => id !== null && sql('SELECT 1 FROM likes WHERE tipId = ? AND uid = ?').get(id, uid) !== undefined,
      );
    },

    topLiked: (limit, excludeAuthors = []) =>
      cached(`top ${limit} ${JSON.stringify(excludeAuthors)}`, () => {
        const without =
          excludeAuthors.length > 0 ? `AND authorUid NOT IN (${excludeAuthors.map(() => '?').join(', ')})` : '';
        return sql(
          `SELECT _id, title, image, imageAlt, description, likes FROM tips WHERE availability = 'Public'
           AND hiddenAt IS NULL ${without} ORDER BY likes DESC, createdAt DESC, _id DESC LIMIT ?`,
        ).all(...excludeAuthors, limit) as TopTip[];
      }),

    listGardeners: (filter) =>
      cached(`gardeners ${JSON.stringify(filter)}`, () => {
        // Counted from the member's tips as anyone may see them: Public and not hidden by moderators.
        const order = filter.sort === 'shared' ? 'totalSharedTips DESC, g.name ASC' : 'g.name ASC';
        const rows = sql(
          `WITH shared AS (
             SELECT authorUid, COUNT(*) AS n, MAX(createdAt) AS last FROM tips
             WHERE availability = 'Public' AND hiddenAt IS NULL GROUP BY authorUid)
           SELECT g._id, g.authorUid, g.name, g.age, g.gender, g.experiences, g.image, g.otherInfo,
             COALESCE(s.n, 0) AS totalSharedTips,
             CASE WHEN s.last >= @since THEN 'active' ELSE 'inactive' END AS status
           FROM gardeners g LEFT JOIN shared s ON s.authorUid = g.authorUid
           ${filter.activeOnly ? 'WHERE s.last >= @since' : ''}
           ORDER BY ${order}, g._id ASC LIMIT @limit`,
        ).all({ since: activeSince(), limit: filter.limit }) as GardenerRow[];
        return rows.map(toGardener);
      }),

    findUserByUid: (uid) =>
      run(() => {
        const row = sql(
          'SELECT _id, uid, email, emailVerified, name, photoURL, creationTime, lastSignInTime FROM users WHERE uid = ?',
        ).get(uid) as UserRow | undefined;
        return row === undefined ? null : { ...row, emailVerified: row.emailVerified === 1 };
      }),

    createUser: (user: NewUser) =>
      write(() =>
        db
          .transaction(() => {
            const id = new ObjectId().toHexString();
            const inserted = sql(
              `INSERT INTO users (_id, uid, email, emailVerified, name, photoURL, creationTime, lastSignInTime, joinedAt)
               VALUES (@id, @uid, @email, @emailVerified, @name, @photoURL, @creationTime, @lastSignInTime, @joinedAt)
               ON CONFLICT (uid) DO NOTHING`,
            ).run({ ...user, emailVerified: user.emailVerified ? 1 : 0, id, joinedAt: user.joinedAt ?? null });
            if (inserted.changes === 1) {
              if (user.emailVerified) releaseName(user.name, user.uid);
              return { id, created: true };
            }
            const existing = sql('SELECT _id FROM users WHERE uid = ?').get(user.uid) as { _id: string };
            return { id: existing._id, created: false };
          })
          .immediate(),
      ),

    updateUser: (uid, changes) =>
      write(() =>
        db
          .transaction(() => {
            const values = {
              ...changes,
              ...(changes.emailVerified === undefined ? {} : { emailVerified: changes.emailVerified ? 1 : 0 }),
            };
            const sets = (['name', 'photoURL', 'email', 'emailVerified'] as const).filter(
              (key) => changes[key] !== undefined,
            );
            if (sets.length === 0) return 0;
            const changed = sql(
              `UPDATE users SET ${sets.map((key) => `${key} = @${key}`).join(', ')} WHERE uid = @uid`,
            ).run({ ...values, uid }).changes;
            if (changed === 0) return 0;
            // Tips, comments and trials show the author's current name and photo : in this same transaction. Each table has an index on authorUid.
            for (const table of ['tips', 'comments', 'trials']) {
              if (changes.name) sql(`UPDATE ${table} SET displayName = ? WHERE authorUid = ?`).run(changes.name, uid);
              if (changes.photoURL !== undefined)
                sql(`UPDATE ${table} SET authorPhotoURL = ? WHERE authorUid = ?`).run(changes.photoURL, uid);
            }
            const verified = sql('SELECT emailVerified FROM users WHERE uid = ?').pluck().get(uid) === 1;
            if (changes.name && verified) releaseName(changes.name, uid);
            return changed;
          })
          .immediate(),
      ),

    nameTaken: (name, exceptUid, options = {}) =>
      run(() => {
        const keys = nameKeys(name);
        if (keys.every((key) => key === '')) return false;
        // Rare (a sign-up or a change of name), so a scan of the distinct names is fine.
        const names = sql(
          `SELECT name FROM users WHERE uid <> @uid AND (@all OR emailVerified = 1)
           UNION SELECT displayName FROM tips WHERE authorUid <> @uid`,
        ).pluck();
        const params = { uid: exceptUid, all: options.ignoreUnverified ? 0 : 1 };
        for (const other of names.iterate(params) as Iterable<string>) if (sameName(keys, other)) return true;
        return false;
      }),

    stats: (authorUid) =>
      run(() => ({
        totalTips: count('SELECT COALESCE(SUM(n), 0) AS n FROM tip_counts'),
        myTips: count('SELECT COUNT(*) AS n FROM tips WHERE authorUid = ?', authorUid),
        totalGardeners: count('SELECT COUNT(*) AS n FROM gardeners'),
        totalUsers: count('SELECT COUNT(*) AS n FROM users'),
      })),

    getGarden: (uid) =>
      run(() => {
        const row = sql('SELECT hemisphere, zone FROM gardens WHERE uid = ?').get(uid) as
          { hemisphere: Hemisphere; zone: string | null } | undefined;
        if (row === undefined) return null;
        return row.zone === null ? { hemisphere: row.hemisphere } : { hemisphere: row.hemisphere, zone: row.zone };
      }),

    setGarden: (uid, garden) =>
      write(() => {
        sql(
          `INSERT INTO gardens (uid, hemisphere, zone, updatedAt) VALUES (?, ?, ?, ?)
           ON CONFLICT (uid) DO UPDATE SET hemisphere = excluded.hemisphere, zone = excluded.zone, updatedAt = excluded.updatedAt`,
        ).run(uid, garden.hemisphere, garden.zone ?? null, now());
      }),

    addReminder: (uid, tipId) =>
      write(() => ({
        created:
          sql('INSERT INTO reminders (uid, tipId, createdAt) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').run(
            uid,
            tipId,
            now(),
          ).changes === 1,
      })),

    removeReminder: (uid, tipId) =>
      write(() => sql('DELETE FROM reminders WHERE uid = ? AND tipId = ?').run(uid, tipId).changes),

    listReminders: (uid) =>
      run(() => {
        const rows = sql(
          `SELECT ${TIP_COLUMNS}, r.createdAt AS remindedAt FROM reminders r JOIN tips t ON t._id = r.tipId
           WHERE r.uid = ? AND (t.hiddenAt IS NULL OR t.authorUid = r.uid) ORDER BY r.createdAt, r.tipId`,
        ).all(uid) as Array<TipRow & { remindedAt: string }>;
        return rows.map(({ remindedAt, ...row }) => ({ tip: toTip(row), createdAt: remindedAt }));
      }),

    getCalendarFeed: (uid) =>
      run(
        () =>
          (sql('SELECT nonce, tokenHash FROM calendar_feeds WHERE uid = ?').get(uid) as
            CalendarFeedRecord | undefined) ?? null,
      ),

    setCalendarFeed: (uid, feed) =>
      write(() => {
        sql(
          `INSERT INTO calendar_feeds (uid, nonce, tokenHash) VALUES (?, ?, ?)
           ON CONFLICT (uid) DO UPDATE SET nonce = excluded.nonce, tokenHash = excluded.tokenHash`,
        ).run(uid, feed.nonce, feed.tokenHash);
      }),

    findCalendarFeedOwner: (tokenHash) =>
      run(
        () =>
          (sql('SELECT uid FROM calendar_feeds WHERE tokenHash = ?').get(tokenHash) as { uid: string } | undefined)
            ?.uid ?? null,
      ),

    seed: (data) => write(() => seedOnce.immediate(data)),

    hit: (key, windowMs) => run(() => counters.hit(key, windowMs)),
    unhit: (key) => run(() => counters.unhit(key)),
    resetHits: (key) => run(() => counters.reset(key)),

    ping: () =>
      run(() => {
        sameFile();
        sql('SELECT n FROM tip_counts LIMIT 1').get();
      }),

    probeWrite: () =>
      run(() => {
        sql(
          'INSERT INTO store_health (id, checkedAt) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET checkedAt = excluded.checkedAt',
        ).run(now());
      }),

    ...embeddedUploads(db, uploadsDir, run),
    ...embeddedConversation(db, { run, write, cached }),
    ...people.methods,
    ...embeddedPlants({ sql, run, write }),
    ...embeddedSafety(db, run, write),

    close: async () => {
      counters.close();
      if (db.open) db.close();
      if (throwawayUploads) fs.rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

function openDatabase(filename: string, busyTimeoutMs: number): Database.Database {
  let db: Database.Database | undefined;
  try {
    db = new Database(filename);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma(`busy_timeout = ${Math.max(0, Math.trunc(busyTimeoutMs))}`);
    // Lower case beyond ASCII, for matching names as MongoDB's case-insensitive match does.
    db.function('fold', { deterministic: true }, (text: unknown) =>
      typeof text === 'string' ? text.toLowerCase() : text,
    );
    migrate(db);
    return db;
  } catch (error) {
    db?.close();
    throw translate(error);
  }
}

function pickTip(input: TipInput): TipInput & { imageAlt: string } {
  const { title, plantType, difficulty, category, description, image, imageAlt, availability } = input;
  return { title, plantType, difficulty, category, description, image, imageAlt: imageAlt ?? '', availability };
}

/** The season columns of a tip: its months as JSON (NULL for none), its hemisphere and its northern month mask. */
function seasonColumns(input: TipInput, hemisphere: Hemisphere = 'north') {
  const months = input.months !== undefined && input.months.length > 0 ? input.months : undefined;
  return {
    months: months === undefined ? null : JSON.stringify(months),
    hemisphere,
    monthMask: northernMask(months, hemisphere),
  };
}

function toGardener({ experiences, otherInfo, ...rest }: GardenerRow): StoredGardener {
  const gardener: StoredGardener = { ...rest, experiences: JSON.parse(experiences) as StoredGardener['experiences'] };
  if (otherInfo !== null) gardener.otherInfo = otherInfo;
  return gardener;
}
