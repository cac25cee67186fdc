import type { z } from 'zod';

/**
 * The first problem of a failed form parse, in the form's field order, as one sentence
 * for a toast: "Photo URL: Must be an http or https URL".
 */
export function firstFormProblem(error: z.ZodError, labels: Record<string, string>): string | null {
  for (const [field, label] of Object.entries(labels)) {
    const issue = error.issues.find((i) => i.path[0] === field);
    if (issue) return `${label}: ${issue.message}`;
  }
  return null;
}
