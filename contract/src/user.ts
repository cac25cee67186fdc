import { z } from 'zod';
import { coded } from './said';
import { LANGUAGES, LIMITS } from './constants';
import { email, httpUrl, objectId, safeText, visibleText } from './fields';
import { MESSAGES } from './messages';
import { hasVisibleLetters } from './text';
import { bioSchema } from './people';

/** A display name that may be left empty: normalised, no invisible characters, and when given, readable. */
const optionalName = safeText(LIMITS.nameMax).refine(
  (name) => name === '' || hasVisibleLetters(name),
  coded('messages.needsVisibleLetters', MESSAGES.needsVisibleLetters),
);

/**
 * Body of POST /users. email and uid come from the token; what the body says of them is
 * ignored. The spec's two shapes (e-mail sign-up: name, creationTime, lastSignInTime;
 * Google: displayName, photoURL) both fit.
 */
export const userInputSchema = z.object({
  name: optionalName.optional(),
  displayName: optionalName.optional(),
  photoURL: z.union([httpUrl, z.literal('')]).optional(),
  /** The language of the page the member signed up on: their verification e-mail's, until they choose one. */
  language: z.enum(LANGUAGES).optional(),
  // No dates: a record's creationTime and lastSignInTime are the server's clock (an old
  // client's are dropped like any unknown field).
});
export type UserInput = z.infer<typeof userInputSchema>;

export const userSchema = z.object({
  _id: objectId,
  uid: z.string(),
  email: z.string(),
  /** Whether the address was verified when the member was last seen; an unverified member's name holds off only the unverified. */
  emailVerified: z.boolean(),
  name: z.string(),
  photoURL: z.string(),
  creationTime: z.string(),
  lastSignInTime: z.string(),
  /** Only in the owner's own record (GET /users?email= for themselves). */
  role: z.enum(['member', 'moderator', 'admin']).optional(),
  /** Until when the member is suspended (ISO), when they are. */
  suspendedUntil: z.string().nullable().optional(),
  /** Only in the owner's own record: the language they chose for the site ('' before they choose). */
  language: z.union([z.enum(LANGUAGES), z.literal('')]).optional(),
});
export type User = z.infer<typeof userSchema>;

/**
 * Body of PATCH /users/me: the name and photo other members see. A name another member
 * already uses is a 409 (MESSAGES.nameTaken). Unknown keys are refused.
 */
export const userProfileSchema = z.strictObject({
  name: visibleText(LIMITS.nameMax).optional(),
  photoURL: z.union([httpUrl, z.literal('')]).optional(),
  /** Shown on the member's gardener page. */
  bio: bioSchema.optional(),
  /** Whether the gardener page shows the garden's hemisphere and zone; off until the member turns it on. */
  showGarden: z.boolean().optional(),
  /** The site's language for this member, on every browser they sign in on (issue 39). */
  language: z.enum(LANGUAGES).optional(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** Query of GET /users/name-available: the name the sign-up form is about to use. */
export const nameQuerySchema = z.strictObject({ name: visibleText(LIMITS.nameMax) });

/** The profile overlay form (client side; the identity provider stores it, and PATCH /users/me). */
export const profileFormSchema = z.object({
  name: visibleText(LIMITS.nameMax),
  email,
  photoURL: z.union([httpUrl, z.literal('')]),
  /** Asked only when the e-mail changes: the identity service wants a recent sign-in for that. */
  currentPassword: z.string().max(4096).optional(),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;
