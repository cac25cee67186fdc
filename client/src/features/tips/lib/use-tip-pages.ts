import type { Tip } from '@green-circle/contract';
import { useState } from 'react';
import { listTipsPage, type TipPage } from '../../../lib/list-tips';
import { browserApi } from '../../../lib/browser-api';

/** The tips in order, each once: a tip written between two reads can arrive on both pages. */
const uniqueById = (tips: Tip[]) => {
  const seen = new Set<string>();
  return tips.filter((tip) => !seen.has(tip._id) && Boolean(seen.add(tip._id)));
};

/**
 * A list read page by page: the loader's first page, then the pages 'Load more' follows
 * through the API's Link header. A new first page (another filter, a revalidation) starts
 * the list again. Browse, All Garden Tips and Liked Tips all page through it.
 */
export function useTipPages(first: TipPage) {
  const [source, setSource] = useState(first);
  const [more, setMore] = useState<Tip[]>([]);
  const [nextPage, setNextPage] = useState(first.nextPage);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  if (source !== first) {
    setSource(first);
    setMore([]);
    setNextPage(first.nextPage);
    setFailed(false);
  }

  async function loadMore() {
    if (!nextPage || loading) return;
    setLoading(true);
    setFailed(false);
    try {
      const page = await listTipsPage(browserApi, nextPage);
      setMore((current) => [...current, ...page.tips]);
      setNextPage(page.nextPage);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  return {
    tips: uniqueById([...first.tips, ...more]),
    total: first.total,
    hasMore: nextPage !== null,
    loading,
    failed,
    loadMore,
  };
}

export type TipPages = ReturnType<typeof useTipPages>;
