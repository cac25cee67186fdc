import { Link, useFetcher, useLocation } from 'react-router';
import { loginPath } from '#app/config/paths';
import { useT } from '#app/i18n/i18n';

/** What the gardener page's action answers a follow: whether the reader follows now (a refusal's toast rides the flash cookie). */
export interface FollowAnswer {
  following?: boolean;
}

/**
 * Follow / Following on a gardener's page: a form posted to the page's action, so it works before
 * the page's JavaScript runs (the page comes back with the new state). Once it runs, a fetcher
 * sends it and shows the asked state at once; the page's loader then reads the counts again.
 * `following` is the loader's (the page is drawn for the session's member); null for a visitor.
 */
export function FollowButton({ following, self }: { following: boolean | null; self: boolean }) {
  const t = useT();
  const location = useLocation();
  const fetcher = useFetcher<FollowAnswer>();
  if (following === null)
    return (
      <Link to={loginPath(location.pathname)} className="btn btn-outline btn-primary btn-sm">
        {t('people.followSignIn')}
      </Link>
    );
  if (self) return null;
  const busy = fetcher.state !== 'idle';
  const shown = busy ? fetcher.formData?.get('intent') === 'follow' : following;
  return (
    <fetcher.Form method="post">
      <button
        type="submit"
        name="intent"
        value={shown ? 'unfollow' : 'follow'}
        className={`btn btn-sm ${shown ? 'btn-outline' : 'btn-primary'}`}
        aria-pressed={shown}
        disabled={busy}
      >
        {shown ? t('people.following') : t('people.follow')}
      </button>
    </fetcher.Form>
  );
}
