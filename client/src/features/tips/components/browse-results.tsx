import { MESSAGES } from '@green-circle/contract/messages';
import type { TipPage } from '../api/list-tips';
import { useTipPages } from '../lib/use-tip-pages';
import { LoadMore } from './load-more';
import { TipsTable } from './tips-table';

/** The first page comes from the route loader; 'Load more' adds the next ones. */
export function BrowseResults({ firstPage }: { firstPage: TipPage }) {
  const pages = useTipPages(firstPage);
  const { tips, total } = pages;

  if (tips.length === 0) {
    return <p className="py-10 text-center text-lg">{MESSAGES.noTipsForDifficulty}</p>;
  }

  return (
    <div className="space-y-4">
      <p className="text-sm" aria-live="polite">
        Showing {tips.length}
        {total !== null && ` of ${total}`} {total === 1 ? 'tip' : 'tips'}
      </p>
      <TipsTable tips={tips} />
      <LoadMore pages={pages} />
    </div>
  );
}
