// What the moderation page's action answers a queue entry's form (no zod here: the page loads it).
import type { SubmissionResult } from '@conform-to/react';

/** Which queue entry's form an answer is about: each entry's errors show beside its own fields. */
export const moderationFormId = (kind: string, id: string) => `moderate-${kind}-${id}`;

export type ModerationAnswer = {
  ok: boolean;
  form?: string;
  /** The form's state (conform's submission reply): its errors, or an emptied form once done. */
  result?: SubmissionResult<string[]> | null;
};
