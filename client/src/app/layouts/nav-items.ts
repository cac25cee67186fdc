import { paths } from '../../config/paths';

export interface NavItem {
  to: string;
  label: string;
}

export const publicNavItems: NavItem[] = [
  { to: paths.home, label: 'Home' },
  { to: paths.explore, label: 'Explore' },
  { to: paths.browseTips, label: 'Browser Tips' },
];

export const memberNavItems: NavItem[] = [
  { to: paths.shareTip, label: 'Share a Tip' },
  { to: paths.myTips, label: 'My Tips' },
];
