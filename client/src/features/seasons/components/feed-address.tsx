import { SEASON_MESSAGES } from '@green-circle/contract/messages';
import { useEffect, useId, useState } from 'react';
import { notify } from '../../../lib/notify';
import { getCalendarFeed, rotateCalendarFeed } from '../api/reminders';
import { refusalOr, runWrite } from '../lib/refusal';

/** The member's private calendar feed address, with copy and "new address" (the old one stops working). */
export function FeedAddress() {
  const id = useId();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getCalendarFeed(controller.signal)
      .then((feed) => setUrl(feed.url))
      .catch((error: unknown) => {
        // An unverified member gets the API's reason (verify your e-mail first).
        if (!controller.signal.aborted) setFailed(refusalOr(error, SEASON_MESSAGES.feedFailed));
      });
    return () => controller.abort();
  }, []);

  async function copy() {
    if (url === null) return;
    try {
      await navigator.clipboard.writeText(url);
      notify.success(SEASON_MESSAGES.feedCopied);
    } catch {
      // No clipboard (an insecure page, a refusal): the address is selected for a manual copy.
      (document.getElementById(`${id}-url`) as HTMLInputElement | null)?.select();
    }
  }

  const rotate = () =>
    runWrite(setBusy, rotateCalendarFeed, { done: SEASON_MESSAGES.feedRotated, failed: SEASON_MESSAGES.feedFailed }, ({ url }) => setUrl(url));

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-2">
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        {SEASON_MESSAGES.feedHeading}
      </h3>
      <p className="text-sm opacity-80">{SEASON_MESSAGES.feedIntro}</p>
      {failed !== null ? (
        <p role="alert">{failed}</p>
      ) : (
        <div className="flex flex-col gap-2">
          <label htmlFor={`${id}-url`} className="sr-only">
            {SEASON_MESSAGES.feedHeading}
          </label>
          <input
            id={`${id}-url`}
            readOnly
            value={url ?? ''}
            placeholder="…"
            className="input w-full font-mono text-xs"
            onFocus={(event) => event.currentTarget.select()}
            data-testid="feed-url"
          />
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-outline" onClick={copy} disabled={url === null}>
              {SEASON_MESSAGES.feedCopy}
            </button>
            <button type="button" className="btn btn-ghost" onClick={rotate} disabled={url === null || busy} aria-busy={busy}>
              {SEASON_MESSAGES.feedRotate}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
