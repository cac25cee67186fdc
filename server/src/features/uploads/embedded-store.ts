import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { EmbeddedContext } from '../../store-core/embedded-context';
import type { EmbeddedPart } from '../../store-core/parts';
import type { NewUpload, Upload, UploadsStore } from './store';
import { uploadsMemberOnSqlite } from './embedded-member';

/**
 * Uploads in the embedded store: the files under DATA_DIR/uploads/<id>/ (directories 0700,
 * files 0600), their records in the uploads table. A record is inserted only after every file
 * is written, fsynced and renamed into place, so a crash mid-upload leaves at most an
 * unrecorded directory, which is never served and which sweepUploads removes.
 */
type UploadRow = Omit<Upload, 'profile' | 'files'> & { profile: number; files: string };

const ID = /^[0-9a-f]{24}$/;
const FILE_NAME = /^[0-9a-z]+x[0-9a-z]+\.[a-z]+$/;

const toUpload = ({ profile, files, ...rest }: UploadRow): Upload => ({
  ...rest,
  profile: profile === 1,
  files: JSON.parse(files) as Upload['files'],
});

/** A tip uses an upload when its image starts with /uploads/<id>/ (a range scan on tips_image). */
const imageRange = (id: string) => [`/uploads/${id}/`, `/uploads/${id}0`];

/** The member's uploads no tip or trial shows and that are not their profile photo. */
const UNATTACHED = `SELECT COUNT(*) AS n FROM uploads u WHERE u.ownerUid = ? AND u.profile = 0 AND NOT EXISTS (
    SELECT 1 FROM tips t WHERE t.image >= '/uploads/' || u.id || '/' AND t.image < '/uploads/' || u.id || '0'
  ) AND NOT EXISTS (
    SELECT 1 FROM trials r WHERE r.photo >= '/uploads/' || u.id || '/' AND r.photo < '/uploads/' || u.id || '0'
  ) AND NOT EXISTS (
    SELECT 1 FROM tips t WHERE t.authorUid = u.ownerUid AND instr(t.morePhotos, '"/uploads/' || u.id || '/') > 0
  ) AND NOT EXISTS (
    SELECT 1 FROM questions q WHERE q.authorUid = u.ownerUid AND instr(q.photos, '"/uploads/' || u.id || '/') > 0
  ) AND NOT EXISTS (
    SELECT 1 FROM answers a WHERE a.photoUrl >= '/uploads/' || u.id || '/' AND a.photoUrl < '/uploads/' || u.id || '0')`;

export const uploadsOnSqlite: EmbeddedPart<UploadsStore> = {
  member: uploadsMemberOnSqlite,
  migrations: {
    5: {
      // Photo uploads: their records (the files live under DATA_DIR/uploads/<id>/),
      // tips' alternative text for the photo, and the index that finds the tips using an upload.
      name: 'photo uploads and alternative text',
      up: (db) => {
        // A development database from before the migrations may already have the column.
        const columns = db.prepare('PRAGMA table_info(tips)').all() as Array<{ name: string }>;
        if (!columns.some((column) => column.name === 'imageAlt'))
          db.exec("ALTER TABLE tips ADD COLUMN imageAlt TEXT NOT NULL DEFAULT ''");
        db.exec(`
          CREATE TABLE IF NOT EXISTS uploads (
            id TEXT PRIMARY KEY,
            ownerUid TEXT NOT NULL,
            contentType TEXT NOT NULL,
            createdAt TEXT NOT NULL,
            profile INTEGER NOT NULL DEFAULT 0,
            files TEXT NOT NULL
          );
          CREATE INDEX IF NOT EXISTS uploads_created ON uploads (createdAt);
          CREATE INDEX IF NOT EXISTS uploads_owner_profile ON uploads (ownerUid, profile);
          CREATE INDEX IF NOT EXISTS tips_image ON tips (image);
        `);
      },
    },
  },
  methods: (ctx) => embeddedUploads(ctx),
};

function embeddedUploads({ db, uploadsDir, run, count, now }: EmbeddedContext): UploadsStore {
  // No cached read looks at uploads, so their writes go through run and keep the read cache.
  const write = run;
  const dirOf = (id: string) => path.join(uploadsDir, id);
  const get = (id: string) =>
    (db.prepare('SELECT * FROM uploads WHERE id = ?').get(id) as UploadRow | undefined) ?? null;
  /**
   * Its owner's record or tips may still show it as their photo (an absolute address, so a
   * substring; only the owner's, through tips_author: a photo is only ever the author's own).
   */
  const shownAsAuthorPhoto = (id: string, ownerUid: string) =>
    db
      .prepare(
        `SELECT 1 FROM users WHERE uid = @owner AND instr(photoURL, @path) > 0
         UNION ALL SELECT 1 FROM tips WHERE authorUid = @owner AND instr(authorPhotoURL, @path) > 0 LIMIT 1`,
      )
      .get({ owner: ownerUid, path: `/uploads/${id}/` }) !== undefined;
  const usedByQuestion = (id: string, ownerUid: string) =>
    db
      .prepare(
        `SELECT 1 FROM questions WHERE authorUid = @owner AND instr(photos, @path) > 0
         UNION ALL SELECT 1 FROM tips WHERE authorUid = @owner AND instr(morePhotos, @path) > 0
         UNION ALL SELECT 1 FROM answers WHERE photoUrl >= @from AND photoUrl < @to LIMIT 1`,
      )
      .get({ owner: ownerUid, path: `"/uploads/${id}/`, from: `/uploads/${id}/`, to: `/uploads/${id}0` }) !== undefined;
  const inUse = (id: string) => {
    const row = get(id);
    return (
      row?.profile === 1 ||
      db.prepare('SELECT 1 FROM tips WHERE image >= ? AND image < ? LIMIT 1').get(...imageRange(id)) !== undefined ||
      (row !== null && shownAsAuthorPhoto(id, row.ownerUid)) ||
      // A trial's photo (on trials_photo).
      db.prepare('SELECT 1 FROM trials WHERE photo >= ? AND photo < ? LIMIT 1').get(...imageRange(id)) !== undefined ||
      // A question's, an answer's or a tip's photo after its cover (issue 57); only ever its author's.
      (row !== null && usedByQuestion(id, row.ownerUid))
    );
  };
  const removeFiles = (id: string) => fsp.rm(dirOf(id), { recursive: true, force: true });

  return {
    saveUpload: async (upload: NewUpload) => {
      if (!ID.test(upload.id)) throw new Error(`Not an upload id: ${upload.id}`);
      await fsp.mkdir(uploadsDir, { recursive: true, mode: 0o700 });
      const dir = dirOf(upload.id);
      await fsp.mkdir(dir, { mode: 0o700 });
      try {
        for (const file of upload.files) {
          if (!FILE_NAME.test(file.name)) throw new Error(`Not an upload file name: ${file.name}`);
          await writeFileAtomically(dir, file.name, file.data);
        }
        await syncDir(dir);
        await syncDir(uploadsDir);
        await write(() =>
          db
            .prepare(
              'INSERT INTO uploads (id, ownerUid, contentType, createdAt, profile, files) VALUES (?, ?, ?, ?, 0, ?)',
            )
            .run(
              upload.id,
              upload.ownerUid,
              upload.contentType,
              upload.createdAt ?? now(),
              JSON.stringify(
                upload.files.map(({ name, width, height, data }) => ({ name, width, height, bytes: data.length })),
              ),
            ),
        );
      } catch (error) {
        await removeFiles(upload.id);
        throw error;
      }
    },

    getUpload: (id) =>
      run(() => {
        const row = get(id);
        return row === null ? null : toUpload(row);
      }),

    openUploadFile: async (id, name) => {
      const row = await run(() => get(id));
      if (row === null || !toUpload(row).files.some((file) => file.name === name)) return null;
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(path.join(dirOf(id), name), fs.constants.O_RDONLY);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), bytes: size };
    },

    uploadInUse: (id) => run(() => inUse(id)),

    // The (ownerUid, profile) index finds the member's uploads; each is looked up in tips_image.
    countUnattachedUploads: (ownerUid) => run(() => count(UNATTACHED, ownerUid)),

    deleteUploadIfUnused: async (id) => {
      const removed = await write(() =>
        db
          .transaction(() => !inUse(id) && db.prepare('DELETE FROM uploads WHERE id = ?').run(id).changes === 1)
          .immediate(),
      );
      if (removed) await removeFiles(id);
      return removed;
    },

    setProfileUpload: (ownerUid, id) =>
      write(() =>
        db
          .transaction(() => {
            const previous = db.prepare('SELECT id FROM uploads WHERE ownerUid = ? AND profile = 1').get(ownerUid) as
              { id: string } | undefined;
            db.prepare('UPDATE uploads SET profile = 0 WHERE ownerUid = ? AND profile = 1').run(ownerUid);
            if (id !== null)
              db.prepare('UPDATE uploads SET profile = 1 WHERE id = ? AND ownerUid = ?').run(id, ownerUid);
            return previous && previous.id !== id ? previous.id : null;
          })
          .immediate(),
      ),

    sweepUploads: async (before) => {
      const cutoff = before.toISOString();
      const stale = await run(
        () =>
          db
            .prepare(
              `SELECT u.id FROM uploads u WHERE u.createdAt < ? AND u.profile = 0 AND NOT EXISTS (
                 SELECT 1 FROM tips t WHERE t.image >= '/uploads/' || u.id || '/' AND t.image < '/uploads/' || u.id || '0')`,
            )
            .all(cutoff) as { id: string }[],
      );
      const swept: string[] = [];
      for (const { id } of stale) {
        const removed = await write(() =>
          db
            .transaction(() => !inUse(id) && db.prepare('DELETE FROM uploads WHERE id = ?').run(id).changes === 1)
            .immediate(),
        );
        if (removed) {
          await removeFiles(id);
          swept.push(id);
        }
      }
      const unrecorded = await sweepUnrecorded(uploadsDir, before, async (id) => (await run(() => get(id))) !== null);
      return [...swept, ...unrecorded];
    },
  };
}

/**
 * Removes the directories with no record that are older than `before`: uploads that crashed
 * before their record was written. Returns their ids.
 */
async function sweepUnrecorded(uploadsDir: string, before: Date, recorded: (id: string) => Promise<boolean>) {
  const swept: string[] = [];
  const entries = await fsp.readdir(uploadsDir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isDirectory() || !ID.test(entry.name)) continue;
    const dir = path.join(uploadsDir, entry.name);
    const stat = await fsp.stat(dir).catch(() => null);
    if (stat === null || stat.mtime >= before || (await recorded(entry.name))) continue;
    await fsp.rm(dir, { recursive: true, force: true });
    swept.push(entry.name);
  }
  return swept;
}

/** Temp file, write, fsync, rename: a reader sees the whole file or none. */
async function writeFileAtomically(dir: string, name: string, data: Buffer) {
  const temp = path.join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await fsp.open(temp, 'wx', 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fsp.rename(temp, path.join(dir, name));
}

async function syncDir(dir: string) {
  const handle = await fsp.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
