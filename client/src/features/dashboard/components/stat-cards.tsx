import type { Stats } from '@green-circle/contract';
import { LineIcon, type IconRef } from '#app/components/ui/line-icons';
import { MORE_ICONS } from '#app/components/ui/line-icons-more';
import { useLanguage, useT, type MessageKey } from '#app/i18n/i18n';

// What each figure counts, under it: "Total Gardeners" and "Total Users" side by side read
// alike, but one counts the profiles on Explore and the other every member's account.
const CARDS: { key: keyof Stats; label: MessageKey; counts: MessageKey; icon: IconRef }[] = [
  {
    key: 'totalTips',
    label: 'dashboard.statTotalTips',
    counts: 'dashboard.statTotalTipsCounts',
    icon: MORE_ICONS.leaf,
  },
  { key: 'myTips', label: 'dashboard.statMyTips', counts: 'dashboard.statMyTipsCounts', icon: MORE_ICONS.sprout },
  {
    key: 'totalGardeners',
    label: 'dashboard.statTotalGardeners',
    counts: 'dashboard.statTotalGardenersCounts',
    icon: MORE_ICONS.user,
  },
  {
    key: 'totalUsers',
    label: 'dashboard.statTotalUsers',
    counts: 'dashboard.statTotalUsersCounts',
    icon: MORE_ICONS.users,
  },
];

/** The four site figures of the dashboard overview. */
export function StatCards({ stats }: { stats: Stats }) {
  const t = useT();
  // Grouped the reader's way: 1,234 in English, 1234 or 12.345 in Spanish.
  const number = new Intl.NumberFormat(useLanguage());
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {CARDS.map(({ key, label, counts, icon }) => (
        <li key={key} className="card bg-base-100 p-5 shadow-md">
          <LineIcon name={icon} className="h-8 w-8 text-primary" />
          <p className="mt-2 font-medium">{t(label)}</p>
          <p className="text-3xl font-bold">{number.format(stats[key])}</p>
          <p className="text-sm text-base-content/80">{t(counts)}</p>
        </li>
      ))}
    </ul>
  );
}
