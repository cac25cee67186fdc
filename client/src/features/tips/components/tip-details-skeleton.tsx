import { MESSAGES } from '@green-circle/contract/messages';
import { DETAILS_CARD, PICTURE_BOX } from './tip-details-card';

/**
 * The tip's card before the tip arrives: the same box, picture area and lines, so nothing
 * jumps when it comes. The spec's 'Loading tip details...' is its status.
 */
export function TipDetailsSkeleton() {
  return (
    <div className={DETAILS_CARD} aria-busy="true">
      <div className="px-4 pt-4 sm:px-6">
        <div className="skeleton h-8 w-20" />
      </div>
      <div className={`skeleton rounded-none ${PICTURE_BOX}`} />
      <div className="card-body gap-4 px-4 sm:px-6">
        <p role="status" className="font-medium">
          {MESSAGES.loadingTipDetails}
        </p>
        <div className="skeleton h-8 w-3/4" />
        <div className="skeleton h-5 w-1/2" />
        <div className="space-y-2">
          {[0, 1, 2, 3, 4].map((line) => (
            <div key={line} className="skeleton h-4 w-full" />
          ))}
        </div>
        {/* The season block the route puts under the description: month strip, its line, Remind me. */}
        <div className="flex flex-col gap-3">
          <div className="skeleton h-6 w-full max-w-md" />
          <div className="skeleton h-4 w-2/3" />
          <div className="skeleton h-12 w-36" />
        </div>
        <div className="skeleton h-12 w-32" />
      </div>
    </div>
  );
}
