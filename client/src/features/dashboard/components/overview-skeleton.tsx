import { LoadingStatus, Skeleton } from '#app/components/ui/skeleton';
import { useT } from '#app/i18n/i18n';

/**
 * The overview before its figures arrive: the profile card, the four stat cards, the
 * calendar and this month's panel as grey shapes of their own size, so nothing jumps when they come. The spec's
 * 'Loading Green Circle...' is its status.
 */
export function OverviewSkeleton() {
  const t = useT();
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <div className="card bg-base-100 shadow-md">
        <div className="card-body flex-col items-center gap-4 sm:flex-row">
          <Skeleton className="h-20 w-20 shrink-0 rounded-full" />
          <div className="flex w-full flex-col items-center gap-2 sm:items-start">
            <LoadingStatus className="text-lg font-medium">{t('messages.loadingApp')}</LoadingStatus>
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-4 w-64 max-w-full" />
          </div>
        </div>
      </div>
      {/* The same grid and card box as StatCards: icon, label line, figure line. */}
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((card) => (
          <li key={card} className="card bg-base-100 p-5 shadow-md">
            <Skeleton className="h-8 w-8" />
            <Skeleton className="mt-2 h-6 w-32" />
            <Skeleton className="h-9 w-16" />
          </li>
        ))}
      </ul>
      {/* The reminder calendar and "This month in my garden", side by side on a wide screen. */}
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="card h-[26rem] bg-base-100 p-4 shadow-md">
          <Skeleton className="h-full w-full" />
        </div>
        <div className="card h-40 bg-base-100 p-4 shadow-md">
          <Skeleton className="h-full w-full" />
        </div>
      </div>
    </div>
  );
}
