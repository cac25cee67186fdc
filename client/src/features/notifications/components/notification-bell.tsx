import { LineIcon } from '#app/components/ui/line-icons';
import { Link } from 'react-router';
import { useT } from '#app/i18n/i18n';
import { useUnreadCount } from './use-unread-count';

/** The navbar's bell: a link to the notifications page with the unread count on it. */
export function NotificationBell({ active, to }: { active: boolean; to: string }) {
  const t = useT();
  const count = useUnreadCount(active);
  const label = count > 0 ? t('notifications.bellUnread', { n: count }) : t('notifications.bell');
  return (
    <Link to={to} className="btn btn-ghost btn-circle btn-sm relative" aria-label={label} title={label}>
      <LineIcon name="bell" className="h-5 w-5" />
      {count > 0 && (
        <span
          data-testid="unread-count"
          className="badge badge-error badge-xs absolute -right-1 -top-1 h-5 min-w-5 px-1 text-[0.7rem] font-bold"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
