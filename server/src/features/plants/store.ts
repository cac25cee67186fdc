import type { Hemisphere, ReportForEvidence } from '@green-circle/contract';

/**
 * The Store's part for plants: each tip keeps the plant its plantType resolves to (plantSlug,
 * written with the tip; TipListFilter.plantSlugs lists by it), members' own plants, and what a
 * plant page and the sitemap read. Both adapters implement it beside this file
 * (embedded-store.ts, mongo-store.ts) and pass store.contract.ts. "Shown" tips are
 * Public and not hidden by moderators.
 */
export interface PlantStore {
  /** created: whether this call added it (a repeat keeps the first). `addedAt`: ISO time, default now. */
  addMemberPlant(uid: string, slug: string, addedAt?: string): Promise<{ created: boolean }>;
  /** Returns how many were removed (0 or 1). */
  removeMemberPlant(uid: string, slug: string): Promise<number>;
  /** The member's plants, most recently added first. */
  memberPlants(uid: string): Promise<Array<{ slug: string; addedAt: string }>>;
  /** Who grows the plant, most recently added first (at most `limit`), and how many do. */
  plantGrowers(slug: string, limit: number): Promise<{ uids: string[]; total: number }>;
  /** How many shown tips each plant has (plants without any are left out). */
  plantTipCounts(): Promise<Map<string, number>>;
  /** The plant's shown tips (their months and authors) and every "I tried this" report on them. */
  plantFacts(slug: string): Promise<PlantFactsRecord>;
  /** Shown tips by id (after `after`, at most `limit`): what the sitemap lists. */
  sitemapTips(after: string | null, limit: number): Promise<SitemapTip[]>;
}

export interface PlantFactsRecord {
  tips: Array<{ authorUid: string; months?: number[]; hemisphere: Hemisphere }>;
  reports: ReportForEvidence[];
}

export interface SitemapTip {
  id: string;
  updatedAt: string;
  authorUid: string;
  /** Its plant's page is listed only beside a tip the sitemap lists. */
  plantSlug: string | null;
}
