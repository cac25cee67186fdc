import type { Tip, Trial } from '@green-circle/contract';
import type { ComponentProps } from 'react';
import { Conversation } from './conversation';
import { Evidence } from './evidence';

const PANEL = 'card mx-auto mt-6 w-full max-w-3xl bg-base-100 shadow-md';

/**
 * What follows a tip on its page: its evidence, then the conversation, as the loader read them
 * (drawn on the server too: readable, and writable, before the JavaScript runs). memberUid: the
 * signed-in member (whose draft the comment box keeps), or null for a visitor.
 */
export function TipConversation({
  tip,
  trials,
  ...conversation
}: {
  tip: Tip;
  trials: Trial[] | null;
} & Omit<ComponentProps<typeof Conversation>, 'tipId'>) {
  return (
    <>
      <div className={PANEL}>
        <div className="card-body px-4 sm:px-6">
          <Evidence tip={tip} trials={trials} memberUid={conversation.memberUid} />
        </div>
      </div>
      <div className={PANEL}>
        <div className="card-body px-4 sm:px-6">
          <Conversation tipId={tip._id} {...conversation} />
        </div>
      </div>
    </>
  );
}
