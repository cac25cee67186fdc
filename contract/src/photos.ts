import { z } from 'zod';
import { LIMITS } from './constants';
import { requiredText } from './fields';
import { PHOTO_LIMITS, PHOTO_MESSAGES } from './photo-texts';
import { coded } from './said';
import { hasVisibleLetters } from './text';
import { UPLOAD_PATH } from './uploads';

// A tip's, a question's or an answer's photos (issue 57): each one of the member's own uploads
// (checked on the server) with what it shows.

/** One of the caller's uploads (checked on the server), by its address. */
const uploadPath = z.string().trim().regex(UPLOAD_PATH, 'Must be a photo you uploaded');

/** A photo with what it shows (its alt text). */
export const photoSchema = z.strictObject({
  url: uploadPath,
  alt: requiredText(LIMITS.imageAltMax).refine(
    hasVisibleLetters,
    coded('photos.altRequired', PHOTO_MESSAGES.altRequired),
  ),
});
export type Photo = z.infer<typeof photoSchema>;

/** A refine rather than .max: zod leaves a check's own params (the code) out of its issue. */
export const photosSchema = z
  .array(photoSchema)
  .refine((photos) => photos.length <= PHOTO_LIMITS.max, coded('photos.tooMany', PHOTO_MESSAGES.tooMany));
