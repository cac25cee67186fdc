import type { z } from 'zod';

/**
 * The first problem of a failed form parse, in the form's field order, as one sentence
 * for a toast: "Name is required." or the field's own sentence ("Enter a valid e-mail
 * address, like name@example.com."). Short rule texts ("At most 100 characters") get the
 * field's label in front: "Name: At most 100 characters".
 */
export function firstFormProblem(error: z.ZodError, labels: Record<string, string>): string | null {
  for (const [field, label] of Object.entries(labels)) {
    const issue = error.issues.find((i) => i.path[0] === field);
    if (!issue) continue;
    if (issue.message === 'Required') return `${label} is required.`;
    return issue.message.endsWith('.') ? issue.message : `${label}: ${issue.message}`;
  }
  return null;
}
