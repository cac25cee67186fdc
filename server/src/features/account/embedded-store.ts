import fsp from 'node:fs/promises';
import path from 'node:path';
import type { ErasedMember } from '../../store-core/member-data';
import type { EmbeddedPart } from '../../store-core/parts';
import type { AccountStore, ExportPhoto } from './store';

/** Upload ids are 24 hex: nothing else is ever joined to the uploads directory. */
const UPLOAD_ID = /^[0-9a-f]{24}$/;

/**
 * Leaving in SQLite: every feature's piece runs in one transaction (a reader sees the member
 * whole or gone), which also notes the upload ids whose files go; the files go after it commits,
 * so a crash between leaves the mark and the list, and the next start removes them.
 */
export const accountOnSqlite: EmbeddedPart<AccountStore> = {
  migrations: {
    17: {
      name: 'account erasures',
      up: (db) =>
        db.exec(`CREATE TABLE account_erasures (
          uid TEXT PRIMARY KEY,
          startedAt TEXT NOT NULL,
          files TEXT NOT NULL DEFAULT '[]'
        ) WITHOUT ROWID;`),
    },
  },
  methods: (ctx) => {
    const { db, sql, run, write, members } = ctx;
    const eraseAll = db.transaction((member: ErasedMember) => {
      const { uid } = member;
      const marker = sql('SELECT files FROM account_erasures WHERE uid = ?').get(uid) as { files: string } | undefined;
      if (marker === undefined) throw new Error('An erasure must be begun first (beginErasure)');
      const files = new Set<string>(JSON.parse(marker.files) as string[]);
      const email = sql('SELECT email FROM users WHERE uid = ?').pluck().get(uid) as string | undefined;
      for (const piece of members) for (const id of piece.erase(ctx, { ...member, email }) ?? []) files.add(id);
      sql('UPDATE account_erasures SET files = ? WHERE uid = ?').run(JSON.stringify([...files]), uid);
      return [...files];
    });
    return {
      beginErasure: (uid) =>
        run(() => {
          sql('INSERT INTO account_erasures (uid, startedAt) VALUES (?, ?) ON CONFLICT DO NOTHING').run(uid, ctx.now());
        }),

      pendingErasures: () =>
        run(() => sql('SELECT uid FROM account_erasures ORDER BY startedAt').pluck().all() as string[]),

      eraseMember: async (member) => {
        const files = await write(() => eraseAll.immediate(member));
        for (const id of files.filter((file) => UPLOAD_ID.test(file)))
          await fsp.rm(path.join(ctx.uploadsDir, id), { recursive: true, force: true });
      },

      endErasure: (uid) =>
        run(() => {
          sql('DELETE FROM account_erasures WHERE uid = ?').run(uid);
        }),

      exportMember: (uid) =>
        run(() =>
          db.transaction(() => {
            const sections: Record<string, unknown> = {};
            for (const piece of members) Object.assign(sections, piece.export(ctx, uid));
            return { sections, photos: (sections.photos as ExportPhoto[] | undefined) ?? [] };
          })(),
        ),
    };
  },
};
