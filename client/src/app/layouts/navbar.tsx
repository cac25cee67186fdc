import { Link } from 'react-router';
import { Spinner } from '#app/components/ui/spinner';
import { ThemeToggle } from '#app/components/ui/theme-toggle';
import { paths } from '#app/config/paths';
import { useT } from '#app/i18n/i18n';
import { useAuth } from '#app/lib/auth-provider';
import { NotificationBell } from '#app/features/notifications/components/notification-bell';
import { MobileMenu } from './mobile-menu';
import { memberNavItems, NavItemLinks, publicNavItems, weekNavItem } from './nav-items';
import { UserMenu } from './user-menu';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-field px-3 py-2 font-medium transition-colors hover:bg-base-200 ${
    isActive ? 'bg-primary/10 text-primary' : ''
  }`;

export function Navbar() {
  // `member`: the confirmed user, or the session's member (known on the server) while Firebase
  // loads, so their avatar is there from the first byte. A spinner only while an action runs.
  const { member, loading, user } = useAuth();
  const t = useT();
  const items = member ? [weekNavItem, ...publicNavItems, ...memberNavItems] : publicNavItems;

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-base-300 bg-base-100/95 backdrop-blur">
      <nav aria-label={t('nav.main')} className="navbar mx-auto min-h-16 max-w-7xl gap-2 px-2 sm:px-4">
        {loading && !member ? (
          <Spinner label={t('nav.checkingAccount')} className="w-full" />
        ) : (
          <>
            <div className="navbar-start gap-1">
              <MobileMenu />
              <Link
                to={paths.home}
                className="flex items-center gap-2 whitespace-nowrap rounded-field px-1 text-lg font-bold sm:text-xl"
              >
                <img src="/images/logo.svg" alt="" width="32" height="32" className="h-8 w-8" fetchPriority="low" />
                <span>Green Circle</span>
              </Link>
            </div>
            <ul className="navbar-center hidden gap-1 lg:flex">
              <NavItemLinks items={items} className={linkClass} />
            </ul>
            <div className="navbar-end gap-2">
              <ThemeToggle />
              {/* The bell is drawn with the member; it reads the unread count once Firebase has them. */}
              {member && <NotificationBell active={Boolean(user?.email)} to={paths.notifications} />}
              {member ? (
                <UserMenu member={member} />
              ) : (
                <Link to={paths.login} className="btn btn-primary btn-sm">
                  {t('nav.login')}
                </Link>
              )}
            </div>
          </>
        )}
      </nav>
    </header>
  );
}
