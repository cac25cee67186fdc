import { NavLink, type NavLinkProps } from 'react-router';
import { paths } from '../../config/paths';

export interface NavItem {
  to: string;
  label: string;
}

export const publicNavItems: NavItem[] = [
  { to: paths.home, label: 'Home' },
  { to: paths.explore, label: 'Explore' },
  { to: paths.browseTips, label: 'Browser Tips' },
  { to: paths.plants, label: 'Plants' },
];

/** A signed-in member's own week comes first: what to do in their garden now. */
export const weekNavItem: NavItem = { to: paths.week, label: 'This Week' };

export const memberNavItems: NavItem[] = [
  { to: paths.shareTip, label: 'Share a Tip' },
  { to: paths.myTips, label: 'My Tips' },
];

/** The items as list entries of links (the navbar's row, the small-screen menu). */
export function NavItemLinks({ items, ...link }: { items: NavItem[] } & Omit<NavLinkProps, 'to'>) {
  return items.map((item) => (
    <li key={item.to}>
      <NavLink {...link} to={item.to} end={item.to === paths.home}>
        {item.label}
      </NavLink>
    </li>
  ));
}
