import { Link } from 'react-router';
import { LineIcon } from '#app/components/ui/line-icons';
import { paths } from '#app/config/paths';
import { useT } from '#app/i18n/i18n';
import { useAuth } from '#app/lib/auth-provider';
import { useHydrated } from '#app/lib/hydration';
import { LogoutButton } from './logout-button';
import { memberNavItems, NavItemLinks, publicNavItems, weekNavItem } from './nav-items';
import { useMenu } from './use-menu';

/**
 * The hamburger menu of small screens; choosing any item closes it. Greyed on a page rendered on
 * the server until the app has taken it over (a press before would do nothing).
 */
export function MobileMenu() {
  const { member } = useAuth();
  const { open, close, container, menuId, triggerProps } = useMenu();
  const hydrated = useHydrated();
  const t = useT();

  const items = member
    ? [weekNavItem, ...publicNavItems, ...memberNavItems, { to: paths.dashboard, label: 'nav.dashboard' as const }]
    : publicNavItems;

  return (
    <div ref={container} className="relative lg:hidden">
      <button
        {...triggerProps}
        disabled={!hydrated}
        className="btn btn-ghost btn-square"
        aria-label={t(open ? 'nav.closeMenu' : 'nav.openMenu')}
      >
        <LineIcon name={open ? 'close' : 'menu'} />
      </button>
      {open && (
        <ul
          id={menuId}
          className="menu absolute left-0 z-50 mt-3 [--menu-active-bg:var(--color-primary)] [--menu-active-fg:var(--color-primary-content)] w-64 max-w-[calc(100vw-1rem)] rounded-box border border-base-300 bg-base-100 p-2 shadow-lg"
        >
          <NavItemLinks items={items} onClick={close} />
          <li className="mt-1 border-t border-base-300 pt-1">
            {member ? (
              <LogoutButton where="main" onChoose={close} />
            ) : (
              <Link to={paths.login} onClick={close}>
                {t('nav.login')}
              </Link>
            )}
          </li>
        </ul>
      )}
    </div>
  );
}
