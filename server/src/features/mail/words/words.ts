import type { EmailKind, Hemisphere } from '@green-circle/contract';
import type { AccountMailKind } from '../store';

export type ActivityKind = 'reply' | 'comment' | 'trial' | 'shared';

/**
 * Every word an e-mail says, one catalogue per language (en.ts, es.ts: the same keys, which
 * words.test.ts checks). Counts are said by the language's own plural rules (Intl.PluralRules),
 * months and dates by Intl in that language (format.ts).
 */
export interface MailWords {
  frame: { unsubscribe: string; settings: string };
  /** Why each kind came, said in its footer. */
  why: Record<EmailKind, string>;
  /** The account e-mails: the address's verification and the password reset (no unsubscribe: the reader asked). */
  account: Record<
    AccountMailKind,
    { subject: string; heading: string; text: string; button: string; expires: string; why: string }
  >;
  someone: string;
  outcomes: { worked: string; partly: string; failed: string; tried: string };
  subjects: Record<
    ActivityKind,
    { one: (name: string, tip: string) => string; many: (n: number, tip: string | null) => string }
  >;
  lines: {
    shared: (name: string, tip: string) => string;
    trial: (name: string, outcome: string) => string;
    reply: (name: string, tip: string) => string;
    comment: (name: string, tip: string) => string;
  };
  links: {
    readTip: string;
    seeReport: string;
    openReply: string;
    openComment: string;
    openTip: string;
    seeThem: string;
    openWeek: string;
    allReminders: string;
    openSite: string;
  };
  digest: {
    remindersDue: (month: string, next: string) => string;
    reminderItem: (title: string, month: string) => string;
    forMyPlants: string;
    inSeason: (hemisphere: Hemisphere) => string;
    workedNear: string;
    fromFollowed: string;
    onMyTips: (n: number) => string;
    andMore: (n: number) => string;
    subject: (month: string) => string;
  };
  reminders: { one: (month: string, title: string) => string; many: (n: number, month: string) => string };
  /** Questions routed to the member, answers to theirs and helpful marks (issue 57). */
  questions: {
    asked: { one: (name: string, title: string) => string; many: (n: number) => string };
    answered: { one: (name: string, title: string) => string; many: (n: number, title: string | null) => string };
    askedLine: (name: string, title: string) => string;
    answeredLine: (name: string, title: string) => string;
    helpfulLine: (name: string, title: string) => string;
    openQuestion: string;
  };
  /** "Did it work?" a few weeks after a plan item was done (issue 58). */
  followUp: {
    subject: (tip: string, day: string) => string;
    text: string;
    worked: string;
    partly: string;
    didnt: string;
    openPlan: string;
  };
  moderation: {
    yourTip: string;
    reason: (reason: string) => string;
    tipHidden: (title: string) => string;
    tipHiddenText: string;
    tipRestored: (title: string) => string;
    tipRestoredText: string;
    commentHidden: (title: string) => string;
    commentHiddenText: string;
    commentRestored: (title: string) => string;
    commentRestoredText: string;
    yourQuestion: string;
    questionHidden: (title: string) => string;
    questionRestored: (title: string) => string;
    answerHidden: (title: string) => string;
    answerRestored: (title: string) => string;
    hiddenFromOthers: string;
    shownAgain: string;
    suspended: string;
    suspendedUntil: (day: string) => string;
    suspendedText: string;
    lifted: string;
    liftedText: string;
  };
}
