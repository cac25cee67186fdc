import type { ModerationMark } from '@green-circle/contract';
import { useT } from '#app/i18n/i18n';

/** What the author of something moderators hid sees on it: that nobody else can, and why. */
export function ModerationNotice({ mark }: { mark: ModerationMark }) {
  const t = useT();
  return (
    <div role="status" className="alert alert-warning" data-testid="moderation-notice">
      <div>
        <p className="font-semibold">{t('safety.hiddenByModerators')}</p>
        <p className="[overflow-wrap:anywhere]">{t('safety.reasonIs', { reason: mark.reason })}</p>
      </div>
    </div>
  );
}
