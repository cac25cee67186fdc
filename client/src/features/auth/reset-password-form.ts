import { brokenPasswordRule } from '@green-circle/contract';
import type { SubmissionResult } from '@conform-to/react';
import { z } from 'zod';

/**
 * The new password, by the sign-up's rules one at a time in the spec's order (a blank one reads
 * the first), and the reset link's code, carried in the form.
 */
export const newPasswordSchema = z
  .object({ oobCode: z.string().trim().min(1).max(1000), password: z.string().optional() })
  .superRefine(({ password }, context) => {
    const broken = brokenPasswordRule(password ?? '');
    if (broken) context.addIssue({ code: 'custom', path: ['password'], ...broken });
  });

/** What the reset page's action answered: the checked form (errors beside the field), a spent link, or done. */
export interface ResetAnswer {
  result?: SubmissionResult<string[]>;
  linkSpent?: boolean;
  done?: boolean;
}

/** The identity service's refusal of a password, said as the first of our rules (it asks less than they do). */
export const WEAK_PASSWORD = 'messages.passwordTooShort';
