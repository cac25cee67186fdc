import type { ModerationMark } from '@green-circle/contract';
import { SAFETY_MESSAGES } from '@green-circle/contract/messages';

/** What the author of something moderators hid sees on it: that nobody else can, and why. */
export function ModerationNotice({ mark }: { mark: ModerationMark }) {
  return (
    <div role="status" className="alert alert-warning" data-testid="moderation-notice">
      <div>
        <p className="font-semibold">{SAFETY_MESSAGES.hiddenByModerators}</p>
        <p className="[overflow-wrap:anywhere]">Reason: {mark.reason}</p>
      </div>
    </div>
  );
}
