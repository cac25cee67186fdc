// Photos with what they show, on tips and questions alike (issue 57): the limit and the API's
// texts, zod-free so a form's first paint and the problem codes (message-codes.ts, group
// `photos`) read them without the schemas.

export const PHOTO_LIMITS = {
  /** Photos on a tip (the first its cover) or on a question. */
  max: 4,
} as const;

/** The API's texts about the photos a tip or question carries; each is a problem `code` `photos.<key>`. */
export const PHOTO_MESSAGES = {
  tooMany: 'At most 4 photos',
  altRequired: 'Say what the photo shows',
  /** An address that names no upload (or one since removed): a photo said beside its field. */
  notUploaded: 'This photo is not uploaded; upload it again',
} as const;
