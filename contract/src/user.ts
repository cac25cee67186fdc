import { z } from 'zod';
import { LIMITS } from './constants';
import { email, httpUrl, objectId, requiredText } from './fields';

/**
 * Body of POST /users. email and uid come from the token; what the body says of them is
 * ignored. The spec's two shapes (e-mail sign-up: name, creationTime, lastSignInTime;
 * Google: displayName, photoURL) both fit.
 */
export const userInputSchema = z.object({
  name: z.string().trim().max(LIMITS.nameMax).optional(),
  displayName: z.string().trim().max(LIMITS.nameMax).optional(),
  photoURL: z.union([httpUrl, z.literal('')]).optional(),
  creationTime: z.string().max(100).optional(),
  lastSignInTime: z.string().max(100).optional(),
});
export type UserInput = z.infer<typeof userInputSchema>;

export const userSchema = z.object({
  _id: objectId,
  uid: z.string(),
  email: z.string(),
  name: z.string(),
  photoURL: z.string(),
  creationTime: z.string(),
  lastSignInTime: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** The profile overlay form (client side; the identity provider stores it). */
export const profileFormSchema = z.object({
  name: requiredText(LIMITS.nameMax),
  email,
  photoURL: z.union([httpUrl, z.literal('')]),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;
