import type { TipPage } from '#app/lib/list-tips';
import { useTipPages } from '../lib/use-tip-pages';
import { LoadMore } from './load-more';
import { TipCardGrid } from './tip-card-grid';
import { useT } from '#app/i18n/i18n';

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
  const t = useT();

  if (tips.length === 0) {
    if (quietWhenEmpty) return null;
    // The spec's message names the difficulty: only when one was chosen.
    return (
      <p className="py-10 text-center text-lg">
        {t(difficultyChosen ? 'messages.noTipsForDifficulty' : 'messages.noTipsForSearch')}
      </p>
    );
  }

  return (
    <div className="space-y-4">
      <p className="text-sm" aria-live="polite">
        {total === null
          ? t('browse.showingSome', { shown: tips.length })
          : t('browse.showing', { shown: tips.length, total })}
      </p>
      <TipCardGrid tips={tips} />
      <LoadMore pages={pages} />
    </div>
  );
}
