import { parseWithZod } from '@conform-to/zod/v4';
import { issueWords, said } from '@green-circle/contract/said';
import type { z } from 'zod';
import type { $ZodIssue } from 'zod/v4/core';

/** Marks an issue of a value that was not sent (zod's issues do not carry the input). */
const MISSING = 'missing';

/**
 * A form's submission checked with the contract's schema: what every route action does first,
 * the one place a form's rules and the spec's messages live. Each error is its code (issue 56:
 * contract/src/said.ts, `field.atMost?n=120`, a rule's own `messages.needsVisibleLetters`), which
 * the form draws in the reader's language. Conform reads an empty field as missing, and a missing
 * field always reads 'Required' (`field.required`) rather than zod's "expected string, received
 * undefined" (or "Invalid option" for a select nobody chose). Pages import it only where the
 * browser must check before calling the identity service (sign-in, sign-up): it brings zod.
 */
export function parseForm<Schema extends z.ZodType>(formData: FormData, schema: Schema) {
  return parseWithZod(formData, {
    schema,
    error: (issue) => (issue.input === undefined ? MISSING : undefined),
    formatError: (issues: $ZodIssue[]) =>
      issues.map((issue) => {
        const { code, values } = issueWords(issue, issue.message === MISSING);
        return said(code, values);
      }),
  });
}
