import type { ModerationMark, ReportKind } from '@green-circle/contract';
import type { Store } from '../../store/store';
import type { People } from './people';

/** What reports and moderation need to know of a reported thing. */
export interface FoundTarget {
  authorUid: string;
  /** The content as it reads now, for the moderators' queue. */
  preview: string;
  /** When moderators (or auto-hide) hid it; null when shown. */
  hiddenAt: string | null;
  /** The tip it is on (a tip's own id), where a moderator reads it in place; none for a gardener. */
  tipId?: string;
  /** The question it is (or is an answer to), where a moderator reads it in place. */
  questionId?: string;
}

/**
 * One kind of report target. Content kinds (tips, comments) can be hidden and restored;
 * gardeners cannot (they are suspended instead). Adding a kind is one entry in the map that
 * createApp passes to safetyRoutes.
 */
export interface TargetKind {
  find(id: string): Promise<FoundTarget | null>;
  hide?(id: string, mark: ModerationMark): Promise<void>;
  restore?(id: string): Promise<void>;
}

export type TargetKinds = Partial<Record<ReportKind, TargetKind>>;

const PREVIEW_MAX = 400;

/** Tips, comments and gardeners. */
export function coreTargetKinds(store: Store, people: People): TargetKinds {
  return {
    tip: {
      async find(id) {
        const tip = await store.getTip(id);
        if (tip === null) return null;
        return {
          authorUid: tip.authorUid,
          preview: `${tip.title}\n${tip.description}`.slice(0, PREVIEW_MAX),
          hiddenAt: tip.moderation?.hiddenAt ?? null,
          tipId: tip._id,
        };
      },
      hide: async (id, mark) => void (await store.setTipModeration(id, mark)),
      restore: async (id) => void (await store.setTipModeration(id, null)),
    },
    comment: {
      // A deleted comment is gone for reports and moderation alike (its text is).
      async find(id) {
        const comment = await store.getComment(id);
        if (comment === null || comment.deleted) return null;
        return {
          authorUid: comment.authorUid,
          preview: comment.body.slice(0, PREVIEW_MAX),
          hiddenAt: comment.moderation?.hiddenAt ?? null,
          tipId: comment.tipId,
        };
      },
      hide: async (id, mark) => void (await store.setCommentModeration(id, mark)),
      restore: async (id) => void (await store.setCommentModeration(id, null)),
    },
    gardener: {
      async find(authorId) {
        const uid = await people.uidOf(authorId.toLowerCase());
        if (uid === null) return null;
        return { authorUid: uid, preview: (await people.person(uid)).displayName, hiddenAt: null };
      },
    },
  };
}
