import type { Tip } from '@green-circle/contract';
import { LIMITS } from '@green-circle/contract/constants';
import type { Api } from '#app/lib/api-client';
import { listTipsPage, tipListPath, type TipPage } from '#app/lib/list-tips';

/** A member has at most this many pages read at once (10 × 100 tips), so a loop can never run away. */
const MAX_PAGES = 10;

/**
 * GET /gardenTips?email={email}: every tip of the signed-in member (both availabilities),
 * following the `Link: rel="next"` pages.
 */
export async function listMyTips(api: Api, email: string, signal?: AbortSignal): Promise<Tip[]> {
  const tips: Tip[] = [];
  let path: string | null = tipListPath({ email, limit: LIMITS.pageMax });
  for (let page = 0; path && page < MAX_PAGES; page += 1) {
    const next: TipPage = await listTipsPage(api, path, signal);
    tips.push(...next.tips);
    path = next.nextPage;
  }
  return tips;
}
