import type { ModerationNoticeKind, ReportKind } from '@green-circle/contract';
import type { Store } from '../../store/store';
import type { FoundTarget } from './content-kind';

type Action = 'hide' | 'restore' | 'suspend';

const KINDS: Record<ReportKind, Partial<Record<Action, ModerationNoticeKind>>> = {
  tip: { hide: 'tip-hidden', restore: 'tip-restored' },
  comment: { hide: 'comment-hidden', restore: 'comment-restored' },
  gardener: { suspend: 'suspended', restore: 'suspension-lifted' },
  question: { hide: 'question-hidden', restore: 'question-restored' },
  answer: { hide: 'answer-hidden', restore: 'answer-restored' },
};

/**
 * Tells the author what moderators (or auto-hide) did to their tip, comment or account: a
 * notice of its own kind with the reason, a suspension with its end. It names no moderator
 * (no actor). Each action is its own notice (keyed by its time), so hiding again after a
 * restore tells again.
 */
export async function tellAuthor(
  store: Store,
  target: { kind: ReportKind; id: string },
  found: FoundTarget,
  action: Action,
  details: { reason: string; at: string; until?: string },
): Promise<void> {
  const kind = KINDS[target.kind][action];
  if (kind === undefined) return;
  await store.notify({
    recipientUid: found.authorUid,
    kind,
    actorUid: null,
    tipId: found.tipId ?? null,
    commentId: target.kind === 'comment' ? target.id : null,
    questionId: found.questionId ?? null,
    reason: details.reason,
    until: details.until ?? null,
    groupKey: `${kind}:${target.id}:${details.at}`,
    createdAt: details.at,
  });
}
