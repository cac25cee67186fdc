import type { BlockedPerson } from '@green-circle/contract';
import { SAFETY_MESSAGES } from '@green-circle/contract/messages';
import { useEffect, useState } from 'react';
import { notify } from '../../../lib/notify';
import { listBlocks, unblockGardener } from '../api/safety-api';
import { browserApi } from '../../../lib/browser-api';

/** The profile screen's list of the gardeners the member blocks, each with Unblock. */
export function BlocksPanel() {
  const [blocks, setBlocks] = useState<BlockedPerson[] | null>(null);
  useEffect(() => {
    let live = true;
    listBlocks(browserApi).then(
      (list) => live && setBlocks(list),
      () => live && setBlocks([]),
    );
    return () => {
      live = false;
    };
  }, []);

  async function unblock(person: BlockedPerson) {
    try {
      await unblockGardener(browserApi, person.authorId);
      setBlocks((list) => list?.filter((other) => other.authorId !== person.authorId) ?? null);
      notify.success(SAFETY_MESSAGES.unblocked);
    } catch {
      notify.error(SAFETY_MESSAGES.moderationFailed);
    }
  }

  return (
    <section
      className="card mx-auto w-full max-w-lg border border-base-300 bg-base-100 p-6 shadow-md"
      aria-labelledby="blocks-heading"
    >
      <div className="flex flex-col gap-3">
        <h2 id="blocks-heading" className="text-xl font-bold">
          {SAFETY_MESSAGES.blocksHeading}
        </h2>
        {blocks === null ? (
          <span className="loading loading-spinner" aria-label="Loading" />
        ) : blocks.length === 0 ? (
          <p className="text-base-content/70">{SAFETY_MESSAGES.blocksEmpty}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {blocks.map((person) => (
              <li key={person.authorId} className="flex items-center justify-between gap-3">
                <span className="font-medium [overflow-wrap:anywhere]">{person.displayName}</span>
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => void unblock(person)}>
                  {SAFETY_MESSAGES.unblock}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
