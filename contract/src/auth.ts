import { z } from 'zod';
import { LIMITS } from './constants';
import { email, httpUrl, visibleText } from './fields';
import { MESSAGES } from './messages';

/**
 * The sign-up password rules in the spec's order. The first failing rule is the one
 * shown, so the messages are checked one at a time rather than all at once.
 */
export const PASSWORD_RULES = [
  { test: (p: string) => p.length >= LIMITS.passwordMin, message: MESSAGES.passwordTooShort },
  { test: (p: string) => /[A-Z]/.test(p), message: MESSAGES.passwordNeedsUppercase },
  { test: (p: string) => /[a-z]/.test(p), message: MESSAGES.passwordNeedsLowercase },
  { test: (p: string) => /[^A-Za-z0-9]/.test(p), message: MESSAGES.passwordNeedsSpecial },
] as const;

/** The first rule the password breaks, or null when it passes them all. */
export function passwordProblem(password: string): string | null {
  return PASSWORD_RULES.find((rule) => !rule.test(password))?.message ?? null;
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
