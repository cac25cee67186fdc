import type { EmbeddedContext } from '../../store-core/embedded-context';
import type { EmbeddedPart } from '../../store-core/parts';
import { embeddedNotifications } from '../notifications';
import { sharedGroupKey, type SharedTipsStore } from './store';

/** The version the shares came with (numbered across every feature: store-core/parts.ts). */
const SHARES_MIGRATION = 18;

interface ShareRow {
  tipId: string;
  authorUid: string;
  createdAt: string;
  afterUid: string;
}

/** What the tips' writes call inside their own transaction (ctx.use(embeddedTipShares)). */
export function embeddedTipShares({ sql, now }: EmbeddedContext) {
  /**
   * Call inside the write that makes the tip Public: the first time only (the row stays, so
   * Public, then Hidden, then Public again tells nobody twice).
   */
  const shareTx = (tipId: string, authorUid: string): void => {
    sql('INSERT INTO tip_shares (tipId, authorUid, createdAt) VALUES (?, ?, ?) ON CONFLICT (tipId) DO NOTHING').run(
      tipId,
      authorUid,
      now(),
    );
  };
  return { shareTx };
}

export const sharedTipsOnSqlite: EmbeddedPart<SharedTipsStore> = {
  member: {
    // Nobody is told about a leaving member's tips any more.
    erase: ({ sql }, { uid }) => void sql('DELETE FROM tip_shares WHERE authorUid = ?').run(uid),
    export: () => ({}),
  },
  migrations: {
    [SHARES_MIGRATION]: {
      name: 'shared tips: followers told a page at a time',
      up: (db) =>
        db.exec(`
          CREATE TABLE tip_shares (
            tipId TEXT PRIMARY KEY,
            authorUid TEXT NOT NULL,
            createdAt TEXT NOT NULL,
            afterUid TEXT NOT NULL DEFAULT '',
            doneAt TEXT
          );
          CREATE INDEX tip_shares_waiting ON tip_shares (doneAt, createdAt);
        `),
    },
  },
  methods: (ctx) => {
    const { db, sql, write } = ctx;
    const { notifyTx } = ctx.use(embeddedNotifications);
    // One page in one transaction: a crash leaves the page untold and the cursor where it was.
    const fanOut = db.transaction((pageSize: number) => {
      const share = sql(
        `SELECT tipId, authorUid, createdAt, afterUid FROM tip_shares WHERE doneAt IS NULL
         ORDER BY createdAt, tipId LIMIT 1`,
      ).get() as ShareRow | undefined;
      if (share === undefined) return null;
      const finish = () => sql('UPDATE tip_shares SET doneAt = ? WHERE tipId = ?').run(ctx.now(), share.tipId);
      const tip = sql('SELECT availability, hiddenAt FROM tips WHERE _id = ?').get(share.tipId) as
        { availability: string; hiddenAt: string | null } | undefined;
      if (tip === undefined || tip.availability !== 'Public' || tip.hiddenAt !== null) {
        finish();
        return { tipId: share.tipId, notified: 0, done: true };
      }
      // follows_followed is (followedUid) over a WITHOUT ROWID key: it walks followers in followerUid order.
      const followers = sql(
        `SELECT f.followerUid FROM follows f
         WHERE f.followedUid = @author AND f.followerUid > @after
           AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blockerUid = f.followerUid AND b.blockedUid = @author)
                                                   OR (b.blockerUid = @author AND b.blockedUid = f.followerUid))
         ORDER BY f.followerUid LIMIT @limit`,
      )
        .pluck()
        .all({ author: share.authorUid, after: share.afterUid, limit: pageSize }) as string[];
      for (const followerUid of followers)
        notifyTx({
          recipientUid: followerUid,
          kind: 'shared',
          actorUid: share.authorUid,
          tipId: share.tipId,
          groupKey: sharedGroupKey(share.tipId),
          createdAt: share.createdAt,
        });
      const done = followers.length < pageSize;
      sql('UPDATE tip_shares SET afterUid = ? WHERE tipId = ?').run(followers.at(-1) ?? share.afterUid, share.tipId);
      if (done) finish();
      return { tipId: share.tipId, notified: followers.length, done };
    });
    return { fanOutSharedTip: (pageSize) => write(() => fanOut.immediate(pageSize)) };
  },
};
