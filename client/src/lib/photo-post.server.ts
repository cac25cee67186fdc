// A form's POST with photos as it arrives (a tip's, a question's, an answer's): urlencoded (no
// photo chosen from the device) or multipart/form-data, whose photo file parts (a photo chosen
// without JavaScript, or before the page's JavaScript ran) are streamed on to the API's POST
// /uploads as the session's member while the body is read: never held whole in the host's memory
// (routes/photos.ts does the same for the picker's own upload). Each photo's address then stands in
// the form field its file part is for, as if picked.
import { PassThrough, Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import type { Problem, UploadResult } from '@green-circle/contract';
import { UPLOAD_FIELD, UPLOAD_FORMATS, UPLOAD_LIMITS } from '@green-circle/contract/uploads';
import type { Translator } from '../i18n/translator';
import { data } from 'react-router';
import { saidIn } from '../i18n/said';
import { formOf, NOT_A_FORM } from './action.server';
import { ApiError, type Api } from './api-client';

/** Why a posted photo was not taken: the picker's own words for these (too large, not a photo), or the API's. */
export type PhotoRefusal = { kind: 'tooLarge' } | { kind: 'notAnImage' } | { kind: 'failed'; said: string | null };

export interface PhotoPost {
  /** The form's text fields, each photo's field set to its uploaded address when one came. */
  formData: FormData;
  /** The first refused photo: the field it was for, and why. */
  photoRefused: (PhotoRefusal & { field: string }) | null;
}

/** Text fields of a form, at most: more is not our form. */
const LIMITS = { fields: 40, fieldSize: 64 * 1024, parts: 48, headerPairs: 20 };

/**
 * Reads a form's POST, uploading its photo files (if any) on the way; `photos` names each file
 * part and the field its address goes in ({ photo: 'image' }). A body that is not a form is a 400.
 */
export async function readPhotoPost(request: Request, api: Api, photos: Record<string, string>): Promise<PhotoPost> {
  const type = request.headers.get('Content-Type') ?? '';
  if (!type.startsWith('multipart/form-data') || !request.body) {
    return { formData: await formOf(request), photoRefused: null };
  }
  const formData = new FormData();
  let photoRefused: PhotoPost['photoRefused'] = null;
  const uploads: Array<Promise<void>> = [];
  const abort = new AbortController();
  request.signal.addEventListener('abort', () => abort.abort(), { once: true });

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': type },
      limits: { ...LIMITS, files: Object.keys(photos).length, fileSize: UPLOAD_LIMITS.maxBytes },
    });
  } catch {
    throw data(NOT_A_FORM, { status: 400 });
  }
  parser.on('field', (name, value, info) => {
    if (!info.nameTruncated && !info.valueTruncated) formData.append(name, value);
  });
  parser.on('file', (name, file, { filename, mimeType }) => {
    const field = Object.hasOwn(photos, name) ? photos[name] : undefined;
    if (field === undefined) {
      file.resume();
      return;
    }
    // No file chosen sends an empty part: nothing to upload. Known only by its first bytes.
    file.once('data', (first: Buffer) => {
      if (!mimeType.startsWith('image/')) {
        photoRefused ??= { kind: 'notAnImage', field };
        file.resume();
        return;
      }
      file.pause();
      let refusedHere = false;
      uploads.push(
        upload(api, file, first, { filename: filename ?? '', mimeType }, abort, (refused) => {
          refusedHere = true;
          photoRefused ??= { ...refused, field };
        }).then((url) => {
          if (url && !refusedHere) formData.set(field, url);
        }),
      );
    });
  });

  await new Promise<void>((resolve, reject) => {
    parser.on('close', resolve);
    parser.on('error', () => reject(data(NOT_A_FORM, { status: 400 })));
    Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>)
      .on('error', () => reject(data(NOT_A_FORM, { status: 400 })))
      .pipe(parser);
  });
  await Promise.all(uploads);
  return { formData, photoRefused };
}

/**
 * Streams the file part on to POST /uploads (its first bytes already read): the stored photo's
 * address, or null with the reason given to `refuse`. A file over the API's limit is cut off at
 * the limit; an early answer from the API lets the rest of the file go to nowhere, so the form's
 * other fields still arrive.
 */
function upload(
  api: Api,
  file: Readable & { truncated?: boolean },
  first: Buffer,
  { filename, mimeType }: { filename: string; mimeType: string },
  abort: AbortController,
  refuse: (refused: PhotoRefusal) => void,
): Promise<string | null> {
  const body = new PassThrough();
  const boundary = `----green-circle-${crypto.randomUUID()}`;
  const safeName = (filename || 'photo').replace(/["\r\n\\]/g, '_');
  body.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="${UPLOAD_FIELD}"; filename="${safeName}"\r\n` +
      `Content-Type: ${mimeType}\r\n\r\n`,
  );
  body.write(first);
  file.pipe(body, { end: false });
  file.on('limit', () => {
    refuse({ kind: 'tooLarge' });
    file.unpipe(body);
    body.destroy();
    abort.abort();
    file.resume();
  });
  file.on('end', () => {
    if (!file.truncated) body.end(`\r\n--${boundary}--\r\n`);
  });
  return send(api, body, boundary, abort.signal)
    .then(
      (result) => {
        if ('url' in result) return result.url;
        refuse(result.refused);
        return null;
      },
      () => {
        refuse({ kind: 'failed', said: null });
        return null;
      },
    )
    .finally(() => {
      if (file.readableEnded) return;
      file.unpipe(body);
      body.destroy();
      file.resume();
    });
}

/** POST /uploads with the streamed part: the stored photo's address, or why it was refused. */
async function send(
  api: Api,
  body: PassThrough,
  boundary: string,
  signal: AbortSignal,
): Promise<{ url: string } | { refused: PhotoRefusal }> {
  const answer = await api.raw('/uploads', {
    method: 'POST',
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, Accept: 'application/json' },
    body: Readable.toWeb(body) as ReadableStream<Uint8Array>,
    signal,
    duplex: 'half',
  } as RequestInit);
  if (answer.status === 201) return { url: ((await answer.json()) as UploadResult).url };
  const problem = (await answer.json().catch(() => null)) as Problem | null;
  if (answer.status === 413) return { refused: { kind: 'tooLarge' } };
  if (answer.status === 415) return { refused: { kind: 'notAnImage' } };
  return { refused: { kind: 'failed', said: new ApiError(answer.status, problem).said } };
}

/** What the picker says of a refused photo (photo-picker.tsx pickerWords), in the request's language. */
export function photoWords(i18n: Translator, refused: PhotoRefusal): string {
  const formats = new Intl.ListFormat(i18n.locale, { type: 'disjunction' }).format(UPLOAD_FORMATS);
  if (refused.kind === 'tooLarge')
    return i18n._('tipForm.photoTooLarge', { mb: UPLOAD_LIMITS.maxBytes / (1024 * 1024) });
  if (refused.kind === 'notAnImage') return i18n._('tipForm.photoNotAnImage', { formats });
  const detail = refused.said ? saidIn(i18n, refused.said) : '';
  const ended = ['.', '!', '?'].includes(detail.at(-1) ?? '');
  return `${i18n._('tipForm.photoFailed')}${detail ? ` ${ended ? detail : `${detail}.`}` : ''}`;
}
