import type { Notification } from '@green-circle/contract';
import type { Store } from '../../store/store';
import { publicPeople } from '../people';
import type { AuthorIds } from '../tips';
import { excerpt } from './excerpt';

/** How many of an entry's actors are named ("Maya, Omar and 3 others"); actorCount has them all. */
const NAMED_ACTORS = 3;

type StoredNotification = Awaited<ReturnType<Store['listNotifications']>>['items'][number];

/**
 * A member's notifications as they may read them now, wherever they are shown (the
 * notifications page, the week): a tip moderators hid (or by a gardener they block) is 404 to
 * all but its author, so its notification names neither it nor a comment on it; a comment is
 * quoted while it is there to read (not deleted, not hidden but to its author).
 */
export async function notificationViews(
  store: Store,
  authorIds: AuthorIds,
  uid: string,
  items: StoredNotification[],
): Promise<Notification[]> {
  const people = await publicPeople(
    store,
    authorIds,
    items.flatMap((n) => n.actorUids.slice(0, NAMED_ACTORS)),
  );
  const blocked = new Set(items.length === 0 ? [] : await store.blockedUids(uid));
  const mayRead = (authorUid: string | null, moderated: boolean) =>
    authorUid === uid || (authorUid !== null && !moderated && !blocked.has(authorUid));
  // A question (issue 57) as it is now: gone, hidden by moderators (but to its asker) or by a
  // gardener the reader blocks, it is not named.
  const questionIds = items.flatMap((n) => n.questionId ?? []);
  const questions = new Map(
    (questionIds.length === 0 ? [] : await store.questionsByIds(questionIds))
      .filter((q) => mayRead(q.authorUid, q.moderation !== null))
      .map((q) => [q._id, q.title]),
  );
  return items.map((n) => {
    const tipShown = n.tipTitle !== null && mayRead(n.tipAuthorUid, n.tipModerated);
    const quoted = tipShown && mayRead(n.commentAuthorUid, n.commentModerated) ? n.commentBody : null;
    return {
      _id: n._id,
      kind: n.kind,
      actors: n.actorUids.slice(0, NAMED_ACTORS).flatMap((actor) => people.get(actor) ?? []),
      actorCount: n.actorUids.length,
      tipId: tipShown ? n.tipId : null,
      tipTitle: tipShown ? n.tipTitle : null,
      commentId: tipShown ? n.commentId : null,
      ...(n.questionId === null
        ? {}
        : {
            questionId: questions.has(n.questionId) ? n.questionId : null,
            questionTitle: questions.get(n.questionId) ?? null,
          }),
      excerpt: quoted === null ? null : excerpt(quoted),
      outcome: n.outcome,
      reason: n.reason,
      until: n.until,
      createdAt: n.createdAt,
      read: n.read,
    };
  });
}
