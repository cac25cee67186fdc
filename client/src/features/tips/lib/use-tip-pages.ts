import type { Tip } from '@green-circle/contract';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { paths } from '#app/config/paths';
import type { MoreTips, TipPage } from '#app/lib/list-tips';

/** The tips in order, each once: a tip written between two reads can arrive on both pages. */
const uniqueById = (tips: Tip[]) => {
  const seen = new Set<string>();
  return tips.filter((tip) => !seen.has(tip._id) && Boolean(seen.add(tip._id)));
};

/**
 * A list read page by page: the loader's first page, then the pages 'Load more' follows through
 * the API's Link header, read by the site's resource route (a fetcher). A new first page (another
 * filter) starts the list again. Browse, All Garden Tips and Liked Tips all page through it.
 */
export function useTipPages(first: TipPage) {
  const fetcher = useFetcher<MoreTips>();
  const [source, setSource] = useState(first);
  const [more, setMore] = useState<MoreTips[]>([]);
  // The fetcher's last answer, once taken into the list (it stays the fetcher's data after).
  const [taken, setTaken] = useState<MoreTips | undefined>(undefined);
  const read = fetcher.data;
  if (source !== first) {
    setSource(first);
    setMore([]);
    setTaken(read);
  } else if (read !== taken) {
    setTaken(read);
    if (read?.page) setMore((current) => [...current, read]);
  }

  const last = more.length > 0 ? more[more.length - 1]!.page! : first;
  const nextPage = last.nextPage;
  const loading = fetcher.state !== 'idle';
  const failed = !loading && read !== undefined && read.page === null;

  function loadMore() {
    if (!nextPage || loading) return;
    void fetcher.load(paths.tipsPage(nextPage));
  }

  return {
    tips: uniqueById([...first.tips, ...more.flatMap((m) => m.page!.tips)]),
    total: first.total,
    hasMore: nextPage !== null,
    loading,
    failed,
    loadMore,
  };
}

export type TipPages = ReturnType<typeof useTipPages>;
