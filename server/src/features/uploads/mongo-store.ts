import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GridFSBucket, ObjectId } from 'mongodb';
import { escapeRegex, type MongoContext } from '../../store-core/mongo-context';
import type { MongoPart } from '../../store-core/parts';
import type { NewUpload, Upload, UploadsStore } from './store';
import { uploadsMemberOnMongo } from './mongo-member';

/**
 * Uploads in MongoDB: each file in GridFS (bucket "uploads", filename "<id>/<name>"), the record
 * in the uploads collection, inserted only after every file is stored. GridFS writes a file's
 * chunks before its files document, so a crash mid-upload leaves chunks with no files document,
 * or files with no record: neither is ever served (a file is found through its record), and
 * sweepUploads removes both once they are older than its cut-off.
 */
type UploadDoc = Omit<Upload, 'id'> & { _id: string };

/** A tip uses an upload when its image starts with /uploads/<id>/ (an anchored regex uses the image index). */
const usedByTip = (id: string) => ({ image: { $regex: `^${escapeRegex(`/uploads/${id}/`)}` } });
const usedByTrial = (id: string) => ({ photo: { $regex: `^${escapeRegex(`/uploads/${id}/`)}` } });

export const uploadsOnMongo: MongoPart<UploadsStore> = {
  member: uploadsMemberOnMongo,
  migrations: {
    4: {
      // Records by age and by owner's profile photo, the tips using an upload (by image), and
      // GridFS files by their upload.
      name: 'photo uploads',
      up: async (db) => {
        await db.collection('uploads').createIndexes([{ key: { createdAt: 1 } }, { key: { ownerUid: 1, profile: 1 } }]);
        await db.collection('tips').createIndexes([{ key: { image: 1 } }]);
        await db.collection('uploads.files').createIndexes([{ key: { 'metadata.uploadId': 1 } }]);
      },
    },
  },
  methods: (ctx) => mongoUploads(ctx),
};

function mongoUploads({ db, run, now }: MongoContext): UploadsStore {
  const uploads = db.collection<UploadDoc>('uploads');
  const tips = db.collection('tips');
  const bucket = new GridFSBucket(db, { bucketName: 'uploads' });

  const users = db.collection('users');

  /**
   * Its owner's record or tips may still show it as their photo (an absolute address, so a
   * substring; only the owner's: a photo is only ever the author's own).
   */
  const shownAsAuthorPhoto = async (id: string) => {
    const owner = await uploads.findOne({ _id: id }, { projection: { ownerUid: 1 } });
    if (owner === null) return false;
    const path = { $regex: escapeRegex(`/uploads/${id}/`) };
    return (
      (await users.findOne({ uid: owner.ownerUid, photoURL: path }, { projection: { _id: 1 } })) !== null ||
      (await tips.findOne({ authorUid: owner.ownerUid, authorPhotoURL: path }, { projection: { _id: 1 } })) !== null
    );
  };

  const inUse = async (id: string) =>
    (await uploads.findOne({ _id: id, profile: true }, { projection: { _id: 1 } })) !== null ||
    (await tips.findOne(usedByTip(id), { projection: { _id: 1 } })) !== null ||
    (await shownAsAuthorPhoto(id)) ||
    // A trial's photo.
    (await db.collection('trials').findOne(usedByTrial(id), { projection: { _id: 1 } })) !== null ||
    (await usedByQuestion(id));

  /** A question's, an answer's or a tip's photo after its cover (issue 57). */
  const usedByQuestion = async (id: string) =>
    (await tips.findOne({ 'morePhotos.url': usedByTrial(id).photo }, { projection: { _id: 1 } })) !== null ||
    (await db.collection('questions').findOne({ 'photos.url': usedByTrial(id).photo }, { projection: { _id: 1 } })) !==
      null ||
    (await db.collection('answers').findOne({ 'photo.url': usedByTrial(id).photo }, { projection: { _id: 1 } })) !==
      null;

  const removeFiles = async (id: string) => {
    const files = await bucket.find({ 'metadata.uploadId': id }, { projection: { _id: 1 } }).toArray();
    for (const file of files) await bucket.delete(file._id).catch(() => undefined);
  };

  const removeIfUnused = async (id: string) => {
    if (await inUse(id)) return false;
    const { deletedCount } = await uploads.deleteOne({ _id: id, profile: false });
    if (deletedCount === 0) return false;
    await removeFiles(id);
    return true;
  };

  return {
    saveUpload: (upload: NewUpload) =>
      run(async () => {
        try {
          for (const file of upload.files) {
            await pipeline(
              Readable.from([file.data]),
              bucket.openUploadStream(`${upload.id}/${file.name}`, {
                metadata: { uploadId: upload.id, contentType: upload.contentType },
              }),
            );
          }
          await uploads.insertOne({
            _id: upload.id,
            ownerUid: upload.ownerUid,
            contentType: upload.contentType,
            createdAt: upload.createdAt ?? now(),
            profile: false,
            files: upload.files.map(({ name, width, height, data }) => ({ name, width, height, bytes: data.length })),
          });
        } catch (error) {
          await removeFiles(upload.id).catch(() => undefined);
          throw error;
        }
      }),

    getUpload: (id) =>
      run(async () => {
        const doc = await uploads.findOne({ _id: id });
        if (doc === null) return null;
        const { _id, ...rest } = doc;
        return { id: _id, ...rest };
      }),

    openUploadFile: (id, name) =>
      run(async () => {
        const doc = await uploads.findOne({ _id: id }, { projection: { files: 1 } });
        if (doc === null || !doc.files.some((file) => file.name === name)) return null;
        const file = await bucket
          .find({ filename: `${id}/${name}` })
          .limit(1)
          .next();
        if (file === null) return null;
        return { stream: bucket.openDownloadStream(file._id), bytes: file.length };
      }),

    uploadInUse: (id) => run(() => inUse(id)),

    countUnattachedUploads: (ownerUid) =>
      run(async () => {
        const mine = await uploads.find({ ownerUid, profile: false }, { projection: { _id: 1 } }).toArray();
        let count = 0;
        for (const { _id } of mine) {
          // A trial's photo is shown as much as a tip's image.
          const shown =
            (await tips.findOne(usedByTip(_id), { projection: { _id: 1 } })) !== null ||
            (await db.collection('trials').findOne(usedByTrial(_id), { projection: { _id: 1 } })) !== null ||
            (await usedByQuestion(_id));
          if (!shown) count += 1;
        }
        return count;
      }),

    deleteUploadIfUnused: (id) => run(() => removeIfUnused(id)),

    setProfileUpload: (ownerUid, id) =>
      run(async () => {
        const previous = await uploads.findOne({ ownerUid, profile: true }, { projection: { _id: 1 } });
        await uploads.updateMany({ ownerUid, profile: true }, { $set: { profile: false } });
        if (id !== null) await uploads.updateOne({ _id: id, ownerUid }, { $set: { profile: true } });
        return previous && previous._id !== id ? previous._id : null;
      }),

    sweepUploads: (before) =>
      run(async () => {
        const swept: string[] = [];
        const stale = await uploads
          .find({ createdAt: { $lt: before.toISOString() }, profile: false }, { projection: { _id: 1 } })
          .toArray();
        for (const { _id } of stale) if (await removeIfUnused(_id)) swept.push(_id);
        // GridFS files no record points to: an upload that crashed before its record was written.
        const orphans = await bucket
          .find({ uploadDate: { $lt: before } }, { projection: { _id: 1, metadata: 1 } })
          .toArray();
        for (const file of orphans) {
          const uploadId = (file.metadata as { uploadId?: string } | undefined)?.uploadId;
          if (uploadId && (await uploads.findOne({ _id: uploadId }, { projection: { _id: 1 } })) === null) {
            await bucket.delete(file._id).catch(() => undefined);
            if (!swept.includes(uploadId)) swept.push(uploadId);
          }
        }
        // Chunks whose files document was never written (the crash came mid-file). A chunk's
        // files_id is an ObjectId made when the file was opened, so it tells the file's age.
        const chunks = db.collection<{ files_id: ObjectId }>('uploads.chunks');
        const files = db.collection('uploads.files');
        const cutoff = ObjectId.createFromTime(Math.floor(before.getTime() / 1000));
        for (const filesId of await chunks.distinct('files_id', { files_id: { $lt: cutoff } })) {
          if ((await files.findOne({ _id: filesId }, { projection: { _id: 1 } })) === null)
            await chunks.deleteMany({ files_id: filesId });
        }
        return swept;
      }),
  };
}
