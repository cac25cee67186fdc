import { z } from 'zod';
import { LIMITS } from './constants';
import { email, httpUrl, visibleText } from './fields';
import { MESSAGES } from './messages';
import { coded } from './said';

/**
 * The sign-up password rules in the spec's order. The first failing rule is the one
 * shown, so the messages are checked one at a time rather than all at once.
 */
export const PASSWORD_RULES = [
  {
    test: (p: string) => p.length >= LIMITS.passwordMin,
    ...coded('messages.passwordTooShort', MESSAGES.passwordTooShort),
  },
  {
    test: (p: string) => /[A-Z]/.test(p),
    ...coded('messages.passwordNeedsUppercase', MESSAGES.passwordNeedsUppercase),
  },
  {
    test: (p: string) => /[a-z]/.test(p),
    ...coded('messages.passwordNeedsLowercase', MESSAGES.passwordNeedsLowercase),
  },
  {
    test: (p: string) => /[^A-Za-z0-9]/.test(p),
    ...coded('messages.passwordNeedsSpecial', MESSAGES.passwordNeedsSpecial),
  },
] as const;

/** The first rule the password breaks, or null when it passes them all. */
export function passwordProblem(password: string): string | null {
  return brokenPasswordRule(password)?.message ?? null;
}

/** The first rule the password breaks as a schema's issue (its English and its code), or null. */
export function brokenPasswordRule(password: string): ReturnType<typeof coded> | null {
  const rule = PASSWORD_RULES.find((candidate) => !candidate.test(password));
  return rule ? { message: rule.message, params: rule.params } : null;
}

export const signUpFormSchema = z.object({
  name: visibleText(LIMITS.nameMax),
  email,
  photoURL: httpUrl,
  password: z.string().min(1, 'Required'),
});
export type SignUpForm = z.infer<typeof signUpFormSchema>;

export const loginFormSchema = z.object({
  email,
  password: z.string().min(1, 'Required'),
});
export type LoginForm = z.infer<typeof loginFormSchema>;
