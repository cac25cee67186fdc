import type { Ref } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { paths } from '../../config/paths';
import { notify } from '../../lib/notify';
import { useAuth } from '../../lib/auth-provider';

const iconLinks = [
  { to: paths.home, label: 'Home', icon: 'M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10' },
  { to: '/#about', label: 'About', icon: 'M12 8h.01M11 12h1v5h1M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z' },
  { to: '/#contact', label: 'Contact', icon: 'M4 6h16v12H4zM4 7l8 6 8-6' },
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
        <svg
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
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
            <svg
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d={link.icon} />
            </svg>
          </Link>
        ))}
        <Link to={paths.dashboard} className="btn btn-ghost btn-sm">
          Dashboard
        </Link>
      </nav>

      <div className="ml-auto flex min-w-0 items-center gap-3">
        <button
          type="button"
          className="btn btn-ghost btn-circle btn-sm hidden md:inline-flex"
          aria-label="Notifications"
          title="Notifications"
          onClick={() => notify.info('No new notifications')}
        >
          <svg
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M18 16v-5a6 6 0 0 0-12 0v5l-2 2h16zM10 20a2 2 0 0 0 4 0" />
          </svg>
        </button>
        <div className="hidden min-w-0 text-right md:block">
          <p className="truncate text-sm font-semibold">{name}</p>
          <p className="truncate text-xs text-base-content/80">{user?.email}</p>
        </div>
        <Avatar src={user?.photoURL} name={name} className="h-9 w-9 text-sm" />
      </div>
    </header>
  );
}
