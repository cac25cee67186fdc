import type { EmbeddedContext } from '../../store-core/embedded-context';
import type { EmbeddedPart } from '../../store-core/parts';
import { activeSince } from './activity';
import { SEED_GARDENERS } from '../../store/seed-data';
import type { GardenersStore, SeedGardener, StoredGardener } from './store';
import { gardenersMemberOnSqlite } from './embedded-member';

type GardenerRow = Omit<StoredGardener, 'experiences' | 'otherInfo'> & {
  experiences: string;
  otherInfo: string | null;
};

/** The gardener cards in SQLite; their counts come from the member's tips as anyone may see them. */
export const gardenersOnSqlite: EmbeddedPart<GardenersStore> = {
  member: gardenersMemberOnSqlite,
  migrations: {
    12: {
      // A gardener card belongs to a member; their shared-tip count and active status
      // are counted from their tips (listGardeners), so the stored figures go. The seeded cards
      // are matched to their seed members by name; any other card counts nothing until linked.
      name: 'gardeners are members',
      up: (db) => {
        db.exec(`
          DROP INDEX IF EXISTS gardeners_status_shared;
          ALTER TABLE gardeners DROP COLUMN status;
          ALTER TABLE gardeners DROP COLUMN totalSharedTips;
          ALTER TABLE gardeners ADD COLUMN authorUid TEXT NOT NULL DEFAULT '';
          CREATE INDEX gardeners_author ON gardeners (authorUid);
        `);
        const link = db.prepare("UPDATE gardeners SET authorUid = ? WHERE name = ? AND authorUid = ''");
        for (const g of SEED_GARDENERS) link.run(g.authorUid, g.name);
      },
    },
  },
  methods: ({ sql, cached, clock }) => ({
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
        ).all({ since: activeSince(clock.now()), limit: filter.limit }) as GardenerRow[];
        return rows.map(toGardener);
      }),
    // One member's card on the gardeners_author index, its counts from that member's tips only.
    gardenerCardOf: (uid) =>
      cached(`gardener ${uid}`, () => {
        const row = sql(
          `SELECT g._id, g.authorUid, g.name, g.age, g.gender, g.experiences, g.image, g.otherInfo,
             COUNT(t._id) AS totalSharedTips,
             CASE WHEN MAX(t.createdAt) >= @since THEN 'active' ELSE 'inactive' END AS status
           FROM gardeners g LEFT JOIN tips t
             ON t.authorUid = g.authorUid AND t.availability = 'Public' AND t.hiddenAt IS NULL
           WHERE g.authorUid = @uid AND @uid != ''
           GROUP BY g._id ORDER BY g.name ASC, g._id ASC LIMIT 1`,
        ).get({ since: activeSince(clock.now()), uid }) as GardenerRow | undefined;
        return row === undefined ? null : toGardener(row);
      }),
  }),
};

/** Writes a seeded card (inside the seeding transaction). */
export function insertGardener({ sql }: EmbeddedContext, gardener: SeedGardener, id: string): void {
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
}

function toGardener({ experiences, otherInfo, ...rest }: GardenerRow): StoredGardener {
  const gardener: StoredGardener = { ...rest, experiences: JSON.parse(experiences) as StoredGardener['experiences'] };
  if (otherInfo !== null) gardener.otherInfo = otherInfo;
  return gardener;
}
