import type { Tip, TipListQuery } from '@green-circle/contract';
import { nextPageFromLink, type Api } from './api-client';

/** The filters of GET /gardenTips; anything left undefined or empty is not sent. */
export type TipListParams = Partial<Omit<TipListQuery, 'cursor'>>;

/** One page of tips with what the API says about the rest. */
export interface TipPage {
  tips: Tip[];
  /** Path of the next page (from the `Link` header), or null on the last page. */
  nextPage: string | null;
  /** All tips that match the filters (`X-Total-Count`), or null when not sent. */
  total: number | null;
}

/** `/gardenTips?…` with only the filters that have a value. */
export function tipListPath(params: TipListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `/gardenTips?${query}` : '/gardenTips';
}

/** GET one page of tips; `path` is a tipListPath() or a nextPage from an earlier page. */
export async function listTipsPage(api: Api, path: string, signal?: AbortSignal): Promise<TipPage> {
  const { data, headers } = await api.request<Tip[]>('GET', path, { signal });
  const total = headers.get('X-Total-Count');
  return {
    tips: data,
    nextPage: nextPageFromLink(headers),
    total: total === null || Number.isNaN(Number(total)) ? null : Number(total),
  };
}

/** GET /gardenTips with filters: the first page. */
export function listTips(api: Api, params: TipListParams, signal?: AbortSignal): Promise<TipPage> {
  return listTipsPage(api, tipListPath(params), signal);
}
