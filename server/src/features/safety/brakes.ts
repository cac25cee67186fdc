import { createHash } from 'node:crypto';
import { SAFETY_LIMITS, SAFETY_MESSAGES } from '@green-circle/contract';
import type { SpamBrakes } from '../../config';
import { AppError } from '../../http/errors';
import type { Store } from '../../store/store';
import type { Clock } from '../../clock';

const DAY_MS = 24 * 60 * 60 * 1000;
export type BrakeKind = 'tip' | 'comment';

/** No brakes at all (the API tests' default, like their rate limits). */
export const NO_BRAKES: SpamBrakes = {
  newAccountTipsMax: 0,
  newAccountCommentsMax: 0,
  sameTextWindowMs: 0,
  reportsMax: 0,
  newAccountReportsMax: 0,
};

/** An account is new for its first day: from when the server made its record (none yet: new). */
export function isNewAccount(joinedAt: string | null, now: Date): boolean {
  return joinedAt === null || Date.parse(joinedAt) > now.getTime() - SAFETY_LIMITS.newAccountHours * 60 * 60 * 1000;
}

const textKey = (uid: string, text: string) => {
  const folded = text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  return `same text|uid:${uid}|${createHash('sha256').update(folded).digest('base64url')}`;
};

/**
 * The spam brakes, on the store's shared counters so every API process counts the
 * same: a new account shares at most 3 tips (10 comments) a day, and nobody posts the same
 * text twice within 24 hours. Call them after the input is validated, just before the write.
 */
export function createBrakes(store: Store, limits: SpamBrakes, clock: Clock) {
  /** 429 with when the member may go on (Retry-After and the detail), for a new account past its day's quota. */
  async function checkNewAccountQuota(uid: string, kind: BrakeKind): Promise<void> {
    const max = kind === 'tip' ? limits.newAccountTipsMax : limits.newAccountCommentsMax;
    if (max === 0 || !isNewAccount((await store.memberStanding(uid)).joinedAt, clock.now())) return;
    const key = `new account ${kind}|uid:${uid}`;
    const { hits, resetAt } = await store.hit(key, DAY_MS);
    if (hits <= max) return;
    await store.unhit(key);
    const when = new Date(resetAt).toISOString();
    const words = kind === 'tip' ? SAFETY_MESSAGES.newAccountQuota : SAFETY_MESSAGES.newAccountCommentQuota;
    const code = kind === 'tip' ? 'problem.tipQuota' : 'problem.commentQuota';
    const refusal = new AppError(
      429,
      `${words} ${when}.`,
      [{ field: 'retryAt', message: when, code, values: { when } }],
      {
        code,
        values: { when },
      },
    );
    throw Object.assign(refusal, {
      retryAfterSeconds: Math.max(1, Math.ceil((resetAt - clock.now().getTime()) / 1000)),
    });
  }

  /**
   * 429 past the member's reports of the day (tighter in an account's first day), so one account
   * cannot fill the moderators' queue. Counts a report only when `made` says it was a new one.
   */
  async function countReport(uid: string, made: () => Promise<boolean>): Promise<void> {
    const newAccount = isNewAccount((await store.memberStanding(uid)).joinedAt, clock.now());
    const max = newAccount ? limits.newAccountReportsMax : limits.reportsMax;
    if (max === 0) {
      await made();
      return;
    }
    const key = `reports|uid:${uid}`;
    const { hits, resetAt } = await store.hit(key, DAY_MS);
    if (hits > max) {
      await store.unhit(key);
      const when = new Date(resetAt).toISOString();
      const words = {
        code: newAccount ? 'problem.newAccountReportQuota' : 'problem.reportQuota',
        values: { max, when },
      };
      const refusal = new AppError(
        429,
        SAFETY_MESSAGES.reportQuota(max, newAccount, when),
        [{ field: 'retryAt', message: when, ...words }],
        words,
      );
      throw Object.assign(refusal, {
        retryAfterSeconds: Math.max(1, Math.ceil((resetAt - clock.now().getTime()) / 1000)),
      });
    }
    if (!(await made())) await store.unhit(key);
  }

  /** 409 when this member posted the same text (case and spacing aside) within the window. */
  async function checkDuplicateText(uid: string, text: string, field = 'description'): Promise<void> {
    if (limits.sameTextWindowMs === 0) return;
    const { hits } = await store.hit(textKey(uid, text), limits.sameTextWindowMs);
    if (hits > 1)
      throw new AppError(409, SAFETY_MESSAGES.duplicateText, [{ field, message: SAFETY_MESSAGES.duplicateText }]);
  }

  /** Both, for one new text: a text refused by the quota is not remembered as posted. */
  async function checkNewText(uid: string, kind: BrakeKind, text: string, field?: string): Promise<void> {
    await checkDuplicateText(uid, text, field);
    try {
      await checkNewAccountQuota(uid, kind);
    } catch (error) {
      if (limits.sameTextWindowMs !== 0) await store.unhit(textKey(uid, text));
      throw error;
    }
  }

  return { checkNewAccountQuota, checkDuplicateText, checkNewText, countReport };
}
export type Brakes = ReturnType<typeof createBrakes>;
