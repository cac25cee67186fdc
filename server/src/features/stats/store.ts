import type { Stats } from '@green-circle/contract';

/** The site's figures (embedded-store.ts, mongo-store.ts). */
export interface StatsStore {
  stats(authorUid: string): Promise<Stats>;
}
