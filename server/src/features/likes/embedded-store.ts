import { normalizeId } from '../../store-core/paging';
import type { EmbeddedPart } from '../../store-core/parts';
import { embeddedNotifications, likeGroupKey } from '../notifications';
import type { LikesStore } from './store';
import { likesMemberOnSqlite } from './embedded-member';

/** Likes in SQLite: a like, the tip's count and the author's notification commit in one transaction. */
export const likesOnSqlite: EmbeddedPart<LikesStore> = {
  member: likesMemberOnSqlite,
  methods: (ctx) => {
    const { db, sql, run, write } = ctx;
    const notifications = ctx.use(embeddedNotifications);

    const likeOnce = db.transaction((id: string, uid: string) => {
      const tip = sql('SELECT likes, authorUid FROM tips WHERE _id = ?').get(id) as
        { likes: number; authorUid: string } | undefined;
      if (tip === undefined) return null;
      const at = ctx.now();
      const inserted = sql('INSERT INTO likes (tipId, uid, createdAt) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').run(
        id,
        uid,
        at,
      );
      if (inserted.changes === 0) return { likes: tip.likes, added: false };
      sql('UPDATE tips SET likes = likes + 1 WHERE _id = ?').run(id);
      // The author hears of it in the same transaction: a stored like always has its notification.
      const note = { recipientUid: tip.authorUid, kind: 'like', actorUid: uid, tipId: id } as const;
      notifications.notifyTx({ ...note, groupKey: likeGroupKey(id, at), createdAt: at });
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
      if (like.createdAt.slice(0, 10) === ctx.now().slice(0, 10))
        notifications.takeBackTx({
          recipientUid: tip.authorUid,
          actorUid: uid,
          groupKey: likeGroupKey(id, like.createdAt),
        });
      return { likes: Math.max(tip.likes - 1, 0), removed: true };
    });

    return {
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
    };
  },
};
