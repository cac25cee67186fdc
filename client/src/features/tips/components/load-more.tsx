import { useHydrated } from '../../../lib/hydration';
import type { TipPages } from '../lib/use-tip-pages';
import { useT } from '../../../i18n/i18n';

/**
 * 'Load more' under a paged list, with the failure said beside it and a 'Try again'. Greyed on
 * a page rendered on the server until the app has taken it over (a press before would do nothing).
 */
export function LoadMore({ pages }: { pages: TipPages }) {
  const t = useT();
  const { hasMore, loading, failed, loadMore } = pages;
  const hydrated = useHydrated();
  return (
    <>
      {failed && (
        <p role="alert" className="text-center font-semibold text-red-700 dark:text-red-300">
          {t('more.failed')}
        </p>
      )}
      {hasMore && (
        <div className="flex justify-center py-4">
          <button
            type="button"
            className="btn btn-outline btn-primary"
            onClick={loadMore}
            disabled={loading || !hydrated}
            aria-busy={loading}
          >
            {loading && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {t(loading ? 'more.loading' : failed ? 'common.tryAgain' : 'more.loadMore')}
          </button>
        </div>
      )}
    </>
  );
}
