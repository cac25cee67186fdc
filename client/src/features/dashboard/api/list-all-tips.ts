import { DIFFICULTIES, LIMITS, type Difficulty } from '@green-circle/contract/constants';
import { getTipPage, type TipPage } from './tip-page';

export const isDifficulty = (value: string | null): value is Difficulty =>
  DIFFICULTIES.includes(value as Difficulty);

/**
 * GET /gardenTips?difficulty=&limit=100: the first page of every tip a member may see,
 * Hidden ones included. Later pages come from `TipPage.next`.
 */
export function listAllTips(difficulty: Difficulty | null, signal?: AbortSignal): Promise<TipPage> {
  const query = new URLSearchParams({ limit: String(LIMITS.pageMax) });
  if (difficulty) query.set('difficulty', difficulty);
  return getTipPage(`/gardenTips?${query}`, signal);
}
