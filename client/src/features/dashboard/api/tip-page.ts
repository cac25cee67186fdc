import type { Tip } from '@green-circle/contract';
import { apiRequest, nextPageFromLink } from '../../../lib/api-client';

/** One page of GET /gardenTips and the path of the next one (null on the last page). */
export interface TipPage {
  tips: Tip[];
  next: string | null;
}

export async function getTipPage(path: string, signal?: AbortSignal): Promise<TipPage> {
  const { data, headers } = await apiRequest<Tip[]>('GET', path, { signal });
  return { tips: data, next: nextPageFromLink(headers) };
}
