import { coded, email, loginFormSchema } from '@green-circle/contract';
import { MESSAGES } from '@green-circle/contract/messages';
import type { SubmissionResult } from '@conform-to/react';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { z } from 'zod';

/** The login form as the member fills it: the contract's e-mail and password, and 'Remember me'. */
export const signInFormSchema = z.object({ ...loginFormSchema.shape, remember: z.boolean().default(false) });

/**
 * What the browser posts once it has signed in with the identity service: the fresh ID token that
 * becomes the session, in place of the password (which never reaches this site's server).
 */
export const signedInFormSchema = z.object({
  email,
  remember: z.boolean().default(false),
  idToken: z.string().min(1),
});

/** What the Google pop-up's sign-in posts: its fresh ID token. */
export const googleFormSchema = z.object({ idToken: z.string().min(1) });

/** "Forgot password?": the address the reset e-mail goes to, asked for in the spec's words. */
export const resetFormSchema = z.object({
  email: z
    .string()
    .optional()
    .refine((value) => !!value?.trim(), coded('messages.resetEmailRequired', MESSAGES.resetEmailRequired))
    .transform((value) => value ?? '')
    .pipe(email),
});

/** What the login screen's action answered: the checked form, whether the session is set. */
export interface LoginAnswer {
  result?: SubmissionResult<string[]>;
  signedIn?: boolean;
  /** The form is valid: the browser's sign-in may go on (asked by the page's clientAction). */
  checked?: boolean;
  /** Signed in: where the member goes on to (the server's choice, a path of this site). */
  to?: string;
  /** "Forgot password?" was answered (the same whether or not an account uses the address). */
  resetSent?: boolean;
}

/**
 * The sign-in screens once their action has signed the member in: the screen goes on to the page
 * asked for itself (its loader would send the new member home, the remembered page aside); the
 * rest of the page (the navbar's member) is read again.
 */
export const unlessSignedIn = ({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  (actionResult as LoginAnswer | undefined)?.signedIn ? false : defaultShouldRevalidate;
