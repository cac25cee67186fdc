import type { Gardener } from '@green-circle/contract';

/** The gardener cards of Explore (embedded-store.ts, mongo-store.ts; store.contract.ts). */
export interface GardenersStore {
  /** Profiles with totalSharedTips (Public, not hidden by moderators) and status ('active': one shared in the last 90 days) counted from the tips. */
  listGardeners(filter: GardenerFilter): Promise<StoredGardener[]>;
  /** The member's card, counted as listGardeners counts it, or null when they have none (the first by name if several). */
  gardenerCardOf(uid: string): Promise<StoredGardener | null>;
}

export interface GardenerFilter {
  activeOnly: boolean;
  limit: number;
  /** 'shared': most shared tips first; 'name': alphabetical. */
  sort: 'shared' | 'name';
}

/** A gardener's profile card as seeded: the member it belongs to, without what the store counts. */
export type SeedGardener = Omit<Gardener, '_id' | 'authorId' | 'status' | 'totalSharedTips'> & { authorUid: string };

/** A gardener as the store answers: the API turns authorUid into the public authorId. */
export type StoredGardener = Omit<Gardener, 'authorId'> & { authorUid: string };
