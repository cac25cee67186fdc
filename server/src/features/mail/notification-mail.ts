import { MODERATION_NOTICE_KINDS, type EmailKind, type NotificationKind } from '@green-circle/contract';
import type { NewMail } from './store';
import type { NewNotification } from '../notifications/store';

/** The notifications that are also e-mailed, and as which kind (likes, follows: the site only). */
const EMAILED: Partial<Record<NotificationKind, EmailKind>> = {
  reply: 'reply',
  comment: 'comment',
  trial: 'trial',
  // A plan follower's report is a report on the author's tip; the follower's own question is its own kind.
  planReport: 'trial',
  planFollowUp: 'planFollowUp',
  shared: 'shared',
  question: 'question',
  answer: 'answer',
  helpful: 'answer',
  ...Object.fromEntries(MODERATION_NOTICE_KINDS.map((kind) => [kind, 'moderation'])),
};

/**
 * The e-mail a notification brings, written with it in its transaction (the notifications
 * store calls this): keyed by the notification's action (groupKey and actor), so a repeat of
 * the action writes no second e-mail. Whether it goes is decided when it is sent: the
 * member's e-mail settings, verified address and account as they are then.
 */
export function mailOfNotification(note: NewNotification): NewMail | null {
  const kind = EMAILED[note.kind];
  if (kind === undefined) return null;
  return {
    uid: note.recipientUid,
    kind,
    // A shared tip's groupKey is the same for each of its author's followers: the key names the follower.
    // So is a question's for each member it is routed to.
    dedupeKey:
      note.kind === 'shared' || note.kind === 'question'
        ? `${note.groupKey}:${note.recipientUid}`
        : `${note.groupKey}:${note.actorUid ?? ''}`,
    payload: {
      tipId: note.tipId ?? null,
      commentId: note.commentId ?? null,
      ...(note.questionId ? { questionId: note.questionId } : {}),
      ...(note.kind === 'helpful' ? { notice: 'helpful' } : {}),
      actorUid: note.actorUid,
      outcome: note.outcome ?? null,
      ...(note.kind === 'planFollowUp' ? { until: note.until ?? null } : {}),
      ...(kind === 'moderation' ? { notice: note.kind, reason: note.reason ?? null, until: note.until ?? null } : {}),
    },
    createdAt: note.createdAt,
  };
}
