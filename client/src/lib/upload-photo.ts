import type { Problem, UploadResult } from '@green-circle/contract';
import { PROBLEM_CONTENT_TYPE } from '@green-circle/contract/constants';
import { UPLOAD_FIELD } from '@green-circle/contract/uploads';
import { ApiError, type Api } from './api-client';

/** Where the site takes a photo (routes/photos.ts). */
const PHOTOS_PATH = '/photos';

export interface UploadOptions {
  /** 0..1 of the file sent; the API still re-encodes it after the last byte. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Thrown when the connection failed or was cut (not an answer from the API). */
export class UploadNetworkError extends Error {
  constructor() {
    super('The photo could not be sent: check your connection and try again.');
    this.name = 'UploadNetworkError';
  }
}

/**
 * POST /photos on the site itself (routes/photos.ts streams it on to the API's POST /uploads as
 * the session's member): the browser sends only its cookie. XMLHttpRequest rather than fetch,
 * because only it reports upload progress. Rejects with ApiError (the API's problem) or UploadNetworkError;
 * an abort rejects with a DOMException named AbortError.
 */
export async function uploadPhoto(file: Blob, { onProgress, signal }: UploadOptions = {}): Promise<UploadResult> {
  return new Promise<UploadResult>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', PHOTOS_PATH);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      if (xhr.status === 201) return resolve(body as UploadResult);
      const isProblem = xhr.getResponseHeader('Content-Type')?.startsWith(PROBLEM_CONTENT_TYPE);
      reject(new ApiError(xhr.status, isProblem ? (body as Problem) : null));
    };
    xhr.onerror = () => reject(new UploadNetworkError());
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(UPLOAD_FIELD, file, file instanceof File ? file.name : 'photo');
    xhr.send(form);
  });
}

/** Tells the API which upload (if any) is the member's profile photo, so it is kept. */
export async function setProfilePhoto(api: Api, photoURL: string): Promise<void> {
  await api.put('/users/me/photo', { photoURL });
}
