import type { LikeResult, Tip } from '@green-circle/contract';
import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { useNeedsConnection } from '#app/components/ui/offline-line';
import { BlockedReason } from '#app/components/ui/blocked-reason';
import { LineIcon } from '#app/components/ui/line-icons';
import { useT } from '#app/i18n/i18n';

/** What the details route's action answers a like: the tip's new count, or null (why not is a toast in the flash cookie). */
export interface LikeAnswer {
  like: LikeResult | null;
}

/**
 * The member's like of a tip, sent to the details route's action through a fetcher: while
 * it is on its way the tip shows liked with one more like (optimistic); the answer's count
 * then wins, and a failure (toasted) leaves the loader's state, which is the rollback. Once
 * liked, further likes are not sent.
 */
export function useLike(tip: Tip) {
  const fetcher = useFetcher<LikeAnswer>();
  // Asked at the tap, before the fetcher's own state says so: the submit reaches the router a tick
  // later (its request context is made first), and a second tap meanwhile must not send again.
  // The ask holds until an answer other than the one on hand when it was made arrives.
  const [asked, setAsked] = useState<{ before: LikeAnswer | undefined } | null>(null);
  const sending = (asked !== null && asked.before === fetcher.data) || fetcher.state !== 'idle';
  const state = sending
    ? { likes: tip.likes + 1, liked: true }
    : (fetcher.data?.like ?? { likes: tip.likes, liked: tip.likedByMe ?? false });

  const like = () => {
    if (state.liked || sending) return;
    setAsked({ before: fetcher.data });
    void fetcher.submit({ intent: 'like' }, { method: 'post' });
  };
  return { ...state, like };
}

/**
 * A heart icon (SVG: an emoji is a box where no emoji font is installed), the word and the count.
 * A form's submit button: a tap before the page's JavaScript runs posts the like to the route's
 * server action (the page comes back liked); once it runs, `onLike` sends it without leaving the
 * page. With `blockedReason`, disabled with the reason beside it (a member who cannot like yet
 * sees why before trying).
 */
export function LikeButton({
  liked,
  likes,
  onLike,
  blockedReason,
}: {
  liked: boolean;
  likes: number;
  onLike: () => void;
  blockedReason?: string | null;
}) {
  const reasonId = useId();
  const offline = useNeedsConnection();
  const t = useT();
  return (
    <form method="post" className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <input type="hidden" name="intent" value="like" />
      <button
        type="submit"
        className={`btn gap-2 ${liked ? 'btn-secondary' : 'btn-outline btn-secondary'}`}
        aria-pressed={liked}
        disabled={!!blockedReason || offline.disabled}
        aria-describedby={blockedReason ? reasonId : offline['aria-describedby']}
        title={offline.title}
        onClick={(event) => {
          event.preventDefault();
          onLike();
        }}
      >
        <LineIcon name="heart" filled={liked} className="h-5 w-5" />
        {liked ? t('messages.liked') : t('messages.like')}
        <span className="badge badge-sm border-current bg-transparent text-current">
          {likes}
          <span className="sr-only"> {t('card.likes', { n: likes })}</span>
        </span>
      </button>
      {blockedReason && <BlockedReason id={reasonId} reason={blockedReason} />}
    </form>
  );
}
