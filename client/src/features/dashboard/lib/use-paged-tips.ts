import type { Tip } from '@green-circle/contract';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { getTipPage, type TipPage } from '../api/tip-page';

/**
 * The loader's first page plus the pages a 'Load more' click fetched. A new first page
 * (another filter, a revalidation) starts the list again.
 */
export function usePagedTips(first: TipPage) {
  const [source, setSource] = useState(first);
  const [more, setMore] = useState<TipPage>({ tips: [], next: first.next });
  const [loading, setLoading] = useState(false);
  if (source !== first) {
    setSource(first);
    setMore({ tips: [], next: first.next });
  }

  async function loadMore() {
    if (!more.next || loading) return;
    setLoading(true);
    try {
      const page = await getTipPage(more.next);
      setMore((current) => ({ tips: [...current.tips, ...page.tips], next: page.next }));
    } catch {
      notify.error('Could not load more tips. Please try again.');
    } finally {
      setLoading(false);
    }
  }

  const tips: Tip[] = [...first.tips, ...more.tips];
  return { tips, hasMore: more.next !== null, loading, loadMore };
}
