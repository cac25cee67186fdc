import { LIMITS } from '@green-circle/contract/constants';
import { getTipPage, type TipPage } from './tip-page';

/** GET /gardenTips?liked=me: the tips the member has liked, most recently liked first. */
export function listLikedTips(signal?: AbortSignal): Promise<TipPage> {
  const query = new URLSearchParams({ liked: 'me', limit: String(LIMITS.pageMax) });
  return getTipPage(`/gardenTips?${query}`, signal);
}
