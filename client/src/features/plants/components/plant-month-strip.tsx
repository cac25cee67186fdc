import type { Hemisphere } from '@green-circle/contract/seasons';
import { monthNames } from '#app/i18n/dates';
import { useLanguage, useT } from '#app/i18n/i18n';

/** When gardeners do it: how many of the plant's tips apply in each month, as the reader's hemisphere lives them. */
export function PlantMonthStrip({
  counts,
  allYear,
  reader,
  now,
}: {
  counts: readonly number[];
  allYear: number;
  reader: Hemisphere;
  now: number;
}) {
  const t = useT();
  const language = useLanguage();
  const long = monthNames(language);
  const most = Math.max(1, ...counts);
  return (
    <div role="group" aria-label={t('plant.stripLabel', { hemisphere: reader })} className="flex flex-col gap-2">
      <ol className="grid w-full grid-cols-12 gap-1" data-testid="plant-month-strip" data-hemisphere={reader}>
        {monthNames(language, 'short').map((short, index) => {
          const count = counts[index] ?? 0;
          const said = t('plant.monthCount', { month: long[index] ?? '', n: count });
          // Four steps of shade, so a busy month stands out at a glance.
          const shade = count === 0 ? 0 : Math.ceil((count / most) * 3);
          const tone = ['bg-base-200', 'bg-success/40', 'bg-success/70', 'bg-success text-success-content'][shade];
          return (
            <li
              key={short}
              data-count={count}
              title={said}
              className={`flex min-w-0 flex-col items-center rounded py-1 text-xs font-semibold ${tone} ${
                index + 1 === now ? 'ring-2 ring-base-content' : ''
              }`}
            >
              {/* Spanish months are written in lower case; the strip's labels start with a capital. */}
              <span aria-hidden="true" className="capitalize">
                <span className="hidden sm:inline">{short}</span>
                <span className="sm:hidden">{short.slice(0, 1)}</span>
              </span>
              <span aria-hidden="true">{count || '·'}</span>
              <span className="sr-only">
                {said}
                {index + 1 === now ? ` ${t('plant.thisMonth')}` : ''}
              </span>
            </li>
          );
        })}
      </ol>
      {allYear > 0 && <p className="text-sm opacity-80">{t('plant.allYear', { n: allYear })}</p>}
    </div>
  );
}
