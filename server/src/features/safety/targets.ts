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
}

/**
 * One kind of report target. Content kinds (tips, comments) can be hidden and restored;
 * gardeners cannot (they are suspended instead). Adding a kind is one entry in the map that
 * createApp passes to safetyRoutes: comments plug in here.
 */
export interface TargetKind {
  find(id: string): Promise<FoundTarget | null>;
  hide?(id: string, mark: ModerationMark): Promise<void>;
  restore?(id: string): Promise<void>;
}

export type TargetKinds = Partial<Record<ReportKind, TargetKind>>;

const PREVIEW_MAX = 400;

/** Tips and gardeners, the kinds this release has. */
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
        };
      },
      hide: async (id, mark) => void (await store.setTipModeration(id, mark)),
      restore: async (id) => void (await store.setTipModeration(id, null)),
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
