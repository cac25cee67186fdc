import { GridFSBucket } from 'mongodb';
import type { MongoMemberData } from '../../store-core/mongo-context';
import type { Upload } from './store';

type UploadDoc = Omit<Upload, 'id'> & { _id: string };

/** The member's uploads: the files first, then the record (a crash between leaves the record, found again on a repeat). */
export const uploadsMemberOnMongo: MongoMemberData = {
  erase: async ({ db }, { uid }) => {
    const uploads = db.collection<UploadDoc>('uploads');
    const bucket = new GridFSBucket(db, { bucketName: 'uploads' });
    for (const { _id: id } of await uploads.find({ ownerUid: uid }, { projection: { _id: 1 } }).toArray()) {
      for (const file of await bucket.find({ 'metadata.uploadId': id }, { projection: { _id: 1 } }).toArray())
        await bucket.delete(file._id).catch(() => undefined);
      await uploads.deleteOne({ _id: id });
    }
  },
  export: async ({ db }, uid) => ({
    photos: (
      await db.collection<UploadDoc>('uploads').find({ ownerUid: uid }).sort({ createdAt: 1 }).toArray()
    ).flatMap((upload) => {
      const largest = [...upload.files].sort((a, b) => b.width - a.width)[0];
      return largest === undefined
        ? []
        : [
            {
              uploadId: upload._id,
              file: largest.name,
              width: largest.width,
              height: largest.height,
              createdAt: upload.createdAt,
              profilePhoto: upload.profile,
            },
          ];
    }),
  }),
};
