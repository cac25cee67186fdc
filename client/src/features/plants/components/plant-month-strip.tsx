import { MONTH_NAMES, MONTH_SHORT, type Hemisphere } from '@green-circle/contract/seasons';

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
  const most = Math.max(1, ...counts);
  const where = reader === 'south' ? 'southern' : 'northern';
  return (
    <div role="group" aria-label={`Tips by month in the ${where} hemisphere`} className="flex flex-col gap-2">
      <ol className="grid w-full grid-cols-12 gap-1" data-testid="plant-month-strip" data-hemisphere={reader}>
        {MONTH_SHORT.map((short, index) => {
          const count = counts[index] ?? 0;
          // Four steps of shade, so a busy month stands out at a glance.
          const shade = count === 0 ? 0 : Math.ceil((count / most) * 3);
          const tone = ['bg-base-200', 'bg-success/40', 'bg-success/70', 'bg-success text-success-content'][shade];
          return (
            <li
              key={short}
              data-count={count}
              title={`${MONTH_NAMES[index]}: ${count} ${count === 1 ? 'tip' : 'tips'}`}
              className={`flex flex-col items-center rounded py-1 text-xs font-semibold ${tone} ${
                index + 1 === now ? 'ring-2 ring-base-content' : ''
              }`}
            >
              <span aria-hidden="true">
                <span className="hidden sm:inline">{short}</span>
                <span className="sm:hidden">{short.slice(0, 1)}</span>
              </span>
              <span aria-hidden="true">{count || '·'}</span>
              <span className="sr-only">
                {MONTH_NAMES[index]}: {count} {count === 1 ? 'tip' : 'tips'}
                {index + 1 === now ? ' (this month)' : ''}
              </span>
            </li>
          );
        })}
      </ol>
      {allYear > 0 && (
        <p className="text-sm opacity-80">
          {allYear === 1 ? '1 tip applies' : `${allYear} tips apply`} all year round.
        </p>
      )}
    </div>
  );
}
