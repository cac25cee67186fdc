import type { Tip } from '@green-circle/contract';
import { Conversation, type CommentMenu } from './conversation';
import { Evidence } from './evidence';

const PANEL = 'card mx-auto mt-6 w-full max-w-3xl bg-base-100 shadow-md';

/** What follows a tip on its page (a route loads it lazily): its evidence, then the conversation. */
/** memberUid: the signed-in member (whose draft the comment box keeps), or null for a visitor. */
export default function TipConversation({
  tip,
  memberUid,
  verified = true,
  commentMenu,
}: {
  tip: Tip;
  memberUid: string | null;
  verified?: boolean;
  /** Each comment's '⋯' menu, from the route (the safety feature's Block and Report). */
  commentMenu?: CommentMenu;
}) {
  return (
    <>
      <div className={PANEL}>
        <div className="card-body px-4 sm:px-6">
          <Evidence tip={tip} memberUid={memberUid} />
        </div>
      </div>
      <div className={PANEL}>
        <div className="card-body px-4 sm:px-6">
          <Conversation tipId={tip._id} memberUid={memberUid} verified={verified} commentMenu={commentMenu} />
        </div>
      </div>
    </>
  );
}
