import type { Stats } from '@green-circle/contract';

// Icons drawn as SVG paths (24×24, stroked), so they look the same on every system.
const ICONS = {
  leaf: 'M5 19c0-8 5-14 14-14 0 9-6 14-14 14zm0 0 7-7',
  sprout: 'M12 20v-8m0 0c0-3-2-5-6-5 0 3 2 5 6 5zm0 0c0-3 2-5 6-5 0 3-2 5-6 5zM7 20h10',
  gardener: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8c0-4 3-6 7-6s7 2 7 6',
  users:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zm-6 9c0-3.5 2.5-5.5 6-5.5s6 2 6 5.5m1-9a3 3 0 1 0 0-6m2 15c0-3-1.5-4.8-4-5.3',
} as const;

const CARDS: { key: keyof Stats; label: string; icon: keyof typeof ICONS }[] = [
  { key: 'totalTips', label: 'Total Garden Tips', icon: 'leaf' },
  { key: 'myTips', label: 'My Garden Tips', icon: 'sprout' },
  { key: 'totalGardeners', label: 'Total Gardeners', icon: 'gardener' },
  { key: 'totalUsers', label: 'Total Users', icon: 'users' },
];

/** The four site figures of the dashboard overview. */
export function StatCards({ stats }: { stats: Stats }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {CARDS.map(({ key, label, icon }) => (
        <li key={key} className="card bg-base-100 p-5 shadow-md">
          <svg
            viewBox="0 0 24 24"
            className="h-8 w-8 text-primary"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d={ICONS[icon]} />
          </svg>
          <p className="mt-2 font-medium">{label}</p>
          <p className="text-3xl font-bold">{stats[key].toLocaleString('en-US')}</p>
        </li>
      ))}
    </ul>
  );
}
