import type { ModerationMark, ReportKind } from '@green-circle/contract';

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

/** What a content kind reads of one item: its author and text, its moderators' mark, and where it is read. */
interface Content extends Pick<FoundTarget, 'authorUid' | 'tipId' | 'questionId'> {
  text: string;
  moderation: ModerationMark | null | undefined;
}

/**
 * A kind of content (a tip, a comment, a question, an answer): found by the store's read as moderators read it (its
 * text cut for their queue, when it was hidden), hidden and restored by setting its mark (null:
 * shown again). `content` null: gone for reports and moderation alike.
 */
export function contentKind<T>(
  read: (id: string) => Promise<T | null>,
  content: (item: T) => Content | null,
  setModeration: (id: string, mark: ModerationMark | null) => Promise<unknown>,
): TargetKind {
  return {
    async find(id) {
      const item = await read(id);
      const found = item === null ? null : content(item);
      if (found === null) return null;
      const { text, moderation, ...where } = found;
      return { ...where, preview: text.slice(0, PREVIEW_MAX), hiddenAt: moderation?.hiddenAt ?? null };
    },
    hide: async (id, mark) => void (await setModeration(id, mark)),
    restore: async (id) => void (await setModeration(id, null)),
  };
}
