import { useHydrated } from '#app/lib/hydration';
import { useT } from '#app/i18n/i18n';

// Whole class names, so Tailwind's scan of the source finds them.
const SIZES = { md: 'btn btn-outline btn-primary', sm: 'btn btn-outline btn-sm' } as const;

/**
 * 'Load more' under a paged list: busy while the next page loads, 'Try again' after a failure. Greyed
 * on a page rendered on the server until the app has taken it over (a press before would do nothing).
 */
export function MoreButton({
  loading,
  failed = false,
  onClick,
  size = 'md',
}: {
  loading: boolean;
  failed?: boolean;
  onClick: () => void;
  size?: keyof typeof SIZES;
}) {
  const t = useT();
  const hydrated = useHydrated();
  return (
    <button type="button" className={SIZES[size]} onClick={onClick} disabled={loading || !hydrated} aria-busy={loading}>
      {loading && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {t(loading ? 'more.loading' : failed ? 'common.tryAgain' : 'more.loadMore')}
    </button>
  );
}
