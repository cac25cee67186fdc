import type { Ref } from 'react';
import { Link, NavLink } from 'react-router';
import { ThemeToggle } from '#app/components/ui/theme-toggle';
import { paths } from '#app/config/paths';
import { useT, type MessageKey } from '#app/i18n/i18n';
import { LogoutButton } from './logout-button';

const items: { to: string; label: MessageKey; end: boolean }[] = [
  { to: paths.home, label: 'nav.home', end: true },
  { to: paths.dashboard, label: 'dashboard.overview', end: true },
  { to: paths.dashboardAllTips, label: 'dashboard.allTips', end: false },
  { to: paths.dashboardMyItems, label: 'dashboard.myItems', end: false },
  { to: paths.dashboardLiked, label: 'dashboard.likedTips', end: false },
  { to: paths.dashboardPlan, label: 'myPlan.title', end: false },
  { to: paths.dashboardProfile, label: 'dashboard.profile', end: false },
];

interface DashboardSidebarProps {
  id: string;
  /** Called when the member picks an item, so the small-screen drawer closes. */
  onChoose: () => void;
  firstLinkRef?: Ref<HTMLAnchorElement>;
}

export function DashboardSidebar({ id, onChoose, firstLinkRef }: DashboardSidebarProps) {
  const t = useT();
  return (
    <aside id={id} className="flex min-h-full w-72 flex-col gap-4 bg-base-200 p-4 text-base-content">
      <Link to={paths.home} onClick={onChoose} className="flex items-center gap-2 px-2 text-xl font-bold">
        <img src="/images/logo.svg" alt="" width="32" height="32" className="h-8 w-8" fetchPriority="low" />
        Green Circle
      </Link>
      <nav aria-label={t('nav.dashboard')}>
        <ul className="menu w-full gap-1 p-0 [--menu-active-bg:var(--color-primary)] [--menu-active-fg:var(--color-primary-content)]">
          {items.map((item, index) => (
            <li key={item.to}>
              <NavLink
                ref={index === 0 ? firstLinkRef : undefined}
                to={item.to}
                end={item.end}
                onClick={onChoose}
                className={({ isActive }) => (isActive && item.to !== paths.home ? 'menu-active' : '')}
              >
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-auto flex items-center justify-between gap-2 border-t border-base-300 pt-4">
        <div className="flex flex-col items-start gap-1 [&>span]:px-0">
          <LogoutButton where="dashboard" onChoose={onChoose} className="btn btn-outline btn-error btn-sm" />
        </div>
        <ThemeToggle />
      </div>
    </aside>
  );
}
