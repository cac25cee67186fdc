import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { addColumns } from '../../store-core/embedded-migrate';
import type { EmbeddedPart } from '../../store-core/parts';
import { TIP_COLUMNS, toTip, type TipRow } from '../tips';
import { migratedReminder } from './migrate-reminders';
import { PLAN_ITEM_FIELDS, type NewPlanItem, type PlanItemFields, type PlanStore, type StoredPlanItem } from './store';

const PLAN_SCHEMA = `
CREATE TABLE IF NOT EXISTS plan_items (
  id TEXT PRIMARY KEY,
  uid TEXT NOT NULL,
  tipId TEXT NOT NULL,
  month INTEGER NOT NULL,
  repeats INTEGER NOT NULL,
  due TEXT,
  doneOn TEXT,
  doneNote TEXT NOT NULL DEFAULT '',
  donePhoto TEXT,
  skippedYear INTEGER,
  followUpOn TEXT,
  followUpState TEXT NOT NULL DEFAULT 'none',
  outcome TEXT,
  createdAt TEXT NOT NULL,
  UNIQUE (uid, tipId)
);
CREATE INDEX IF NOT EXISTS plan_items_tip ON plan_items (tipId);
CREATE INDEX IF NOT EXISTS plan_items_follow_up ON plan_items (followUpState, followUpOn);
CREATE TABLE IF NOT EXISTS tip_result_weeks (
  tipId TEXT PRIMARY KEY,
  weeks INTEGER NOT NULL
);
`;

type Row = Omit<StoredPlanItem, 'repeats'> & { repeats: number };
const toItem = ({ repeats, ...row }: Row): StoredPlanItem => ({ ...row, repeats: repeats === 1 });
const COLUMNS = PLAN_ITEM_FIELDS;
const bind = (fields: Partial<PlanItemFields>) =>
  Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, typeof value === 'boolean' ? Number(value) : value]),
  );
const newPlanId = () => randomBytes(12).toString('hex');

/** Existing reminders become yearly plan items (issue 58), once; the reminders table is left empty. */
function migrateReminders(db: Database.Database): void {
  db.exec(PLAN_SCHEMA);
  const reminders = db
    .prepare(
      `SELECT r.uid, r.tipId, r.createdAt, t.months, t.hemisphere, g.hemisphere AS reader FROM reminders r
       JOIN tips t ON t._id = r.tipId LEFT JOIN gardens g ON g.uid = r.uid`,
    )
    .all() as Array<{
    uid: string;
    tipId: string;
    createdAt: string;
    months: string | null;
    hemisphere: string;
    reader: string | null;
  }>;
  const insert = db.prepare(
    `INSERT OR IGNORE INTO plan_items (id, uid, tipId, month, repeats, due, doneNote, followUpState, createdAt)
     VALUES (?, ?, ?, ?, 1, ?, '', 'none', ?)`,
  );
  for (const r of reminders) {
    const { month, due } = migratedReminder(r);
    insert.run(newPlanId(), r.uid, r.tipId, month, due, r.createdAt);
  }
  db.exec('DELETE FROM reminders');
}

/** Plan items and tips' result delays in SQLite. */
export const planOnSqlite: EmbeddedPart<PlanStore> = {
  member: {
    erase: ({ sql }, { uid }) => {
      sql('DELETE FROM plan_items WHERE uid = ?').run(uid);
    },
    export: ({ sql }, uid) => ({
      plan: (
        sql(
          `SELECT p.*, t.title FROM plan_items p LEFT JOIN tips t ON t._id = p.tipId WHERE p.uid = ? ORDER BY p.createdAt, p.id`,
        ).all(uid) as Array<Row & { title: string | null }>
      ).map(({ uid: _uid, ...row }) => ({ ...row, repeats: row.repeats === 1 })),
    }),
  },
  migrations: {
    21: { name: 'my plan: plan items (reminders become yearly items) and result delays', up: migrateReminders },
    // What the photo of "Done" shows, carried into the report (the report's own column: features/conversation).
    24: {
      name: 'my plan: what the photo of Done shows',
      up: addColumns('plan_items', { donePhotoAlt: "TEXT NOT NULL DEFAULT ''" }),
    },
  },
  // Only the member reads their plan items (a tip's planned and done counts are read live, never
  // kept): a plan write keeps the shared answers (embedded-context.ts, writeOwn).
  methods: ({ sql, run, write, writeOwn }) => {
    const byId = (id: string) => {
      const row = sql('SELECT * FROM plan_items WHERE id = ?').get(id) as Row | undefined;
      return row === undefined ? null : toItem(row);
    };
    return {
      addPlanItem: (item: NewPlanItem) =>
        writeOwn(() => {
          const id = newPlanId();
          const added = sql(
            `INSERT INTO plan_items (id, uid, tipId, createdAt, ${COLUMNS.join(', ')})
             VALUES (@id, @uid, @tipId, @createdAt, ${COLUMNS.map((c) => `@${c}`).join(', ')}) ON CONFLICT DO NOTHING`,
          ).run({ ...bind(item), id, uid: item.uid, tipId: item.tipId, createdAt: item.createdAt }).changes;
          const row = sql('SELECT * FROM plan_items WHERE uid = ? AND tipId = ?').get(item.uid, item.tipId) as Row;
          return { item: toItem(row), created: added === 1 };
        }),

      getPlanItem: (id) => run(() => byId(id)),

      findPlanItem: (uid, tipId) =>
        run(() => {
          const row = sql('SELECT * FROM plan_items WHERE uid = ? AND tipId = ?').get(uid, tipId) as Row | undefined;
          return row === undefined ? null : toItem(row);
        }),

      listPlanItems: (uid) =>
        run(() => {
          const rows = sql(
            `SELECT ${TIP_COLUMNS}, p.id AS planId FROM plan_items p JOIN tips t ON t._id = p.tipId
             WHERE p.uid = ? AND (t.hiddenAt IS NULL OR t.authorUid = p.uid) ORDER BY p.createdAt, p.id`,
          ).all(uid) as Array<TipRow & { planId: string }>;
          return rows.map(({ planId, ...tip }) => ({ item: byId(planId)!, tip: toTip(tip) }));
        }),

      updatePlanItem: (id, uid, expected, changes) =>
        writeOwn(() => {
          const sets = Object.keys(changes).filter((k) => (COLUMNS as readonly string[]).includes(k));
          const wheres = Object.keys(expected)
            .filter((k) => (COLUMNS as readonly string[]).includes(k))
            .map((k) => `${k} IS @was_${k}`);
          if (sets.length === 0) return byId(id)?.uid === uid ? byId(id) : null;
          const was = Object.fromEntries(Object.entries(bind(expected)).map(([k, v]) => [`was_${k}`, v]));
          const changed = sql(
            `UPDATE plan_items SET ${sets.map((k) => `${k} = @${k}`).join(', ')}
             WHERE id = @id AND uid = @uid${wheres.map((w) => ` AND ${w}`).join('')}`,
          ).run({ ...bind(changes), ...was, id, uid }).changes;
          return changed === 1 ? byId(id) : null;
        }),

      deletePlanItem: (id, uid) =>
        writeOwn(() => sql('DELETE FROM plan_items WHERE id = ? AND uid = ?').run(id, uid).changes === 1),

      dueFollowUps: (now, limit) =>
        run(() =>
          (
            sql(
              `SELECT * FROM plan_items WHERE followUpState = 'pending' AND followUpOn <= ? ORDER BY followUpOn, id LIMIT ?`,
            ).all(now.slice(0, 10), limit) as Row[]
          ).map(toItem),
        ),

      countPlan: (tipId, { dueFrom, dueTo, doneFrom }, exclude) =>
        run(() => {
          const skip = exclude.length === 0 ? '' : ` AND uid NOT IN (${exclude.map(() => '?').join(', ')})`;
          const row = sql(
            `SELECT COALESCE(SUM(CASE WHEN (due >= ? AND due < ?) OR doneOn >= ? THEN 1 ELSE 0 END), 0) AS planned,
                    COALESCE(SUM(CASE WHEN doneOn >= ? THEN 1 ELSE 0 END), 0) AS done
             FROM plan_items WHERE tipId = ?${skip}`,
          ).get(dueFrom, dueTo, doneFrom, doneFrom, tipId, ...exclude) as { planned: number; done: number };
          return { planned: row.planned, done: row.done };
        }),

      getResultWeeks: (tipId) =>
        run(
          () =>
            (sql('SELECT weeks FROM tip_result_weeks WHERE tipId = ?').get(tipId) as { weeks: number } | undefined)
              ?.weeks ?? null,
        ),

      setResultWeeks: (tipId, weeks) =>
        write(() => {
          sql(
            'INSERT INTO tip_result_weeks (tipId, weeks) VALUES (?, ?) ON CONFLICT (tipId) DO UPDATE SET weeks = excluded.weeks',
          ).run(tipId, weeks);
        }),
    };
  },
};
