import {
  BATCHED_EMAIL_KINDS,
  type EmailKind,
  type EmailSettings,
  type EmailSettingsUpdate,
  type Language,
} from '@green-circle/contract';

/**
 * The Store's part for e-mail (embedded-store.ts, mongo-store.ts): the outbox, the members'
 * e-mail settings, and the addresses that bounced. A cause writes its e-mail into the outbox
 * in its own transaction (enqueueTx through index.ts); the sender (outbox-sender.ts) claims a
 * batch with a lease, sends it, and marks how it ended.
 */
export interface MailStore {
  getEmailSettings(uid: string): Promise<EmailSettings>;
  /** Changes the fields given; the others keep their value. */
  setEmailSettings(uid: string, changes: EmailSettingsUpdate): Promise<void>;
  /** Turns one kind off (an unsubscribe link); true when it was on. */
  turnEmailKindOff(uid: string, kind: EmailKind): Promise<boolean>;
  /**
   * Writes one e-mail to send, once per dedupeKey (a repeat of the cause adds nothing); false
   * when that key was written before. A run that happens once a period (the weekly digest, the
   * month's reminders) is written this way: the key is the run, so a second process's run of
   * the same period writes nothing.
   */
  enqueueMail(mail: NewMail): Promise<boolean>;
  /**
   * Claims the next batch that is due for `owner` until `now + leaseMs`: a batch left by a
   * crashed sender again as it was (same batchId, so the same Message-ID), else every due
   * e-mail of one member and kind. A batched kind sent less than `batchWindowMs` ago is put off
   * until that hour is over. Null when nothing is due.
   */
  claimMail(owner: string, now: Date, options: { leaseMs: number; batchWindowMs: number }): Promise<ClaimedMail | null>;
  /** Ends a claimed batch: sent, skipped for good, or back in the outbox until `retryAt`. */
  finishMail(batchId: string, owner: string, outcome: MailOutcome, now: Date): Promise<void>;
  /** An address whose server refused it for good: nothing more is sent to it. */
  markAddressBounced(email: string, reason: string): Promise<void>;
  isAddressBounced(email: string): Promise<boolean>;
  /** How many e-mails are in each state (tests and operators). */
  mailOutboxCounts(): Promise<Record<MailState, number>>;
  /** When the longest-waiting pending e-mail that is due by `now` fell due (ISO), or null: the sender's lag (/metrics). */
  mailOutboxOldestDue(now: Date): Promise<string | null>;
}

/**
 * The account e-mails (the address's verification link, the password-reset link): sent when a
 * member or a visitor asks, to an address not verified yet too, never batched with others nor
 * subject to the e-mail settings or an unsubscribe link (they are not news but a step the reader
 * is taking).
 */
const ACCOUNT_MAIL_KINDS = ['verify', 'reset'] as const;
export type AccountMailKind = (typeof ACCOUNT_MAIL_KINDS)[number];
/** What the outbox carries: a kind the member can turn off, or an account e-mail. */
export type MailKind = EmailKind | AccountMailKind;
export const isAccountMail = (kind: MailKind): kind is AccountMailKind =>
  (ACCOUNT_MAIL_KINDS as readonly string[]).includes(kind);

/** A kind whose e-mails wait and go together, at most one an hour (contract's BATCHED_EMAIL_KINDS). */
export const isBatched = (kind: MailKind) => (BATCHED_EMAIL_KINDS as readonly string[]).includes(kind);

export type MailState = 'pending' | 'sent' | 'skipped' | 'bounced' | 'failed';

/** How many e-mails one claimed batch gathers at most (the rest go in the next one), on either store. */
export const BATCH_MAX = 50;

/** The outbox's count in each state from a store's grouped rows: every state there, 0 where none is. */
export function outboxCounts(rows: Iterable<{ state: MailState; n: number }>): Record<MailState, number> {
  const counts: Record<MailState, number> = { pending: 0, sent: 0, skipped: 0, bounced: 0, failed: 0 };
  for (const { state, n } of rows) counts[state] = n;
  return counts;
}

/** What the composer needs to say about one cause; fields not about its kind are absent. */
export interface MailPayload {
  tipId?: string | null;
  commentId?: string | null;
  /** A question, its answers and helpful marks (issue 57). */
  questionId?: string | null;
  actorUid?: string | null;
  outcome?: string | null;
  /** A moderation notice: its notification kind, reason and end. */
  notice?: string | null;
  reason?: string | null;
  until?: string | null;
  /** A periodic run's period (2026-W48, 2026-12). */
  period?: string | null;
  /** An account e-mail: the language of the page it was asked on, for a member who chose none. */
  language?: Language | null;
}

export interface NewMail {
  uid: string;
  kind: MailKind;
  dedupeKey: string;
  payload: MailPayload;
  /** ISO time; default now. */
  createdAt?: string;
}

export interface ClaimedMail {
  batchId: string;
  uid: string;
  kind: MailKind;
  /** Attempts so far, this one included. */
  attempts: number;
  items: Array<{ id: string; payload: MailPayload; createdAt: string }>;
}

type MailOutcome =
  | { state: 'sent'; messageId: string }
  | { state: 'skipped' | 'bounced' | 'failed'; reason: string }
  | { state: 'retry'; reason: string; retryAt: Date };
