import busboy from 'busboy';
import type { Request, Response } from 'express';
import { UPLOAD_FIELD, UPLOAD_LIMITS } from '@green-circle/contract';
import { AppError } from '../../http/errors';
import { closeAfterAnswer } from '../../http/lingering-close';

/** Room for the multipart boundaries and part headers around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
const TOO_LARGE = `The photo is larger than ${UPLOAD_LIMITS.maxBytes / (1024 * 1024)} MB`;

/**
 * Reads the one file part named `image` of a multipart/form-data body into memory, streaming:
 * at most UPLOAD_LIMITS.maxBytes are ever held, and a bigger file is a 413 the moment it
 * crosses the limit (a declared Content-Length over it is refused before reading anything).
 */
export function receiveImage(req: Request, res: Response): Promise<Buffer> {
  if (!req.is('multipart/form-data')) {
    return Promise.reject(
      new AppError(415, `Send the photo as multipart/form-data, in one file part named "${UPLOAD_FIELD}"`),
    );
  }
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > UPLOAD_LIMITS.maxBytes + MULTIPART_OVERHEAD) {
    closeAfterAnswer(req, res);
    return Promise.reject(new AppError(413, TOO_LARGE));
  }

  return new Promise<Buffer>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 20 },
      });
    } catch {
      reject(new AppError(400, 'The multipart body has no boundary'));
      return;
    }
    let settled = false;
    let file: Buffer | null = null;
    const fail = (error: AppError) => {
      if (settled) return;
      settled = true;
      closeAfterAnswer(req, res);
      reject(error);
    };

    parser.on('file', (name, stream) => {
      if (name !== UPLOAD_FIELD || file !== null) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        chunks.length = 0;
        fail(new AppError(413, TOO_LARGE));
      });
      stream.on('end', () => {
        if (!settled) file = Buffer.concat(chunks);
      });
    });
    parser.on('filesLimit', () =>
      fail(new AppError(400, `Send one photo at a time, in the part named "${UPLOAD_FIELD}"`)),
    );
    parser.on('partsLimit', () => fail(new AppError(400, 'The multipart body has too many parts')));
    parser.on('error', () => fail(new AppError(400, 'The multipart body could not be read')));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      if (file === null || file.length === 0) {
        reject(
          new AppError(400, `Send the photo in a file part named "${UPLOAD_FIELD}"`, [
            { field: UPLOAD_FIELD, message: 'Required' },
          ]),
        );
      } else resolve(file);
    });
    req.on('aborted', () => fail(new AppError(400, 'The request was aborted')));
    req.pipe(parser);
  });
}
