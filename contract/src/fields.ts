import { z } from 'zod';
import { LIMITS, LOCAL_IMAGE_PREFIX } from './constants';
import { UPLOAD_PATH } from './uploads';
import { MESSAGES } from './messages';
import { coded, FIELD_CODES } from './said';
import { hasInvisibleCharacters, hasVisibleLetters } from './text';

const { imageNeedsHttps: IMAGE_NEEDS_HTTPS, emailInvalid: EMAIL_INVALID } = MESSAGES;

/**
 * A member-written text: trimmed, NFC-normalised (so "é" typed two ways is one text), and free
 * of invisible or direction-changing characters. `multiline` allows tabs and line breaks.
 */
export const safeText = (max: number, { multiline = false } = {}) =>
  z
    .string()
    .trim()
    .normalize('NFC')
    .max(max, `At most ${max} characters`)
    .refine(
      (value) => !hasInvisibleCharacters(value, { multiline }),
      coded('messages.invisibleCharacters', MESSAGES.invisibleCharacters),
    );

/** A required text: trimmed and normalised, then 1..max characters, no invisible characters. */
export const requiredText = (max: number, options: { multiline?: boolean } = {}) =>
  safeText(max, options).min(1, 'Required');

/** A required text that must also say something: at least one visible letter or digit (titles, names). */
export const visibleText = (max: number) =>
  requiredText(max).refine(hasVisibleLetters, coded('messages.needsVisibleLetters', MESSAGES.needsVisibleLetters));

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

const LOCAL_IMAGE = /^\/images\/[a-z0-9][a-z0-9/_-]*\.(svg|png|jpe?g|webp)$/;

/** An http(s) URL, so `javascript:` and `data:` can never reach an <img> or a link. */
export const httpUrl = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(LIMITS.urlMax, `At most ${LIMITS.urlMax} characters`)
  .refine(isHttpUrl, coded(FIELD_CODES.httpUrl, 'Must be an http or https URL'));

const isHttpsUrl = (value: string) => isHttpUrl(value) && new URL(value).protocol === 'https:';

/**
 * Tip images: an https URL, one of the images the site ships (e.g. /images/tips/compost.svg), or
 * a photo uploaded to the API (/uploads/<id>/<w>x<h>.webp). Plain http is refused: the client's
 * CSP (img-src https:) would block it and the tip would show a broken picture.
 */
export const imageUrl = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(LIMITS.urlMax, `At most ${LIMITS.urlMax} characters`)
  .refine((value) => !/^http:/i.test(value), coded('messages.imageNeedsHttps', IMAGE_NEEDS_HTTPS))
  .refine(
    (value) =>
      /^http:/i.test(value) ||
      isHttpsUrl(value) ||
      (value.startsWith(LOCAL_IMAGE_PREFIX) && LOCAL_IMAGE.test(value)) ||
      UPLOAD_PATH.test(value),
    coded(FIELD_CODES.httpsUrl, 'Must be an https:// address'),
  );

export const email = z.string().trim().toLowerCase().max(LIMITS.emailMax).pipe(z.email(EMAIL_INVALID));

/** 24 hex characters: the id format of both stores. */
export const objectId = z.string().regex(/^[0-9a-f]{24}$/i, 'Must be a 24-character hex id');
