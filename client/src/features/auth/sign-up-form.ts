import { brokenPasswordRule, signUpFormSchema } from '@green-circle/contract';
import type { SubmissionResult } from '@conform-to/react';
import { z } from 'zod';

/** The form part that carries a chosen photo file (added by the page's JavaScript). */
export const PHOTO_FILE = 'photoFile';

// The fields' labels, by catalogue key. The password has no label in its toasts: each rule's
// message says it all.
export const SIGN_UP_LABELS = { name: 'signUp.name', email: 'auth.email', photoURL: 'signUp.photoUrl' } as const;

/** A chosen photo file in the submitted form, or null. */
export function photoFileOf(formData: FormData): File | null {
  const file = formData.get(PHOTO_FILE);
  return file !== null && typeof file !== 'string' && file.size > 0 ? file : null;
}

/**
 * The sign-up form, checked by the action: every field at once (a missing photo no longer hides a
 * short password). The password reads the first rule it breaks, in the spec's order (a blank one
 * reads the first rule, not a bare 'Required'). A chosen photo file stands in for the Photo URL.
 */
export function signUpSchema(withFile: boolean) {
  return signUpFormSchema.extend({
    password: z
      .string()
      .optional()
      .superRefine((password, context) => {
        const broken = brokenPasswordRule(password ?? '');
        if (broken) context.addIssue({ code: 'custom', ...broken });
      }),
    ...(withFile ? { photoURL: z.string().optional() } : {}),
  });
}

/** What the browser posts once it has made the account: its fresh ID token, never the password. */
export const createdFormSchema = z.object({
  name: signUpFormSchema.shape.name,
  email: signUpFormSchema.shape.email,
  photoURL: z.string().optional(),
  idToken: z.string().min(1),
});

/** The sign-up action's answer. */
export interface SignUpAnswer {
  result?: SubmissionResult<string[]>;
  /** The form is fine and the name free: the browser may make the account now. */
  checked?: boolean;
  /** The account is made and the session set. */
  signedIn?: boolean;
  /** The e-mail already has an account: the page offers the login instead. */
  emailTaken?: boolean;
}
