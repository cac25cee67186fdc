import type { PlanOutcome } from '@green-circle/contract';
import type { StoredTip } from '../tips/store';

/**
 * The Store's part for "My plan" (issue 58): plan items and the delay a tip's author gives its
 * result. Queries only: every rule (when an item is due, what "Done" schedules, who is counted)
 * is the service's (service.ts). Both adapters pass store.contract.ts.
 */
export interface PlanStore {
  /** One item per member per tip: an existing one is answered as it is (created false). */
  addPlanItem(item: NewPlanItem): Promise<{ item: StoredPlanItem; created: boolean }>;
  getPlanItem(id: string): Promise<StoredPlanItem | null>;
  /** The member's item of this tip, or null. */
  findPlanItem(uid: string, tipId: string): Promise<StoredPlanItem | null>;
  /** The member's items with their tips (deleted tips and others' tips moderators hid drop out), oldest first. */
  listPlanItems(uid: string): Promise<Array<{ item: StoredPlanItem; tip: StoredTip }>>;
  /**
   * Writes these fields of the member's item when it still has `expected`'s values (compare and
   * set: two taps at once change it once). Answers the item as written, or null when it is not
   * the member's, is gone, or no longer has those values.
   */
  updatePlanItem(
    id: string,
    uid: string,
    expected: Partial<PlanItemFields>,
    changes: Partial<PlanItemFields>,
  ): Promise<StoredPlanItem | null>;
  /** The member's item; false when there was none. */
  deletePlanItem(id: string, uid: string): Promise<boolean>;
  /** Items whose follow-up is pending and due by `now` (ISO), soonest first, at most `limit`. */
  dueFollowUps(now: string, limit: number): Promise<StoredPlanItem[]>;
  /**
   * The tip's items whose occurrence to do is in [dueFrom, dueTo) (YYYY-MM) or that were done on
   * or after doneFrom (YYYY-MM-DD): planned; those done on or after doneFrom: done. Items of the
   * uids in `exclude` are not counted.
   */
  countPlan(
    tipId: string,
    window: { dueFrom: string; dueTo: string; doneFrom: string },
    exclude: readonly string[],
  ): Promise<{ planned: number; done: number }>;
  /** The weeks a tip's result takes, as its author said; null when they did not. */
  getResultWeeks(tipId: string): Promise<number | null>;
  setResultWeeks(tipId: string, weeks: number): Promise<void>;
}

export type FollowUpState = 'none' | 'pending' | 'asked' | 'cancelled';

/** What the service writes on an item. */
export interface PlanItemFields {
  month: number;
  repeats: boolean;
  /** The occurrence still to do (YYYY-MM); null for a one-off done or set aside. */
  due: string | null;
  doneOn: string | null;
  doneNote: string;
  donePhoto: string | null;
  /** What the photo shows, in the member's words ('' for none): the alt of the report's photo. */
  donePhotoAlt: string;
  skippedYear: number | null;
  /** The day "Did it work?" is asked (YYYY-MM-DD) and where that stands. */
  followUpOn: string | null;
  followUpState: FollowUpState;
  outcome: PlanOutcome | null;
}

/** Every field the service writes, by name: what both adapters store and let a change set. */
export const PLAN_ITEM_FIELDS = [
  'month',
  'repeats',
  'due',
  'doneOn',
  'doneNote',
  'donePhoto',
  'donePhotoAlt',
  'skippedYear',
  'followUpOn',
  'followUpState',
  'outcome',
] as const satisfies ReadonlyArray<keyof PlanItemFields>;

export interface NewPlanItem extends PlanItemFields {
  uid: string;
  tipId: string;
  /** ISO time. */
  createdAt: string;
}

export interface StoredPlanItem extends NewPlanItem {
  id: string;
}
