import type { Ref } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { LineIcon, type LineIconName } from '../../components/ui/line-icons';
import { paths } from '../../config/paths';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { useAuth } from '../../lib/auth-provider';

const iconLinks: { to: string; label: string; icon: LineIconName }[] = [
  { to: paths.home, label: 'Home', icon: 'home' },
  { to: '/#about', label: 'About', icon: 'info' },
  { to: '/#contact', label: 'Contact', icon: 'mail' },
];

interface DashboardTopbarProps {
  drawerOpen: boolean;
  onOpenDrawer: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
  drawerId: string;
}

export function DashboardTopbar({ drawerOpen, onOpenDrawer, menuButtonRef, drawerId }: DashboardTopbarProps) {
  const { user } = useAuth();
  const name = user?.displayName || 'Member';

  return (
    <header className="sticky top-0 z-30 flex min-h-16 items-center gap-2 border-b border-base-300 bg-base-100/95 px-2 backdrop-blur sm:px-4">
      <button
        ref={menuButtonRef}
        type="button"
        className="btn btn-ghost btn-square lg:hidden"
        aria-label="Open dashboard menu"
        aria-expanded={drawerOpen}
        aria-controls={drawerId}
        onClick={onOpenDrawer}
      >
        <LineIcon name="menu" />
      </button>
      <span className="text-lg font-semibold md:hidden">Dashboard</span>

      <nav aria-label="Site" className="hidden items-center gap-1 md:flex">
        {iconLinks.map((link) => (
          <Link
            key={link.label}
            to={link.to}
            className="btn btn-ghost btn-square btn-sm"
            aria-label={link.label}
            title={link.label}
          >
            <LineIcon name={link.icon} className="h-5 w-5" />
          </Link>
        ))}
        <Link to={paths.dashboard} className="btn btn-ghost btn-sm">
          Dashboard
        </Link>
      </nav>

      <div className="ml-auto flex min-w-0 items-center gap-3">
        {/* The navbar's own bell: the unread count, opening the notifications. */}
        <NotificationBell active={Boolean(user?.email)} to={paths.notifications} />
        <div className="hidden min-w-0 text-right md:block">
          <p className="truncate text-sm font-semibold">{name}</p>
          <p className="truncate text-xs text-base-content/80">{user?.email}</p>
        </div>
        <Avatar src={user?.photoURL} name={name} className="h-9 w-9 text-sm" />
      </div>
    </header>
  );
}
