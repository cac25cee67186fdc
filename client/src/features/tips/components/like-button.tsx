import { MESSAGES } from '@green-circle/contract/messages';
import { useRef } from 'react';
import { notify } from '../../../lib/notify';
import { likeTip } from '../api/like-tip';
import { HeartIcon } from './heart-icon';

export interface LikeState {
  likes: number;
  liked: boolean;
}

interface LikeButtonProps {
  tipId: string;
  state: LikeState;
  onChange: (state: LikeState) => void;
}

/**
 * One like per member: the count rises at once, and the server's answer either confirms
 * it (its count wins) or rolls it back with the spec's toast. Once liked, clicks do nothing.
 */
export function LikeButton({ tipId, state, onChange }: LikeButtonProps) {
  // Guards the gap between a click and the re-render that marks the tip liked.
  const sending = useRef(false);

  async function like() {
    if (state.liked || sending.current) return;
    sending.current = true;
    const before = state;
    onChange({ likes: before.likes + 1, liked: true });
    try {
      const result = await likeTip(tipId);
      onChange({ likes: result.likes, liked: true });
    } catch {
      onChange(before);
      notify.error(MESSAGES.likeFailed);
    } finally {
      sending.current = false;
    }
  }

  return (
    <button
      type="button"
      className={`btn gap-2 ${state.liked ? 'btn-secondary' : 'btn-outline btn-secondary'}`}
      aria-pressed={state.liked}
      onClick={like}
    >
      <HeartIcon filled={state.liked} />
      {state.liked ? MESSAGES.liked : MESSAGES.like}
      <span className="badge badge-sm border-current bg-transparent text-current">
        {state.likes}
        <span className="sr-only">{state.likes === 1 ? ' like' : ' likes'}</span>
      </span>
    </button>
  );
}
