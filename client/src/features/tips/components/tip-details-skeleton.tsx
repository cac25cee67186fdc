import { LoadingStatus, Skeleton } from '#app/components/ui/skeleton';
import { DETAILS_CARD, PICTURE_BOX } from './tip-details-card';
import { useT } from '#app/i18n/i18n';

/**
 * The tip's card before the tip arrives: the same box, picture area and lines, so nothing
 * jumps when it comes. The spec's 'Loading tip details...' is its status.
 */
export function TipDetailsSkeleton() {
  const t = useT();
  return (
    <div className={DETAILS_CARD} aria-busy="true">
      <div className="px-4 pt-4 sm:px-6">
        <Skeleton className="h-8 w-20" />
      </div>
      <Skeleton className={`rounded-none ${PICTURE_BOX}`} />
      <div className="card-body gap-4 px-4 sm:px-6">
        <LoadingStatus className="font-medium">{t('messages.loadingTipDetails')}</LoadingStatus>
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-5 w-1/2" />
        <div className="space-y-2">
          {[0, 1, 2, 3, 4].map((line) => (
            <Skeleton key={line} className="h-4 w-full" />
          ))}
        </div>
        <SeasonSkeleton />
        <Skeleton className="h-12 w-32" />
      </div>
    </div>
  );
}

/** The month strip and its line alone (a visitor's tip page has no reminder button). */
export function StripSkeleton() {
  return (
    <div className="flex flex-col gap-1" aria-hidden="true">
      <Skeleton className="h-6 w-full max-w-md" />
      <Skeleton className="h-5 w-2/3" />
    </div>
  );
}

/** The season block the route puts under the description: month strip, its line, Remind me. */
export function SeasonSkeleton() {
  return (
    // The same heights as the block (strip and line, then the button): nothing moves when it comes.
    <div className="flex flex-col gap-3" aria-hidden="true">
      <StripSkeleton />
      <Skeleton className="h-10 w-36" />
    </div>
  );
}
