import type { ModerationLogEntry, ModerationMark, ReportReason, ReportTarget, Role } from '@green-circle/contract';

/**
 * The Store's part for trust and safety: roles, suspensions and account age on user records, reports,
 * the moderators' log, tips hidden by moderators, and blocks. Both adapters implement it
 * (embedded-store.ts, mongo-store.ts) and pass store.contract.ts.
 */
export interface SafetyStore {
  /** The member's role, suspension and when their record was made; defaults for a member without a record. */
  memberStanding(uid: string): Promise<MemberStanding>;
  /** Returns how many records changed (0 when the member has no record). */
  setRole(uid: string, role: Role): Promise<number>;
  /** Every member whose record holds this role. */
  membersWithRole(role: Role): Promise<string[]>;
  /** Until when (ISO), or null to lift it; returns how many records changed. */
  setSuspension(uid: string, until: string | null): Promise<number>;

  /** One report per member per target: a repeat adds nothing and answers created false. */
  addReport(report: NewReport): Promise<{ created: boolean }>;
  /** How many different members whose report counts towards auto-hide reported the target since it was last closed. */
  countQualifyingReports(target: ReportTarget): Promise<number>;
  /** Reported targets grouped, oldest first report first; at most `max`. */
  reportGroups(status: 'open' | 'closed', max: number): Promise<ReportGroup[]>;
  /** Closes the target's open reports (a moderator acted on them); returns how many. */
  closeReports(target: ReportTarget): Promise<number>;

  /** Hides a tip (with the reason) or shows it again (null); returns how many tips changed. */
  setTipModeration(tipId: string, mark: ModerationMark | null): Promise<number>;
  /** Hides a comment (with the reason) or shows it again (null); returns how many comments changed. */
  setCommentModeration(commentId: string, mark: ModerationMark | null): Promise<number>;
  /** Members whose display name contains `part` (any case), by name; at most `max`. */
  membersNamed(part: string, max: number): Promise<string[]>;

  addModerationLog(entry: NewModerationLogEntry): Promise<void>;
  /** Newest first; `before` is the last _id of the previous page. */
  listModerationLog(limit: number, before?: string): Promise<StoredModerationLogEntry[]>;

  /** created false when the pair was already there. */
  block(blockerUid: string, blockedUid: string): Promise<{ created: boolean }>;
  unblock(blockerUid: string, blockedUid: string): Promise<number>;
  /** Whom this member blocks. */
  blockedUids(uid: string): Promise<string[]>;
  isBlocked(blockerUid: string, blockedUid: string): Promise<boolean>;
  listBlocks(blockerUid: string): Promise<Array<{ blockedUid: string; createdAt: string }>>;

  /** The member's name and photo as others see them: their record, else their latest tip; null when unknown. */
  personOf(uid: string): Promise<{ displayName: string; authorPhotoURL: string } | null>;
}

export interface MemberStanding {
  role: Role;
  suspendedUntil: string | null;
  /** When the server first made the member's record (ISO); null without one. Never taken from a request. */
  joinedAt: string | null;
}

export interface NewReport {
  target: ReportTarget;
  reporterUid: string;
  /** The reported content's author, kept so a member's reports can never be shown to them. */
  targetAuthorUid: string;
  reason: ReportReason;
  note: string;
  /** Counts towards auto-hide: the reporter's account was older than a day when they reported. */
  qualifying: boolean;
}

export interface ReportGroup {
  target: ReportTarget;
  targetAuthorUid: string;
  count: number;
  reasons: ReportReason[];
  notes: string[];
  firstReportedAt: string;
}

export type NewModerationLogEntry = Omit<StoredModerationLogEntry, '_id' | 'at'> & { at?: string };

export interface StoredModerationLogEntry extends Omit<ModerationLogEntry, 'moderator'> {
  /** null for the system. */
  moderatorUid: string | null;
}

const names = new Intl.Collator('en');

/**
 * membersNamed's answer from the records whose name matched, the same in both stores: by name as a
 * reader sorts names (any case; an accented letter beside its plain one), then by uid; at most `max`.
 */
export function byName(rows: Array<{ uid: string; name: string }>, max: number): string[] {
  return rows
    .sort((a, b) => names.compare(a.name, b.name) || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0))
    .slice(0, max)
    .map((row) => row.uid);
}
