import { ObjectId } from 'bson';
import { DEFAULT_EMAIL_SETTINGS, type EmailSettings } from '@green-circle/contract';
import type { EmbeddedContext } from '../../store-core/embedded-context';
import type { EmbeddedPart } from '../../store-core/parts';
import {
  BATCH_MAX,
  isBatched,
  outboxCounts,
  type ClaimedMail,
  type MailKind,
  type MailPayload,
  type MailState,
  type MailStore,
  type NewMail,
} from './store';
import { mailMemberOnSqlite } from './embedded-member';

const MAIL_SCHEMA = `
  CREATE TABLE mail_outbox (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    _id TEXT NOT NULL UNIQUE,
    uid TEXT NOT NULL,
    kind TEXT NOT NULL,
    dedupeKey TEXT NOT NULL UNIQUE,
    payload TEXT NOT NULL,
    createdAt TEXT NOT NULL,
    dueAt TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT 'pending',
    attempts INTEGER NOT NULL DEFAULT 0,
    batchId TEXT,
    leaseOwner TEXT,
    leaseUntil TEXT,
    messageId TEXT,
    doneAt TEXT,
    lastError TEXT
  );
  CREATE INDEX mail_outbox_due ON mail_outbox (state, dueAt);
  CREATE INDEX mail_outbox_member ON mail_outbox (uid, kind, state);
  CREATE INDEX mail_outbox_batch ON mail_outbox (batchId);
  CREATE TABLE mail_settings (uid TEXT PRIMARY KEY, settings TEXT NOT NULL);
  CREATE TABLE mail_last_sent (uid TEXT NOT NULL, kind TEXT NOT NULL, sentAt TEXT NOT NULL, PRIMARY KEY (uid, kind));
  CREATE TABLE mail_bounces (email TEXT PRIMARY KEY, reason TEXT NOT NULL, at TEXT NOT NULL);
`;

/** The version the mail tables came with (numbered across every feature: store-core/parts.ts). */
const MAIL_MIGRATION = 16;

interface OutboxRow {
  seq: number;
  _id: string;
  uid: string;
  kind: MailKind;
  payload: string;
  createdAt: string;
  batchId: string | null;
  attempts: number;
}

/** What other features' writes call inside their own transaction (ctx.use(embeddedMailOutbox)). */
export function embeddedMailOutbox({ sql, now }: EmbeddedContext) {
  /** Call inside an open transaction: the e-mail commits with its cause, or neither does. */
  const enqueueTx = (mail: NewMail): boolean => {
    const at = mail.createdAt ?? now();
    return (
      sql(
        `INSERT INTO mail_outbox (_id, uid, kind, dedupeKey, payload, createdAt, dueAt)
         VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (dedupeKey) DO NOTHING`,
      ).run(new ObjectId().toHexString(), mail.uid, mail.kind, mail.dedupeKey, JSON.stringify(mail.payload), at, at)
        .changes === 1
    );
  };
  const settingsOf = (uid: string): EmailSettings => {
    const row = sql('SELECT settings FROM mail_settings WHERE uid = ?').get(uid) as { settings: string } | undefined;
    return row === undefined
      ? DEFAULT_EMAIL_SETTINGS
      : { ...DEFAULT_EMAIL_SETTINGS, ...(JSON.parse(row.settings) as Partial<EmailSettings>) };
  };
  return { enqueueTx, settingsOf };
}

export const mailOnSqlite: EmbeddedPart<MailStore> = {
  member: mailMemberOnSqlite,
  migrations: { [MAIL_MIGRATION]: { name: 'mail: outbox, settings, bounces', up: (db) => db.exec(MAIL_SCHEMA) } },
  methods: (ctx) => {
    const { db, sql, run, count } = ctx;
    const { enqueueTx, settingsOf } = ctx.use(embeddedMailOutbox);
    const saveSettings = (uid: string, settings: EmailSettings) =>
      sql(
        `INSERT INTO mail_settings (uid, settings) VALUES (?, ?)
         ON CONFLICT (uid) DO UPDATE SET settings = excluded.settings`,
      ).run(uid, JSON.stringify(settings));

    const claim = db.transaction((owner: string, at: Date, leaseMs: number, windowMs: number): ClaimedMail | null => {
      const now = at.toISOString();
      for (;;) {
        const first = sql(
          `SELECT seq, _id, uid, kind, batchId FROM mail_outbox
           WHERE state = 'pending' AND dueAt <= ? AND (leaseUntil IS NULL OR leaseUntil <= ?)
           ORDER BY dueAt, seq LIMIT 1`,
        ).get(now, now) as OutboxRow | undefined;
        if (first === undefined) return null;
        let batchId = first.batchId;
        if (batchId === null) {
          if (isBatched(first.kind)) {
            const last = sql('SELECT sentAt FROM mail_last_sent WHERE uid = ? AND kind = ?').get(
              first.uid,
              first.kind,
            ) as { sentAt: string } | undefined;
            const opens = last === undefined ? null : new Date(Date.parse(last.sentAt) + windowMs).toISOString();
            if (opens !== null && opens > now) {
              // At most one e-mail of a kind an hour: what came meanwhile waits for the next.
              sql(
                `UPDATE mail_outbox SET dueAt = ? WHERE uid = ? AND kind = ? AND state = 'pending' AND batchId IS NULL AND dueAt < ?`,
              ).run(opens, first.uid, first.kind, opens);
              continue;
            }
            sql(
              `UPDATE mail_outbox SET batchId = ? WHERE seq IN (
                 SELECT seq FROM mail_outbox WHERE uid = ? AND kind = ? AND state = 'pending' AND batchId IS NULL
                   AND dueAt <= ? AND (leaseUntil IS NULL OR leaseUntil <= ?) ORDER BY seq LIMIT ?)`,
            ).run(first._id, first.uid, first.kind, now, now, BATCH_MAX);
          } else sql('UPDATE mail_outbox SET batchId = ? WHERE seq = ?').run(first._id, first.seq);
          batchId = first._id;
        }
        const until = new Date(at.getTime() + leaseMs).toISOString();
        sql(
          `UPDATE mail_outbox SET leaseOwner = ?, leaseUntil = ?, attempts = attempts + 1 WHERE batchId = ? AND state = 'pending'`,
        ).run(owner, until, batchId);
        const rows = sql(
          `SELECT seq, _id, uid, kind, payload, createdAt, batchId, attempts FROM mail_outbox
           WHERE batchId = ? AND state = 'pending' ORDER BY seq`,
        ).all(batchId) as OutboxRow[];
        return {
          batchId,
          uid: first.uid,
          kind: first.kind,
          attempts: Math.max(...rows.map((row) => row.attempts)),
          items: rows.map((row) => ({
            id: row._id,
            payload: JSON.parse(row.payload) as MailPayload,
            createdAt: row.createdAt,
          })),
        };
      }
    });

    const finish = db.transaction(
      (batchId: string, owner: string, outcome: Parameters<MailStore['finishMail']>[2], at: Date) => {
        const now = at.toISOString();
        if (outcome.state === 'sent') {
          // Whoever holds the lease now: the e-mail went, whichever sender took it last.
          const rows = sql(`SELECT DISTINCT uid, kind FROM mail_outbox WHERE batchId = ? AND state = 'pending'`).all(
            batchId,
          ) as Array<{ uid: string; kind: string }>;
          sql(
            `UPDATE mail_outbox SET state = 'sent', messageId = ?, doneAt = ?, leaseOwner = NULL, leaseUntil = NULL, lastError = NULL
           WHERE batchId = ? AND state = 'pending'`,
          ).run(outcome.messageId, now, batchId);
          for (const { uid, kind } of rows)
            sql(
              `INSERT INTO mail_last_sent (uid, kind, sentAt) VALUES (?, ?, ?)
             ON CONFLICT (uid, kind) DO UPDATE SET sentAt = excluded.sentAt`,
            ).run(uid, kind, now);
          return;
        }
        if (outcome.state === 'retry') {
          sql(
            `UPDATE mail_outbox SET dueAt = ?, leaseOwner = NULL, leaseUntil = NULL, lastError = ?
           WHERE batchId = ? AND state = 'pending' AND leaseOwner = ?`,
          ).run(outcome.retryAt.toISOString(), outcome.reason, batchId, owner);
          return;
        }
        sql(
          `UPDATE mail_outbox SET state = ?, doneAt = ?, leaseOwner = NULL, leaseUntil = NULL, lastError = ?
         WHERE batchId = ? AND state = 'pending' AND leaseOwner = ?`,
        ).run(outcome.state, now, outcome.reason, batchId, owner);
      },
    );

    return {
      getEmailSettings: (uid) => run(() => settingsOf(uid)),
      setEmailSettings: (uid, changes) =>
        run(() => db.transaction(() => void saveSettings(uid, { ...settingsOf(uid), ...changes })).immediate()),
      turnEmailKindOff: (uid, kind) =>
        run(() =>
          db
            .transaction(() => {
              const settings = settingsOf(uid);
              if (!settings[kind]) return false;
              saveSettings(uid, { ...settings, [kind]: false });
              return true;
            })
            .immediate(),
        ),
      enqueueMail: (mail) => run(() => db.transaction(() => enqueueTx(mail)).immediate()),
      claimMail: (owner, at, { leaseMs, batchWindowMs }) =>
        run(() => claim.immediate(owner, at, leaseMs, batchWindowMs)),
      finishMail: (batchId, owner, outcome, at) => run(() => finish.immediate(batchId, owner, outcome, at)),
      markAddressBounced: (email, reason) =>
        run(() => {
          sql(
            `INSERT INTO mail_bounces (email, reason, at) VALUES (?, ?, ?)
             ON CONFLICT (email) DO UPDATE SET reason = excluded.reason, at = excluded.at`,
          ).run(email.toLowerCase(), reason, ctx.now());
        }),
      isAddressBounced: (email) =>
        run(() => count('SELECT COUNT(*) AS n FROM mail_bounces WHERE email = ?', email.toLowerCase()) > 0),
      mailOutboxOldestDue: (now) =>
        run(
          () =>
            (
              sql("SELECT MIN(dueAt) AS at FROM mail_outbox WHERE state = 'pending' AND dueAt <= ?").get(
                now.toISOString(),
              ) as { at: string | null }
            ).at,
        ),
      mailOutboxCounts: () =>
        run(() =>
          outboxCounts(
            sql('SELECT state, COUNT(*) AS n FROM mail_outbox GROUP BY state').all() as Array<{
              state: MailState;
              n: number;
            }>,
          ),
        ),
    };
  },
};
