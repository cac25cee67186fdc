import {
  DEFAULT_HEMISPHERE,
  PLAN_MESSAGES,
  RESULT_WEEKS,
  TRIAL_OF_PLAN_OUTCOME,
  monthsIn,
  type Hemisphere,
  type PlanCounts,
  type PlanDone,
  type PlanItem,
  type PlanOutcome,
} from '@green-circle/contract';
import type { Clock } from '../../clock';
import type { Identity } from '../../http/auth';
import { AppError } from '../../http/errors';
import type { Store, StoredTip } from '../../store/store';
import { mayRead } from '../safety';
import { gardenOf, type FeedEvent } from '../seasons';
import { authorProfile, findVisibleTip } from '../tips';
import { uploadOfUrl } from '../uploads';
import type { PlanItemFields, StoredPlanItem } from './store';

// Every rule of "My plan" (issue 58), once, over the persistence interface (store.ts).

const DAY_MS = 86_400_000;
/** How many follow-ups one run asks at most (the next run takes the rest). */
const FOLLOW_UP_BATCH = 500;

/** YYYY-MM of a date (UTC). */
export const monthOf = (date: Date) => date.toISOString().slice(0, 7);
/** YYYY-MM-DD of a date (UTC). */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);
/** YYYY-MM moved by n months. */
export function addMonths(ym: string, n: number): string {
  const [year, month] = ym.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + n;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}
const ymOf = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** The first occurrence of `month` in this month or after (YYYY-MM). */
export function nextOccurrence(month: number, now: Date): string {
  const year = now.getUTCFullYear();
  return month >= now.getUTCMonth() + 1 ? ymOf(year, month) : ymOf(year + 1, month);
}

/**
 * The month a new plan item is preset to: the tip's months turned to the member's hemisphere,
 * this month while the tip is in season, else the next month it is; this month for a tip without months.
 */
export function presetMonth(tip: Pick<StoredTip, 'months' | 'hemisphere'>, reader: Hemisphere, now: Date): number {
  const current = now.getUTCMonth() + 1;
  if (tip.months === undefined || tip.months.length === 0) return current;
  const season = new Set(monthsIn(tip.months, tip.hemisphere ?? DEFAULT_HEMISPHERE, reader));
  for (let k = 0; k < 12; k += 1) {
    const month = ((current - 1 + k) % 12) + 1;
    if (season.has(month)) return month;
  }
  return current;
}

/**
 * The occurrence still to do as of now: a yearly item whose occurrence is older than last month
 * rolls on a year at a time (it is overdue for one month, then it is next year's); a one-off stays.
 */
export function effectiveDue(item: Pick<StoredPlanItem, 'due' | 'repeats'>, now: Date): string | null {
  if (item.due === null || !item.repeats) return item.due;
  const lastMonth = addMonths(monthOf(now), -1);
  let due = item.due;
  while (due < lastMonth) due = addMonths(due, 12);
  return due;
}

/** The season a tip's counts are for: due from last month to a year on, or done in the last twelve months. */
export function seasonWindow(now: Date) {
  const thisMonth = monthOf(now);
  return {
    dueFrom: addMonths(thisMonth, -1),
    dueTo: addMonths(thisMonth, 12),
    doneFrom: `${addMonths(thisMonth, -11)}-01`,
  };
}

/** An item as its owner reads it: built field by field, nothing of the stored tip but its title and image. */
export function planItemView(item: StoredPlanItem, tip: Pick<StoredTip, 'title' | 'image'>, now: Date): PlanItem {
  return {
    id: item.id,
    tipId: item.tipId,
    title: tip.title,
    image: tip.image,
    month: item.month,
    repeats: item.repeats,
    due: effectiveDue(item, now),
    done:
      item.doneOn === null
        ? null
        : { on: item.doneOn, note: item.doneNote, photo: item.donePhoto, photoAlt: item.donePhotoAlt },
    skippedYear: item.skippedYear,
    followUp:
      item.followUpOn === null || item.followUpState === 'none'
        ? null
        : { on: item.followUpOn, state: item.followUpState },
    outcome: item.outcome,
    createdAt: item.createdAt,
  };
}

const noSuchItem = () => new AppError(404, PLAN_MESSAGES.noSuchItem);

export function createPlanService(store: Store, clock: Clock) {
  /** The member's own item, else 404 (another member's item is as good as none). */
  const ownItem = async (uid: string, id: string) => {
    const item = await store.getPlanItem(id);
    if (item === null || item.uid !== uid) throw noSuchItem();
    return item;
  };
  const viewOf = async (item: StoredPlanItem) => {
    const tip = await store.getTip(item.tipId);
    if (tip === null) throw noSuchItem();
    return planItemView(item, tip, clock.now());
  };
  /** Compare and set: a change that lost a race to another tap is a conflict, never a second change. */
  const write = async (item: StoredPlanItem, expected: Partial<PlanItemFields>, changes: Partial<PlanItemFields>) => {
    const written = await store.updatePlanItem(item.id, item.uid, expected, changes);
    if (written === null) throw new AppError(409, PLAN_MESSAGES.alreadyClosed);
    return written;
  };

  return {
    async add(member: Identity, input: { tipId: string; month?: number; repeats: boolean }) {
      const tip = await findVisibleTip(store, input.tipId, member);
      const now = clock.now();
      const garden = await gardenOf(store, member.uid);
      const month = input.month ?? presetMonth(tip, garden.hemisphere, now);
      const { item, created } = await store.addPlanItem({
        uid: member.uid,
        tipId: tip._id,
        month,
        repeats: input.repeats,
        due: nextOccurrence(month, now),
        doneOn: null,
        doneNote: '',
        donePhoto: null,
        donePhotoAlt: '',
        skippedYear: null,
        followUpOn: null,
        followUpState: 'none',
        outcome: null,
        createdAt: now.toISOString(),
      });
      return { item: planItemView(item, tip, now), created };
    },

    /** The member's plan; with from/to (YYYY-MM), the items due or done in those months. */
    async list(uid: string, range: { from?: string; to?: string } = {}) {
      const now = clock.now();
      const from = range.from ?? '0000-00';
      const to = range.to ?? '9999-99';
      const within = (ym: string | null | undefined) => ym !== null && ym !== undefined && ym >= from && ym <= to;
      return (await store.listPlanItems(uid))
        .map(({ item, tip }) => planItemView(item, tip, now))
        .filter(
          (item) =>
            (range.from === undefined && range.to === undefined) ||
            within(item.due) ||
            within(item.done?.on.slice(0, 7)),
        );
    },

    /** The member's items due in this month (YYYY-MM): the month's reminder notifications (notifications, through app.ts). */
    async dueIn(uid: string, month: string) {
      return (await this.list(uid)).filter((item) => item.due === month);
    },

    /** The calendar feed's events: each item's occurrence still to do (seasons' feed, through app.ts). */
    async feedEvents(uid: string): Promise<FeedEvent[]> {
      return (await this.list(uid)).flatMap((item) =>
        item.due === null
          ? []
          : [
              {
                id: item.id,
                tipId: item.tipId,
                title: item.title,
                due: item.due,
                yearly: item.repeats,
                createdAt: item.createdAt,
              },
            ],
      );
    },

    async change(uid: string, id: string, changes: { month?: number; repeats?: boolean }) {
      const item = await ownItem(uid, id);
      const now = clock.now();
      const month = changes.month ?? item.month;
      const repeats = changes.repeats ?? item.repeats;
      // A new month moves the occurrence still to do; a one-off done or set aside made yearly comes back next year.
      const open = item.due !== null;
      const next = nextOccurrence(month, now);
      const reopened = next === item.doneOn?.slice(0, 7) ? addMonths(next, 12) : next;
      const due = open ? (changes.month === undefined ? item.due : next) : repeats ? reopened : null;
      return viewOf(await write(item, { due: item.due, doneOn: item.doneOn }, { month, repeats, due }));
    },

    async remove(uid: string, id: string) {
      if (!(await store.deletePlanItem(id, uid))) throw noSuchItem();
    },

    /**
     * "Done": dated today or the day given (not in the future, within the last year), with a note,
     * a photo and what the photo shows, carried into the report later. A yearly item moves on to next year; a one-off is
     * finished. "Did it work?" is scheduled once, at the tip's delay, unless the member already
     * reported on the tip, was asked already, or wrote it.
     */
    async done(member: Identity, id: string, input: PlanDone) {
      const item = await ownItem(member.uid, id);
      const now = clock.now();
      const due = effectiveDue(item, now);
      if (due === null) throw new AppError(409, PLAN_MESSAGES.alreadyClosed);
      const date = input.date ?? dayOf(now);
      if (date > dayOf(now))
        throw new AppError(400, PLAN_MESSAGES.dateInFuture, [{ field: 'date', message: PLAN_MESSAGES.dateInFuture }]);
      if (date < dayOf(new Date(now.getTime() - 366 * DAY_MS)))
        throw new AppError(400, PLAN_MESSAGES.dateTooOld, [{ field: 'date', message: PLAN_MESSAGES.dateTooOld }]);
      const photo = input.photo ?? null;
      if (photo !== null) await uploadOfUrl(store, photo, member.uid, 'photo');
      const [tip, trial, weeks] = await Promise.all([
        store.getTip(item.tipId),
        store.getTrial(item.tipId, member.uid),
        store.getResultWeeks(item.tipId),
      ]);
      if (tip === null) throw noSuchItem();
      const ask =
        item.outcome === null && item.followUpState !== 'asked' && trial === null && tip.authorUid !== member.uid;
      const followUp: Partial<PlanItemFields> = ask
        ? {
            followUpOn: dayOf(new Date(Date.parse(`${date}T00:00:00Z`) + (weeks ?? RESULT_WEEKS.default) * 7 * DAY_MS)),
            followUpState: 'pending',
          }
        : {};
      const written = await write(
        item,
        { due: item.due, doneOn: item.doneOn },
        {
          due: item.repeats ? addMonths(due, 12) : null,
          doneOn: date,
          doneNote: input.note ?? '',
          donePhoto: photo,
          donePhotoAlt: photo === null ? '' : (input.photoAlt ?? ''),
          ...followUp,
        },
      );
      return planItemView(written, tip, now);
    },

    /** "Not this year": a yearly item moves on to next year; a one-off is set aside. */
    async skip(uid: string, id: string) {
      const item = await ownItem(uid, id);
      const now = clock.now();
      const due = effectiveDue(item, now);
      if (due === null) throw new AppError(409, PLAN_MESSAGES.alreadyClosed);
      const written = await write(
        item,
        { due: item.due, doneOn: item.doneOn },
        { due: item.repeats ? addMonths(due, 12) : null, skippedYear: Number(due.slice(0, 4)) },
      );
      return viewOf(written);
    },

    /**
     * "Did it work?": once per item, after "Done", and only while the member has not reported on
     * the tip. The answer is their "I tried this" report (counted once: one report per member per
     * tip), with their garden's zone and the note and photo of "Done" (what the photo shows its
     * alt on the evidence); its author hears that a
     * plan follower reported. `uid` is the session's member or the signed link's.
     */
    async answer(uid: string, id: string, outcome: PlanOutcome) {
      const item = await store.getPlanItem(id);
      if (item === null || item.uid !== uid) throw noSuchItem();
      if (item.doneOn === null) throw new AppError(409, PLAN_MESSAGES.notDoneYet);
      if (item.outcome !== null) throw new AppError(409, PLAN_MESSAGES.alreadyAnswered);
      const user = await store.findUserByUid(uid);
      const member: Identity & { email: string } = { uid, email: user?.email ?? '', emailVerified: true };
      const tip = await findVisibleTip(store, item.tipId, member);
      if (tip.authorUid === uid) throw new AppError(403, PLAN_MESSAGES.ownTip);
      if ((await store.getTrial(tip._id, uid)) !== null) {
        await store.updatePlanItem(item.id, uid, { followUpState: 'pending' }, { followUpState: 'cancelled' });
        throw new AppError(409, PLAN_MESSAGES.alreadyReported);
      }
      const answered = await store.updatePlanItem(
        item.id,
        uid,
        { outcome: null },
        { outcome, followUpState: item.followUpState === 'pending' ? 'cancelled' : item.followUpState },
      );
      if (answered === null) throw new AppError(409, PLAN_MESSAGES.alreadyAnswered);
      try {
        const [profile, garden] = await Promise.all([authorProfile(store, member), gardenOf(store, uid)]);
        const result = await store.putTrial({
          tipId: tip._id,
          authorUid: uid,
          outcome: TRIAL_OF_PLAN_OUTCOME[outcome],
          note: item.doneNote,
          photo: item.donePhoto,
          photoAlt: item.donePhotoAlt,
          month: Number(item.doneOn.slice(5, 7)),
          hemisphere: garden.hemisphere,
          zone: garden.zone ?? null,
          ...profile,
          notify: ({ trial, created }) =>
            created
              ? [
                  {
                    recipientUid: tip.authorUid,
                    kind: 'planReport',
                    actorUid: uid,
                    tipId: tip._id,
                    outcome: trial.outcome,
                    groupKey: `trial:${tip._id}:${uid}`,
                  },
                ]
              : [],
        });
        if (result === null) throw noSuchItem();
      } catch (error) {
        // Nothing was reported: the question stays open.
        await store.updatePlanItem(item.id, uid, { outcome }, { outcome: null, followUpState: item.followUpState });
        throw error;
      }
      return planItemView(answered, tip, clock.now());
    },

    /** What a signed link's item is, for its page (the member's tip title and the day it was done). */
    async linkInfo(uid: string, id: string) {
      const item = await store.getPlanItem(id);
      if (item === null || item.uid !== uid || item.doneOn === null) throw new AppError(404, PLAN_MESSAGES.linkInvalid);
      const tip = await store.getTip(item.tipId);
      if (tip === null) throw new AppError(404, PLAN_MESSAGES.linkInvalid);
      return { tipId: tip._id, title: tip.title, doneOn: item.doneOn, outcome: item.outcome };
    },

    /** The tip's counts for the season, without the members its author blocks. */
    async counts(tip: Pick<StoredTip, '_id' | 'authorUid'>): Promise<PlanCounts> {
      const blocked = await store.blockedUids(tip.authorUid);
      return store.countPlan(tip._id, seasonWindow(clock.now()), blocked);
    },

    async resultWeeks(tipId: string) {
      return (await store.getResultWeeks(tipId)) ?? RESULT_WEEKS.default;
    },

    async setResultWeeks(member: Identity, tipId: string, weeks: number) {
      const tip = await findVisibleTip(store, tipId, member);
      if (tip.authorUid !== member.uid) throw new AppError(403, PLAN_MESSAGES.notYourTip);
      await store.setResultWeeks(tip._id, weeks);
      return { weeks };
    },

    /**
     * Asks "Did it work?" of every follow-up due by now, once each (the item is marked asked
     * before it is told, so two processes never ask twice): a notification, and through it the
     * e-mail when the member keeps that kind on. Never when the member already reported on the
     * tip, deleted the item (it is gone), or the tip is gone or hidden from them. Returns how many were asked.
     */
    async runFollowUps(): Promise<number> {
      const now = clock.now();
      let asked = 0;
      for (const item of await store.dueFollowUps(now.toISOString(), FOLLOW_UP_BATCH)) {
        // The embedded store answers synchronously: without a turn of the event loop between
        // items, a batch of 500 held every reader for most of a second (docs/benchmarks.md).
        await nextTurn();
        const claimed = await store.updatePlanItem(
          item.id,
          item.uid,
          { followUpState: 'pending', followUpOn: item.followUpOn },
          { followUpState: 'asked' },
        );
        if (claimed === null) continue;
        const [tip, trial] = await Promise.all([store.getTip(item.tipId), store.getTrial(item.tipId, item.uid)]);
        const readable = tip !== null && (await mayRead(store, tip, { uid: item.uid, emailVerified: true }));
        if (!readable || trial !== null || item.outcome !== null) {
          await store.updatePlanItem(item.id, item.uid, { followUpState: 'asked' }, { followUpState: 'cancelled' });
          continue;
        }
        await store.notify({
          recipientUid: item.uid,
          kind: 'planFollowUp',
          actorUid: null,
          tipId: item.tipId,
          until: item.doneOn,
          groupKey: `planFollowUp:${item.id}`,
        });
        asked += 1;
      }
      return asked;
    },
  };
}

export type PlanService = ReturnType<typeof createPlanService>;

/**
 * "From my plan" (the week's first part, and the digest and the month's reminders made from it):
 * items due this month or next and those overdue from last month, overdue first then by month;
 * like every part of the week, only of Public tips moderators did not hide.
 */
export async function planDueSoon(store: Store, uid: string, now: Date): Promise<PlanItem[]> {
  const thisMonth = monthOf(now);
  const from = addMonths(thisMonth, -1);
  const to = addMonths(thisMonth, 1);
  return (await store.listPlanItems(uid))
    .filter(({ tip }) => tip.availability === 'Public' && !tip.moderation)
    .map(({ item, tip }) => planItemView(item, tip, now))
    .filter((item) => item.due !== null && item.due >= from && item.due <= to)
    .sort((a, b) => (a.due! < b.due! ? -1 : a.due! > b.due! ? 1 : a.createdAt < b.createdAt ? -1 : 1));
}

/** Lets the requests queued meanwhile run before the next item (a batch's writes are synchronous). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
