import { MESSAGES } from '@green-circle/contract/messages';
import type { TipPage } from '../../../lib/list-tips';
import { useTipPages } from '../lib/use-tip-pages';
import { LoadMore } from './load-more';
import { TipCardGrid } from './tip-card-grid';

/**
 * The first page comes from the route loader; 'Load more' adds the next ones. `quietWhenEmpty`:
 * an empty list says nothing, as the page says why itself (not "Try another word").
 */
export function BrowseResults({
  firstPage,
  difficultyChosen,
  quietWhenEmpty = false,
}: {
  firstPage: TipPage;
  difficultyChosen: boolean;
  quietWhenEmpty?: boolean;
}) {
  const pages = useTipPages(firstPage);
  const { tips, total } = pages;

  if (tips.length === 0) {
    if (quietWhenEmpty) return null;
    // The spec's message names the difficulty: only when one was chosen.
    return (
      <p className="py-10 text-center text-lg">
        {difficultyChosen ? MESSAGES.noTipsForDifficulty : MESSAGES.noTipsForSearch}
      </p>
    );
  }

  return (
    <div className="space-y-4">
      <p className="text-sm" aria-live="polite">
        Showing {tips.length}
        {total !== null && ` of ${total}`} {total === 1 ? 'tip' : 'tips'}
      </p>
      <TipCardGrid tips={tips} />
      <LoadMore pages={pages} />
    </div>
  );
}
