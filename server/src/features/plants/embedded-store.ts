import type Database from 'better-sqlite3';
import { plantSlugOf, type Hemisphere, type TrialOutcome } from '@green-circle/contract';
import type { EmbeddedPart } from '../../store-core/parts';
import type { PlantStore, SitemapTip } from './store';
import { plantsMemberOnSqlite } from './embedded-member';

/**
 * Plants in SQLite: tips.plantSlug (NULL for a plantType naming no known plant), written by
 * the tips part with the tip (features/tips), and member_plants. The 'plants' migration adds both and resolves
 * every existing tip.
 */
export function migratePlants(db: Database.Database): void {
  db.exec(`
    ALTER TABLE tips ADD COLUMN plantSlug TEXT;
    CREATE INDEX tips_plant ON tips (plantSlug, createdAt DESC, _id DESC) WHERE plantSlug IS NOT NULL;
    CREATE TABLE member_plants (
      uid TEXT NOT NULL,
      slug TEXT NOT NULL,
      addedAt TEXT NOT NULL,
      PRIMARY KEY (uid, slug)
    ) WITHOUT ROWID;
    CREATE INDEX member_plants_slug ON member_plants (slug, addedAt);
  `);
  const resolve = db.prepare('UPDATE tips SET plantSlug = ? WHERE seq = ?');
  const rows = db.prepare('SELECT seq, plantType FROM tips').all() as Array<{ seq: number; plantType: string }>;
  for (const row of rows) {
    const slug = plantSlugOf(row.plantType);
    if (slug !== null) resolve.run(slug, row.seq);
  }
}

const SHOWN = "t.availability = 'Public' AND t.hiddenAt IS NULL";

export const plantsOnSqlite: EmbeddedPart<PlantStore> = {
  member: plantsMemberOnSqlite,
  migrations: {
    // Each tip keeps the plant its plantType names; members keep their plants.
    15: { name: 'plants', up: migratePlants },
  },
  methods: ({ sql, run, write, now }) => ({
    addMemberPlant: (uid, slug, addedAt = now()) =>
      write(() => {
        const { changes } = sql(
          'INSERT INTO member_plants (uid, slug, addedAt) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
        ).run(uid, slug, addedAt);
        return { created: changes === 1 };
      }),

    removeMemberPlant: (uid, slug) =>
      write(() => sql('DELETE FROM member_plants WHERE uid = ? AND slug = ?').run(uid, slug).changes),

    memberPlants: (uid) =>
      run(
        () =>
          sql('SELECT slug, addedAt FROM member_plants WHERE uid = ? ORDER BY addedAt DESC, slug').all(uid) as Array<{
            slug: string;
            addedAt: string;
          }>,
      ),

    plantGrowers: (slug, limit) =>
      run(() => {
        const rows = sql('SELECT uid FROM member_plants WHERE slug = ? ORDER BY addedAt DESC, uid LIMIT ?').all(
          slug,
          limit,
        ) as Array<{ uid: string }>;
        const { n } = sql('SELECT COUNT(*) AS n FROM member_plants WHERE slug = ?').get(slug) as { n: number };
        return { uids: rows.map((row) => row.uid), total: n };
      }),

    plantTipCounts: () =>
      run(() => {
        const rows = sql(
          `SELECT t.plantSlug AS slug, COUNT(*) AS n FROM tips t WHERE t.plantSlug IS NOT NULL AND ${SHOWN} GROUP BY t.plantSlug`,
        ).all() as Array<{ slug: string; n: number }>;
        return new Map(rows.map((row) => [row.slug, row.n]));
      }),

    plantFacts: (slug) =>
      run(() => {
        const tips = sql(
          `SELECT t.authorUid, t.months, t.hemisphere FROM tips t WHERE t.plantSlug = ? AND ${SHOWN}`,
        ).all(slug) as Array<{ authorUid: string; months: string | null; hemisphere: Hemisphere }>;
        const reports = sql(
          `SELECT r._id AS id, r.outcome, r.hemisphere, r.zone FROM trials r JOIN tips t ON t._id = r.tipId
           WHERE t.plantSlug = ? AND ${SHOWN}`,
        ).all(slug) as Array<{ id: string; outcome: TrialOutcome; hemisphere: Hemisphere; zone: string | null }>;
        return {
          tips: tips.map(({ months, ...tip }) =>
            months === null ? tip : { ...tip, months: JSON.parse(months) as number[] },
          ),
          reports,
        };
      }),

    sitemapTips: (after, limit) =>
      run(
        () =>
          sql(
            `SELECT t._id AS id, t.updatedAt, t.authorUid, t.plantSlug FROM tips t WHERE t._id > ? AND ${SHOWN} ORDER BY t._id LIMIT ?`,
          ).all(after ?? '', limit) as SitemapTip[],
      ),
  }),
};
