import { MoreButton } from '#app/components/ui/more-button';
import type { TipPages } from '../lib/use-tip-pages';
import { useT } from '#app/i18n/i18n';

/**
 * 'Load more' under a paged list of tips, with the failure said beside it and a 'Try again'.
 */
export function LoadMore({ pages }: { pages: TipPages }) {
  const t = useT();
  const { hasMore, loading, failed, loadMore } = pages;
  return (
    <>
      {failed && (
        <p role="alert" className="text-center font-semibold text-red-700 dark:text-red-300">
          {t('more.failed')}
        </p>
      )}
      {hasMore && (
        <div className="flex justify-center py-4">
          <MoreButton loading={loading} failed={failed} onClick={loadMore} />
        </div>
      )}
    </>
  );
}
