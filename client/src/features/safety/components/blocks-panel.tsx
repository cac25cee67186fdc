import type { BlockedPerson } from '@green-circle/contract';
import { Suspense } from 'react';
import { Await, useFetcher } from 'react-router';
import { paths } from '#app/config/paths';
import { useT } from '#app/i18n/i18n';

/**
 * The profile screen's list of the gardeners the member blocks (read by the page's loader), each
 * with Unblock: a form posted to the profile page's action, so it works before the JavaScript.
 */
export function BlocksPanel({ blocks }: { blocks: Promise<BlockedPerson[]> }) {
  const t = useT();
  return (
    <section
      className="card mx-auto w-full max-w-lg border border-base-300 bg-base-100 p-6 shadow-md"
      aria-labelledby="blocks-heading"
    >
      <div className="flex flex-col gap-3">
        <h2 id="blocks-heading" className="text-xl font-bold">
          {t('safety.blocksHeading')}
        </h2>
        <Suspense fallback={<span className="loading loading-spinner" aria-label={t('blocks.loading')} />}>
          <Await
            resolve={blocks}
            errorElement={
              <p role="alert" className="text-base-content/80">
                {t('blocks.loadFailed')}
              </p>
            }
          >
            {(list) =>
              list.length === 0 ? (
                <p className="text-base-content/70">{t('safety.blocksEmpty')}</p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {list.map((person) => (
                    <BlockedRow key={person.authorId} person={person} />
                  ))}
                </ul>
              )
            }
          </Await>
        </Suspense>
      </div>
    </section>
  );
}

/** The rows' one fetcher (how each unblock went is a toast in the flash cookie: the row may be gone by then). */
const UNBLOCK = 'unblock';

function BlockedRow({ person }: { person: BlockedPerson }) {
  const t = useT();
  const fetcher = useFetcher({ key: UNBLOCK });
  // Gone at the tap; back if the unblock was refused (the page's loader reads the list again).
  if (fetcher.state !== 'idle' && fetcher.formData?.get('authorId') === person.authorId) return null;
  return (
    <li className="flex items-center justify-between gap-3">
      <span className="font-medium [overflow-wrap:anywhere]" lang="">
        {person.displayName}
      </span>
      <fetcher.Form method="post" action={paths.dashboardProfile}>
        <input type="hidden" name="intent" value="unblock" />
        <input type="hidden" name="authorId" value={person.authorId} />
        <button
          type="submit"
          className="btn btn-ghost btn-sm"
          aria-label={t('blocks.unblockName', { name: person.displayName })}
        >
          {t('safety.unblock')}
        </button>
      </fetcher.Form>
    </li>
  );
}
