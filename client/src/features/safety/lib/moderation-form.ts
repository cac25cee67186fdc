// What the moderation page's action answers a queue entry's form (no zod here: the page loads it).

/** Which queue entry's form an answer is about: each entry's errors show beside its own fields. */
export const moderationFormId = (kind: string, id: string) => `moderate-${kind}-${id}`;

export type ModerationAnswer = {
  ok: boolean;
  form?: string;
  result?: { error?: Record<string, string[] | null> | null } | null;
  toast?: { kind: 'success' | 'error'; message: string };
};
