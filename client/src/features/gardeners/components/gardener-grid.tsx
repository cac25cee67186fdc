import type { Gardener } from '@green-circle/contract';
import { useT } from '#app/i18n/i18n';
import { GardenerCard } from './gardener-card';

/** Gardener cards in the spec's columns: 1 on phones, 3 on tablets, 4 on large screens. */
export function GardenerGrid({ gardeners, headingLevel }: { gardeners: Gardener[]; headingLevel?: 2 | 3 }) {
  const t = useT();
  if (gardeners.length === 0) {
    return <p className="py-8 text-center opacity-90">{t('messages.noGardeners')}</p>;
  }
  return (
    <ul className="grid grid-cols-1 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4">
      {gardeners.map((gardener) => (
        <li key={gardener._id}>
          <GardenerCard gardener={gardener} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
