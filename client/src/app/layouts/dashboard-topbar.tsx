import type { Ref } from 'react';
import { Link } from 'react-router';
import { Avatar } from '#app/components/ui/avatar';
import { LineIcon, type LineIconName } from '#app/components/ui/line-icons';
import { paths } from '#app/config/paths';
import { NotificationBell } from '#app/features/notifications/components/notification-bell';
import { useAuth } from '#app/lib/auth-provider';
import { useT, type MessageKey } from '#app/i18n/i18n';

const iconLinks: { to: string; label: MessageKey; icon: LineIconName }[] = [
  { to: paths.home, label: 'nav.home', icon: 'home' },
  { to: '/#about', label: 'dashboard.about', icon: 'info' },
  { to: '/#contact', label: 'footer.contact', icon: 'mail' },
];

interface DashboardTopbarProps {
  drawerOpen: boolean;
  onOpenDrawer: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
  drawerId: string;
}

export function DashboardTopbar({ drawerOpen, onOpenDrawer, menuButtonRef, drawerId }: DashboardTopbarProps) {
  const t = useT();
  const { user } = useAuth();
  const name = user?.displayName || t('nav.member');

  return (
    <header className="sticky top-0 z-30 flex min-h-16 items-center gap-2 border-b border-base-300 bg-base-100/95 px-2 backdrop-blur sm:px-4">
      <button
        ref={menuButtonRef}
        type="button"
        className="btn btn-ghost btn-square lg:hidden"
        aria-label={t('dashboard.openMenu')}
        aria-expanded={drawerOpen}
        aria-controls={drawerId}
        onClick={onOpenDrawer}
      >
        <LineIcon name="menu" />
      </button>
      <span className="text-lg font-semibold md:hidden">{t('nav.dashboard')}</span>

      <nav aria-label={t('dashboard.siteNav')} className="hidden items-center gap-1 md:flex">
        {iconLinks.map((link) => (
          <Link
            key={link.label}
            to={link.to}
            className="btn btn-ghost btn-square btn-sm"
            aria-label={t(link.label)}
            title={t(link.label)}
          >
            <LineIcon name={link.icon} className="h-5 w-5" />
          </Link>
        ))}
        <Link to={paths.dashboard} className="btn btn-ghost btn-sm">
          {t('nav.dashboard')}
        </Link>
      </nav>

      <div className="ml-auto flex min-w-0 items-center gap-3">
        {/* The navbar's own bell: the unread count, opening the notifications. */}
        <NotificationBell active={Boolean(user?.email)} to={paths.notifications} />
        {/* The member's own name and address, as written. */}
        <div className="hidden min-w-0 text-right md:block" lang="">
          <p className="truncate text-sm font-semibold">{name}</p>
          <p className="truncate text-xs text-base-content/80">{user?.email}</p>
        </div>
        <Avatar src={user?.photoURL} name={name} className="h-9 w-9 text-sm" />
      </div>
    </header>
  );
}
