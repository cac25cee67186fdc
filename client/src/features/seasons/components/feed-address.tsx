import type { Api } from '#app/lib/api-client';
import { Suspense, useId } from 'react';
import { Await, useActionData, useFetcher } from 'react-router';
import { ERROR_TEXT } from '#app/components/ui/error-text';
import { useSay, useT } from '#app/i18n/i18n';
import { TitledSection } from '#app/components/ui/titled-section';
import { PROFILE_SECTIONS, paths } from '#app/config/paths';
import { showToast } from '#app/lib/notify';
import { getCalendarFeed } from '../api/reminders';
import { refusalOr } from '../lib/refusal';

/** The feed address as the profile loader read it, or why it could not. */
export type FeedRead = { url: string } | { failed: string };

/** What the profile page's action answers "New address": the new address, or null and why not (its toast rides the flash cookie). */
export interface FeedRotated {
  intent: 'calendar-feed';
  url: string | null;
  error?: string;
}

/** For the profile loader: GET /me/calendar; an unverified member gets the API's reason (verify your e-mail first). */
export const readFeed = (api: Api, signal: AbortSignal): Promise<FeedRead> =>
  getCalendarFeed(api, signal).then(
    ({ url }) => ({ url }),
    (error: unknown) => ({ failed: refusalOr(error, 'season.feedFailed') }),
  );

/** The member's private calendar feed address, with copy and "new address" (the old one stops working). */
export function FeedAddress({ feed }: { feed: Promise<FeedRead> }) {
  const t = useT();
  const say = useSay();
  return (
    <TitledSection
      id={PROFILE_SECTIONS.calendarFeed}
      title={t('season.feedHeading')}
      level={3}
      className="flex flex-col gap-2"
      headingClassName="text-lg font-semibold"
    >
      <p className="text-sm opacity-80">{t('season.feedIntro')}</p>
      <Suspense fallback={<FeedControls read={null} />}>
        <Await resolve={feed}>
          {(read) => ('failed' in read ? <p role="alert">{say(read.failed)}</p> : <FeedControls read={read.url} />)}
        </Await>
      </Suspense>
    </TitledSection>
  );
}

/** The address (null: still loading), Copy, and New address through the profile page's action. */
function FeedControls({ read }: { read: string | null }) {
  const t = useT();
  const say = useSay();
  const id = useId();
  const fetcher = useFetcher<FeedRotated>();
  // A refusal is said under the address: the fetcher's, or a plain POST's (before the page's JavaScript runs) as the page's action data.
  const posted = useActionData<{ intent?: string; error?: string }>();
  const refused = fetcher.data ? fetcher.data.error : posted?.intent === 'calendar-feed' ? posted.error : undefined;
  const busy = fetcher.state !== 'idle';
  const url = fetcher.data?.url ?? read;

  async function copy() {
    if (url === null) return;
    try {
      await navigator.clipboard.writeText(url);
      showToast({ kind: 'success', message: 'season.feedCopied' });
    } catch {
      // No clipboard (an insecure page, a refusal): the address is selected for a manual copy.
      (document.getElementById(`${id}-url`) as HTMLInputElement | null)?.select();
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`${id}-url`} className="sr-only">
        {t('season.feedHeading')}
      </label>
      {/* Read-only, drawn again (its key) when a new address comes: no controlled value. */}
      <input
        key={url ?? ''}
        id={`${id}-url`}
        readOnly
        defaultValue={url ?? ''}
        placeholder="…"
        className="input w-full font-mono text-xs"
        onFocus={(event) => event.currentTarget.select()}
        data-testid="feed-url"
      />
      {refused && (
        <p role="alert" className={ERROR_TEXT}>
          {say(refused)}
        </p>
      )}
      <fetcher.Form method="post" action={paths.dashboardProfile} className="flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="calendar-feed" />
        <button type="button" className="btn btn-outline" onClick={copy} disabled={url === null}>
          {t('season.feedCopy')}
        </button>
        <button type="submit" className="btn btn-ghost" disabled={url === null || busy} aria-busy={busy}>
          {t('season.feedRotate')}
        </button>
      </fetcher.Form>
    </div>
  );
}
