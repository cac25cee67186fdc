import type { Comment } from '@green-circle/contract';
import type { SubmissionResult } from '@conform-to/react';

const INTENTS = ['comment', 'edit-comment', 'delete-comment', 'block-author', 'trial', 'withdraw-trial'] as const;
/** What a form under a tip asks tip details' action for. */
export type ConversationIntent = (typeof INTENTS)[number];
export const isConversationIntent = (intent: unknown): intent is ConversationIntent =>
  INTENTS.includes(intent as ConversationIntent);

/** What a conversation write answered: the comment it wrote or changed, or what it removed (its toast rides the flash cookie). */
export interface ConversationAnswer {
  intent: ConversationIntent;
  comment?: Comment;
  removed?: string;
  blocked?: string;
  /** The form's answer (conform's submission reply): its errors, or an emptied form after a done write. */
  result?: SubmissionResult<string[]> | null;
  /** The comment box the answer is for (see commentBoxId): a plain POST's refusal shows in that one. */
  box?: string;
}

/** Which comment box a form is: an edit of a comment, a reply to one, or the new comment under the tip. */
export const commentBoxId = ({ commentId, parentId }: { commentId?: unknown; parentId?: unknown }) =>
  typeof commentId === 'string' && commentId
    ? `edit:${commentId}`
    : typeof parentId === 'string' && parentId
      ? `reply:${parentId}`
      : 'new';

/** The fetcher of a comment box (see commentBoxId): its comment item reads the same answer to close the box once written. */
export const commentFetcherKey = (box: string) => `comment-box:${box}`;
