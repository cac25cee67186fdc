import type { Readable } from 'node:stream';

/** Photo uploads: records and their files (embedded-store.ts, mongo-store.ts; test/uploads-suite.ts). */
export interface UploadsStore {
  /**
   * Stores an upload's files and its record. The record is written last, so an upload that
   * crashes half-way is never served (its leftovers are removed by sweepUploads).
   */
  saveUpload(upload: NewUpload): Promise<void>;
  getUpload(id: string): Promise<Upload | null>;
  /** One file of an upload as a stream, or null when the upload or the file does not exist. */
  openUploadFile(id: string, name: string): Promise<{ stream: Readable; bytes: number } | null>;
  /** Whether a tip's image, a trial's photo, or its owner's profile photo, is this upload. */
  uploadInUse(id: string): Promise<boolean>;
  /** How many of the member's uploads no tip or trial shows and are not their profile photo (the upload quota). */
  countUnattachedUploads(ownerUid: string): Promise<number>;
  /** Removes the upload's record and files unless it is in use; true when removed. */
  deleteUploadIfUnused(id: string): Promise<boolean>;
  /** Makes this upload (or none) the owner's profile photo; returns the previous one's id, if any. */
  setProfileUpload(ownerUid: string, id: string | null): Promise<string | null>;
  /** Removes every upload created before `before` that nothing uses (and half-written leftovers); returns their ids. */
  sweepUploads(before: Date): Promise<string[]>;
}

/** One re-encoded file of an upload (a variant). */
export interface UploadFile {
  name: string;
  width: number;
  height: number;
  data: Buffer;
}

export interface NewUpload {
  /** 24 hex, chosen by the caller. */
  id: string;
  ownerUid: string;
  contentType: string;
  files: UploadFile[];
  /** ISO time; defaults to now. */
  createdAt?: string;
}

export interface Upload {
  id: string;
  ownerUid: string;
  contentType: string;
  createdAt: string;
  /** The owner's profile photo is this upload. */
  profile: boolean;
  files: { name: string; width: number; height: number; bytes: number }[];
}
