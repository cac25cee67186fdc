import type { Stats } from '@green-circle/contract';
import { LineIcon, type LineIconName } from '../../../components/ui/line-icons';

// What each figure counts, under it: "Total Gardeners" and "Total Users" side by side read
// alike, but one counts the profiles on Explore and the other every member's account.
const CARDS: { key: keyof Stats; label: string; counts: string; icon: LineIconName }[] = [
  { key: 'totalTips', label: 'Total Garden Tips', counts: 'Tips shared by every member', icon: 'leaf' },
  { key: 'myTips', label: 'My Garden Tips', counts: 'Tips you shared', icon: 'sprout' },
  { key: 'totalGardeners', label: 'Total Gardeners', counts: 'Gardener profiles on Explore', icon: 'user' },
  { key: 'totalUsers', label: 'Total Users', counts: 'Members with an account', icon: 'users' },
];

/** The four site figures of the dashboard overview. */
export function StatCards({ stats }: { stats: Stats }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {CARDS.map(({ key, label, counts, icon }) => (
        <li key={key} className="card bg-base-100 p-5 shadow-md">
          <LineIcon name={icon} className="h-8 w-8 text-primary" />
          <p className="mt-2 font-medium">{label}</p>
          <p className="text-3xl font-bold">{stats[key].toLocaleString('en-US')}</p>
          <p className="text-sm text-base-content/80">{counts}</p>
        </li>
      ))}
    </ul>
  );
}
