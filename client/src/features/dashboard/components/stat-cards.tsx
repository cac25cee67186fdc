import type { Stats } from '@green-circle/server/contract';

const CARDS: { key: keyof Stats; label: string; icon: string }[] = [
  { key: 'totalTips', label: 'Total Garden Tips', icon: '🌱' },
  { key: 'myTips', label: 'My Garden Tips', icon: '🪴' },
  { key: 'totalGardeners', label: 'Total Gardeners', icon: '🧑‍🌾' },
  { key: 'totalUsers', label: 'Total Users', icon: '👥' },
];

/** The four site figures of the dashboard overview. */
export function StatCards({ stats }: { stats: Stats }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {CARDS.map(({ key, label, icon }) => (
        <li key={key} className="card bg-base-100 p-5 shadow-md">
          <span className="text-3xl" aria-hidden="true">
            {icon}
          </span>
          <p className="mt-2 font-medium">{label}</p>
          <p className="text-3xl font-bold">{stats[key].toLocaleString('en-US')}</p>
        </li>
      ))}
    </ul>
  );
}
