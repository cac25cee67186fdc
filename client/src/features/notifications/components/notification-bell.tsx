import { Link } from 'react-router';
import { useUnreadCount } from './use-unread-count';

/** The navbar's bell: a link to the notifications page with the unread count on it. */
export function NotificationBell({ active, to }: { active: boolean; to: string }) {
  const count = useUnreadCount(active);
  const label = count > 0 ? `Notifications, ${count} unread` : 'Notifications';
  return (
    <Link to={to} className="btn btn-ghost btn-circle btn-sm relative" aria-label={label} title={label}>
      <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
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
