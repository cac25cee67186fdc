import { PEOPLE_MESSAGES } from '@green-circle/contract/messages';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { loginPath } from '../../../config/paths';
import { useAuth } from '../../../lib/auth-provider';
import { useHydrated } from '../../../lib/hydration';
import { notify } from '../../../lib/notify';
import { asVerifiedMember } from '../../../lib/verified-member';
import { setFollowing } from '../api/follow';
import { getGardener } from '../api/get-gardener';
import { browserApi } from '../../../lib/browser-api';

/**
 * Follow / Following on a gardener's page. Whether the reader follows is theirs to know, so it is
 * read in the browser once Firebase knows them (the page itself may come from the server, drawn
 * for anyone). `onChange` gets +1 or -1 for the followers count.
 */
export function FollowButton({ authorId, onChange }: { authorId: string; onChange: (delta: 1 | -1) => void }) {
  const hydrated = useHydrated();
  const { user, member } = useAuth();
  const location = useLocation();
  const [state, setState] = useState<{ following: boolean; self: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!user?.email) return;
    const abort = new AbortController();
    getGardener(browserApi, authorId, abort.signal)
      .then((page) => setState({ following: page.followedByMe === true, self: page.self === true }))
      .catch(() => {});
    return () => abort.abort();
  }, [authorId, user]);

  if (!hydrated) return <span className="btn btn-primary btn-sm invisible" aria-hidden="true" />;
  if (!member)
    return (
      <Link to={loginPath(location.pathname)} className="btn btn-outline btn-primary btn-sm">
        {PEOPLE_MESSAGES.followSignIn}
      </Link>
    );
  if (state === null || state.self) return null;

  async function toggle() {
    if (state === null) return;
    const next = !state.following;
    setBusy(true);
    try {
      await asVerifiedMember(() => setFollowing(browserApi, authorId, next));
      setState({ ...state, following: next });
      onChange(next ? 1 : -1);
    } catch {
      notify.error(PEOPLE_MESSAGES.followFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className={`btn btn-sm ${state.following ? 'btn-outline' : 'btn-primary'}`}
      aria-pressed={state.following}
      disabled={busy}
      onClick={() => void toggle()}
    >
      {state.following ? PEOPLE_MESSAGES.following : PEOPLE_MESSAGES.follow}
    </button>
  );
}
