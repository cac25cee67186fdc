import type { Tip } from '@green-circle/contract';
import { useState } from 'react';

/**
 * The member's tips as loaded, minus the ones deleted on this page. A new load (another
 * visit, a revalidation) starts again from the loader's list.
 */
export function useOwnTips(loaded: Tip[]) {
  const [source, setSource] = useState(loaded);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  if (source !== loaded) {
    setSource(loaded);
    setRemoved(new Set());
  }
  return {
    tips: loaded.filter((tip) => !removed.has(tip._id)),
    remove: (id: string) => setRemoved((current) => new Set(current).add(id)),
  };
}
