import type { Store } from '../../store/store';
import { contentKind, type TargetKinds } from './content-kind';
import type { People } from './people';

/** Tips, comments and gardeners. */
export function coreTargetKinds(store: Store, people: People): TargetKinds {
  return {
    tip: contentKind(
      (id) => store.getTip(id),
      (tip) => ({
        authorUid: tip.authorUid,
        text: `${tip.title}\n${tip.description}`,
        moderation: tip.moderation,
        tipId: tip._id,
      }),
      (id, mark) => store.setTipModeration(id, mark),
    ),
    comment: contentKind(
      (id) => store.getComment(id),
      // A deleted comment is gone for reports and moderation alike (its text is).
      (comment) =>
        comment.deleted
          ? null
          : { authorUid: comment.authorUid, text: comment.body, moderation: comment.moderation, tipId: comment.tipId },
      (id, mark) => store.setCommentModeration(id, mark),
    ),
    gardener: {
      async find(authorId) {
        const uid = await people.uidOf(authorId.toLowerCase());
        if (uid === null) return null;
        return { authorUid: uid, preview: (await people.person(uid)).displayName, hiddenAt: null };
      },
    },
  };
}
