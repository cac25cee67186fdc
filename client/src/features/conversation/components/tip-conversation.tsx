import type { Tip, Trial } from '@green-circle/contract';
import type { CommentPage } from '../api/comments';
import { Conversation, type CommentMenu } from './conversation';
import { Evidence } from './evidence';

const PANEL = 'card mx-auto mt-6 w-full max-w-3xl bg-base-100 shadow-md';

/**
 * What follows a tip on its page: its evidence, then the conversation, as the loader read them
 * (drawn on the server too: readable, and writable, before the JavaScript runs). memberUid: the
 * signed-in member (whose draft the comment box keeps), or null for a visitor.
 */
export function TipConversation({
  tip,
  comments,
  trials,
  memberUid,
  verified = true,
  commentMenu,
}: {
  tip: Tip;
  comments: CommentPage | null;
  trials: Trial[] | null;
  memberUid: string | null;
  verified?: boolean;
  /** Each comment's '⋯' menu, from the route (the safety feature's Block and Report). */
  commentMenu?: CommentMenu;
}) {
  return (
    <>
      <div className={PANEL}>
        <div className="card-body px-4 sm:px-6">
          <Evidence tip={tip} trials={trials} memberUid={memberUid} />
        </div>
      </div>
      <div className={PANEL}>
        <div className="card-body px-4 sm:px-6">
          <Conversation
            tipId={tip._id}
            comments={comments}
            memberUid={memberUid}
            verified={verified}
            commentMenu={commentMenu}
          />
        </div>
      </div>
    </>
  );
}
