import { NavLink, type NavLinkProps } from 'react-router';
import { paths } from '#app/config/paths';
import { useT, type MessageKey } from '#app/i18n/i18n';

export interface NavItem {
  to: string;
  label: MessageKey;
}

export const publicNavItems: NavItem[] = [
  { to: paths.home, label: 'nav.home' },
  { to: paths.explore, label: 'nav.explore' },
  { to: paths.browseTips, label: 'nav.browseTips' },
  { to: paths.plants, label: 'nav.plants' },
  { to: '/questions', label: 'nav.questions' },
];

/** A signed-in member's own week comes first: what to do in their garden now. */
export const weekNavItem: NavItem = { to: paths.week, label: 'nav.week' };

export const memberNavItems: NavItem[] = [
  { to: paths.shareTip, label: 'nav.shareTip' },
  { to: paths.myTips, label: 'nav.myTips' },
];

/** The items as list entries of links (the navbar's row, the small-screen menu). */
export function NavItemLinks({ items, ...link }: { items: NavItem[] } & Omit<NavLinkProps, 'to'>) {
  const t = useT();
  return items.map((item) => (
    <li key={item.to}>
      <NavLink {...link} to={item.to} end={item.to === paths.home}>
        {t(item.label)}
      </NavLink>
    </li>
  ));
}
