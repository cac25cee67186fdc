import { SAFETY_MESSAGES } from '@green-circle/contract/messages';
import { useEffect, useState } from 'react';
import { useAuth } from '../../../lib/auth-provider';
import { notify } from '../../../lib/notify';
import { asVerifiedMember } from '../../../lib/verified-member';
import { blockGardener, listBlocks, unblockGardener } from '../api/safety-api';
import { browserApi } from '../../../lib/browser-api';

/**
 * Block / Unblock on a gardener's page. Whom a member blocks is theirs to know, so it
 * is read in the browser once Firebase knows them; nothing shows for a visitor.
 */
export function BlockButton({ authorId }: { authorId: string }) {
  const { user } = useAuth();
  const [blocked, setBlocked] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!user?.email) return;
    let live = true;
    listBlocks(browserApi).then(
      (list) => live && setBlocked(list.some((person) => person.authorId === authorId)),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [authorId, user]);

  if (blocked === null) return null;

  async function toggle() {
    const next = !blocked;
    setBusy(true);
    try {
      await asVerifiedMember(async () => {
        await (next ? blockGardener(browserApi, authorId) : unblockGardener(browserApi, authorId));
      });
      setBlocked(next);
      notify.success(next ? SAFETY_MESSAGES.blocked : SAFETY_MESSAGES.unblocked);
    } catch {
      notify.error(SAFETY_MESSAGES.moderationFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm"
      aria-pressed={blocked}
      disabled={busy}
      onClick={() => void toggle()}
    >
      {blocked ? SAFETY_MESSAGES.unblock : SAFETY_MESSAGES.block}
    </button>
  );
}
