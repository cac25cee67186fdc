import { SEASON_MESSAGES } from '@green-circle/contract/messages';
import type { Api } from '../../../lib/api-client';
import { Suspense, useId } from 'react';
import { Await, useFetcher } from 'react-router';
import { TitledSection } from '../../../components/ui/titled-section';
import { PROFILE_SECTIONS, paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { getCalendarFeed } from '../api/reminders';
import { refusalOr } from '../lib/refusal';

/** The feed address as the profile loader read it, or why it could not. */
export type FeedRead = { url: string } | { failed: string };

/** What the calendar feed route's action answers: the new address, or null when refused. */
export interface FeedRotated {
  url: string | null;
}

/** For the profile loader: GET /me/calendar; an unverified member gets the API's reason (verify your e-mail first). */
export const readFeed = (api: Api, signal: AbortSignal): Promise<FeedRead> =>
  getCalendarFeed(api, signal).then(
    ({ url }) => ({ url }),
    (error: unknown) => ({ failed: refusalOr(error, SEASON_MESSAGES.feedFailed) }),
  );

/** The member's private calendar feed address, with copy and "new address" (the old one stops working). */
export function FeedAddress({ feed }: { feed: Promise<FeedRead> }) {
  return (
    <TitledSection
      id={PROFILE_SECTIONS.calendarFeed}
      title={SEASON_MESSAGES.feedHeading}
      level={3}
      className="flex flex-col gap-2"
      headingClassName="text-lg font-semibold"
    >
      <p className="text-sm opacity-80">{SEASON_MESSAGES.feedIntro}</p>
      <Suspense fallback={<FeedControls read={null} />}>
        <Await resolve={feed}>
          {(read) => ('failed' in read ? <p role="alert">{read.failed}</p> : <FeedControls read={read.url} />)}
        </Await>
      </Suspense>
    </TitledSection>
  );
}

/** The address (null: still loading), Copy, and New address through the route's action. */
function FeedControls({ read }: { read: string | null }) {
  const id = useId();
  const fetcher = useFetcher<FeedRotated>();
  const busy = fetcher.state !== 'idle';
  const url = fetcher.data?.url ?? read;

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

  return (
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
      <fetcher.Form method="post" action={paths.calendarFeed} className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline" onClick={copy} disabled={url === null}>
          {SEASON_MESSAGES.feedCopy}
        </button>
        <button type="submit" className="btn btn-ghost" disabled={url === null || busy} aria-busy={busy}>
          {SEASON_MESSAGES.feedRotate}
        </button>
      </fetcher.Form>
    </div>
  );
}
