import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { ZipFile } from 'yazl';
import type { Store } from '../../store/store';
import type { MemberExport } from './store';

/** The JSON file's name in the zip, and the zip's own. */
export const EXPORT_JSON = 'green-circle-data.json';
const EXPORT_ZIP = 'green-circle-data.zip';

/**
 * Streams the member's export as a zip: the JSON first, then each photo's largest file, each
 * opened only when the zip reaches it (yazl's lazy read streams), so a member with hundreds of
 * photos costs one open file and a small buffer at a time, never the whole archive in memory.
 * Photos are already compressed (WebP): stored as they are.
 */
export async function sendExportZip(
  res: Response,
  store: Pick<Store, 'openUploadFile'>,
  data: MemberExport & { authorId: string },
  now: Date,
): Promise<void> {
  const zip = new ZipFile();
  const json = { exportedAt: now.toISOString(), authorId: data.authorId, ...data.sections };
  zip.addBuffer(Buffer.from(JSON.stringify(json, null, 2)), EXPORT_JSON);
  for (const photo of data.photos) {
    zip.addReadStreamLazy(`photos/${photo.uploadId}/${photo.file}`, { compress: false }, (done) => {
      store.openUploadFile(photo.uploadId, photo.file).then(
        (opened) =>
          opened === null ? done(new Error(`Photo ${photo.uploadId} is gone`), undefined!) : done(null, opened.stream),
        (error: unknown) => done(error, undefined!),
      );
    });
  }
  zip.end();
  res.status(200).type('application/zip').attachment(EXPORT_ZIP);
  await pipeline(zip.outputStream, res);
}
