import { ObjectId } from 'bson';
import type { ReportKind, ReportReason, Role } from '@green-circle/contract';
import type { EmbeddedContext } from '../../store-core/embedded-context';
import { addColumns } from '../../store-core/embedded-migrate';
import type { EmbeddedPart } from '../../store-core/parts';
import { migrateSafety } from './embedded-schema';
import { byName, type SafetyStore, type StoredModerationLogEntry } from './store';
import { safetyMemberOnSqlite } from './embedded-member';
import { setModerationOnSqlite } from './embedded-moderation';

interface GroupRow {
  kind: ReportKind;
  targetId: string;
  targetAuthorUid: string;
  n: number;
  reasons: string;
  notes: string;
  firstReportedAt: string;
}
type LogRow = Omit<StoredModerationLogEntry, 'target' | 'days'> & {
  kind: ReportKind;
  targetId: string;
  days: number | null;
};

/**
 * The embedded store's side of store.ts. Writes go through `write`, which drops the
 * read cache: hiding a tip or a member's role changes what cached reads would answer.
 */
export const safetyOnSqlite: EmbeddedPart<SafetyStore> = {
  member: safetyMemberOnSqlite,
  migrations: {
    // Roles, suspensions, reports, moderation, blocks (embedded-schema.ts).
    10: { name: 'trust and safety', up: (db) => migrateSafety(db) },
    13: {
      // Moderators hide a comment as they hide a tip (when and why); a comment without a mark is shown.
      name: 'comments hidden by moderators',
      up: addColumns('comments', { hiddenAt: 'TEXT', hiddenReason: 'TEXT' }),
    },
  },
  methods: (ctx) => ({ ...safetyStanding(ctx), ...safetyModeration(ctx) }),
};

/** Roles, suspensions and reports. */
function safetyStanding({ sql, run, write, now }: EmbeddedContext) {
  return {
    memberStanding: (uid) =>
      run(() => {
        const row = sql('SELECT role, suspendedUntil, joinedAt FROM users WHERE uid = ? LIMIT 1').get(uid) as
          { role: Role; suspendedUntil: string | null; joinedAt: string | null } | undefined;
        return row ?? { role: 'member', suspendedUntil: null, joinedAt: null };
      }),

    setRole: (uid, role) => write(() => sql('UPDATE users SET role = ? WHERE uid = ?').run(role, uid).changes),

    membersWithRole: (role) =>
      run(() => sql('SELECT uid FROM users WHERE role = ? ORDER BY uid').pluck().all(role) as string[]),

    setSuspension: (uid, until) =>
      write(() => sql('UPDATE users SET suspendedUntil = ? WHERE uid = ?').run(until, uid).changes),

    addReport: (report) =>
      write(() => ({
        created:
          sql(
            `INSERT INTO reports (_id, kind, targetId, reporterUid, targetAuthorUid, reason, note, qualifying, createdAt)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
          ).run(
            new ObjectId().toHexString(),
            report.target.kind,
            report.target.id.toLowerCase(),
            report.reporterUid,
            report.targetAuthorUid,
            report.reason,
            report.note,
            report.qualifying ? 1 : 0,
            now(),
          ).changes === 1,
      })),

    countQualifyingReports: (target) =>
      run(
        () =>
          (
            sql(
              `SELECT COUNT(DISTINCT reporterUid) AS n FROM reports
               WHERE kind = ? AND targetId = ? AND status = 'open' AND qualifying = 1`,
            ).get(target.kind, target.id.toLowerCase()) as { n: number }
          ).n,
      ),

    reportGroups: (status, max) =>
      run(() => {
        // A target is open while any of its reports is; closed once every one is.
        const rows = sql(
          `SELECT kind, targetId, MAX(targetAuthorUid) AS targetAuthorUid, COUNT(*) AS n,
             json_group_array(reason) AS reasons, json_group_array(note) AS notes, MIN(createdAt) AS firstReportedAt
           FROM reports GROUP BY kind, targetId
           HAVING (SUM(status = 'open') > 0) = (? = 'open')
           ORDER BY firstReportedAt, kind, targetId LIMIT ?`,
        ).all(status, max) as GroupRow[];
        return rows.map((row) => ({
          target: { kind: row.kind, id: row.targetId },
          targetAuthorUid: row.targetAuthorUid,
          count: row.n,
          reasons: [...new Set(JSON.parse(row.reasons) as ReportReason[])],
          notes: (JSON.parse(row.notes) as string[]).filter((note) => note !== ''),
          firstReportedAt: row.firstReportedAt,
        }));
      }),

    closeReports: (target) =>
      write(
        () =>
          sql("UPDATE reports SET status = 'closed' WHERE kind = ? AND targetId = ? AND status = 'open'").run(
            target.kind,
            target.id.toLowerCase(),
          ).changes,
      ),
  } satisfies Partial<SafetyStore>;
}

/** Moderators' marks and log, blocks, and how a member shows. */
function safetyModeration(ctx: EmbeddedContext) {
  const { sql, run, write, now } = ctx;
  return {
    setTipModeration: (anyId, mark) => setModerationOnSqlite(ctx, 'tips', anyId, mark),
    setCommentModeration: (anyId, mark) => setModerationOnSqlite(ctx, 'comments', anyId, mark),

    membersNamed: (part, max) =>
      run(() =>
        // fold: JavaScript's lower case (embedded.ts), which SQLite's lower() has only for ASCII.
        byName(
          sql(`SELECT uid, name FROM users WHERE instr(fold(name), fold(?)) > 0 AND name <> ''`).all(part) as Array<{
            uid: string;
            name: string;
          }>,
          max,
        ),
      ),

    addModerationLog: (entry) =>
      run(() => {
        sql(
          `INSERT INTO moderation_log (_id, at, moderatorUid, kind, targetId, action, reason, days)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          new ObjectId().toHexString(),
          entry.at ?? now(),
          entry.moderatorUid,
          entry.target.kind,
          entry.target.id,
          entry.action,
          entry.reason,
          entry.days ?? null,
        );
      }),

    listModerationLog: (limit, before) =>
      run(() => {
        const rows = (
          before === undefined
            ? sql('SELECT * FROM moderation_log ORDER BY _id DESC LIMIT ?').all(limit)
            : sql('SELECT * FROM moderation_log WHERE _id < ? ORDER BY _id DESC LIMIT ?').all(before, limit)
        ) as LogRow[];
        return rows.map(({ kind, targetId, days, ...rest }) => ({
          ...rest,
          target: { kind, id: targetId },
          ...(days === null ? {} : { days }),
        }));
      }),

    block: (blockerUid, blockedUid) =>
      write(() => ({
        created:
          sql('INSERT INTO blocks (blockerUid, blockedUid, createdAt) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').run(
            blockerUid,
            blockedUid,
            now(),
          ).changes === 1,
      })),

    unblock: (blockerUid, blockedUid) =>
      write(
        () => sql('DELETE FROM blocks WHERE blockerUid = ? AND blockedUid = ?').run(blockerUid, blockedUid).changes,
      ),

    blockedUids: (uid) =>
      run(
        () =>
          sql('SELECT blockedUid FROM blocks WHERE blockerUid = ? ORDER BY blockedUid').pluck().all(uid) as string[],
      ),

    isBlocked: (blockerUid, blockedUid) =>
      run(
        () =>
          sql('SELECT 1 FROM blocks WHERE blockerUid = ? AND blockedUid = ?').get(blockerUid, blockedUid) !== undefined,
      ),

    listBlocks: (blockerUid) =>
      run(
        () =>
          sql('SELECT blockedUid, createdAt FROM blocks WHERE blockerUid = ? ORDER BY createdAt DESC, blockedUid').all(
            blockerUid,
          ) as Array<{ blockedUid: string; createdAt: string }>,
      ),

    personOf: (uid) =>
      run(() => {
        const user = sql("SELECT name, photoURL FROM users WHERE uid = ? AND name <> '' LIMIT 1").get(uid) as
          { name: string; photoURL: string } | undefined;
        if (user) return { displayName: user.name, authorPhotoURL: user.photoURL };
        const tip = sql(
          'SELECT displayName, authorPhotoURL FROM tips WHERE authorUid = ? ORDER BY createdAt DESC LIMIT 1',
        ).get(uid) as { displayName: string; authorPhotoURL: string } | undefined;
        return tip ?? null;
      }),
  } satisfies Partial<SafetyStore>;
}
