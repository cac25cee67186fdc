import type { Tip } from '@green-circle/contract';
import { MESSAGES } from '@green-circle/contract/messages';
import { useState } from 'react';
import { listTipsPage, type TipPage } from '../api/list-tips';
import { TipCardGrid } from './tip-card-grid';

/**
 * The first page comes from the route loader; 'Load more' follows the API's Link header
 * and appends. Keyed by the filters in the parent, so a new filter starts from page one.
 */
export function BrowseResults({ firstPage, difficultyChosen }: { firstPage: TipPage; difficultyChosen: boolean }) {
  const [tips, setTips] = useState<Tip[]>(firstPage.tips);
  const [nextPage, setNextPage] = useState(firstPage.nextPage);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  if (tips.length === 0) {
    // The spec's message names the difficulty: only when one was chosen.
    return <p className="py-10 text-center text-lg">{difficultyChosen ? MESSAGES.noTipsForDifficulty : MESSAGES.noTipsForSearch}</p>;
  }

  const loadMore = async () => {
    if (!nextPage) return;
    setLoading(true);
    setFailed(false);
    try {
      const page = await listTipsPage(nextPage);
      // A tip created between two pages could arrive twice; show it once.
      setTips((shown) => {
        const seen = new Set(shown.map((tip) => tip._id));
        return [...shown, ...page.tips.filter((tip) => !seen.has(tip._id))];
      });
      setNextPage(page.nextPage);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-sm" aria-live="polite">
        Showing {tips.length}
        {firstPage.total !== null && ` of ${firstPage.total}`} {firstPage.total === 1 ? 'tip' : 'tips'}
      </p>
      <TipCardGrid tips={tips} />
      {failed && (
        <p role="alert" className="text-center font-semibold text-red-700 dark:text-red-300">
          Could not load more tips. Check your connection and try again.
        </p>
      )}
      {nextPage && (
        <div className="text-center">
          <button type="button" className="btn btn-primary" onClick={loadMore} disabled={loading}>
            {loading && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {loading ? 'Loading…' : failed ? 'Try again' : 'Load more'}
          </button>
        </div>
      )}
    </div>
  );
}
