import {
  WEEK_CAPS,
  WEEK_NEW_DAYS,
  monthIn,
  plantBySlug,
  zonesNear,
  type Notification,
  type Tip,
  type Week,
  type WeekEmptyReason,
  type WeekPart,
} from '@green-circle/contract';
import type { Identity } from '../../http/auth';
import type { Store, TipListFilter } from '../../store/store';
import { applyReadRules } from '../safety';
import { createTipViews, type AuthorIds } from '../tips';
import { notificationViews } from '../notifications';
import { planDueSoon } from '../plan';

/** Where each part's full list is (paths of the site). */
const MORE = {
  plan: '/dashboard/plan',
  forMyPlants: '/browserTips?season=now&myPlants=1',
  inSeason: '/browserTips?season=now',
  workedNear: '/browserTips?workedNearMe=1&sort=tried',
  fromFollowed: '/browserTips?following=1',
  onMyTips: '/notifications',
} as const;
const ON_MY_TIPS = new Set(['comment', 'reply', 'trial']);

const part = <T>(items: T[], total: number, more: string, empty: WeekEmptyReason): WeekPart<T> => ({
  items,
  total,
  more,
  empty: items.length === 0 ? empty : null,
});
const none = <T>(more: string, empty: WeekEmptyReason): WeekPart<T> => ({ items: [], total: 0, more, empty });

/**
 * "This week in my garden" for one member, built once for every reader of it (GET /me/week,
 * and the e-mail digest): what is due from their plan (overdue from last month, this month, next), tips in season now for
 * their plants and for everyone, what worked within one zone of theirs, new tips from whom
 * they follow, and what they have not seen on their own tips. Only Public tips moderators did
 * not hide, none by gardeners the member blocks; people by public id, never e-mail or uid.
 */
export async function composeWeek(store: Store, authorIds: AuthorIds, member: Identity, now: Date): Promise<Week> {
  const views = createTipViews(authorIds);
  // The reader's rules (the gardeners they block) are read once for every part, not once a part.
  const [garden, plants, following, base] = await Promise.all([
    store.getGarden(member.uid),
    store.memberPlants(member.uid),
    store.listFollowing(member.uid),
    applyReadRules(
      store,
      { includeHidden: false, availability: 'Public', sort: 'newest', limit: WEEK_CAPS.tips },
      member,
    ),
  ]);
  const hemisphere = garden?.hemisphere ?? 'north';
  const zone = garden?.zone && garden.zone !== 'not sure' ? garden.zone : null;
  // The month as the server's calendar has it (UTC), lived in the member's hemisphere.
  const month = now.getUTCMonth() + 1;
  const nextMonth = (month % 12) + 1;
  const tipsOf = async (filter: Partial<TipListFilter>) => {
    const page = await store.listTips({ ...base, ...filter });
    return { items: [...views.list(page.items, member)], total: page.total };
  };
  const seasonMonth = monthIn(month, hemisphere, 'north');
  const slugs = plants.map((p) => p.slug);

  const [plan, forMyPlants, everyone, workedNear, fromFollowed, onMyTips] = await Promise.all([
    planDueSoon(store, member.uid, now),
    slugs.length === 0 ? null : tipsOf({ plantSlugs: slugs, seasonMonth, sort: 'tried' }),
    tipsOf({ seasonMonth, sort: 'likes', limit: WEEK_CAPS.tips * 2 }),
    garden === null ? null : tipsOf({ workedNear: { hemisphere, zones: zonesNear(zone) }, sort: 'tried' }),
    following.length === 0
      ? null
      : newFromFollowed(store, { ...base, limit: 50, authorUids: following.map((f) => f.uid) }, member, now, views),
    unseenOnMyTips(store, authorIds, member.uid),
  ]);
  const mine = new Set(forMyPlants?.items.map((t) => t._id));
  const others = everyone.items.filter((t) => !mine.has(t._id));

  return {
    month,
    nextMonth,
    hemisphere,
    zone,
    hasGarden: garden !== null,
    plants: plants.flatMap(({ slug }) => {
      const plant = plantBySlug(slug);
      return plant ? [{ ...plant, otherNames: [...plant.otherNames] }] : [];
    }),
    plan: part(plan.slice(0, WEEK_CAPS.plan), plan.length, MORE.plan, 'nothingPlannedDue'),
    forMyPlants: forMyPlants
      ? part(forMyPlants.items, forMyPlants.total, MORE.forMyPlants, 'nothingInSeasonForPlants')
      : none(MORE.forMyPlants, 'noPlants'),
    inSeason: part(
      others.slice(0, WEEK_CAPS.tips),
      Math.max(everyone.total - mine.size, others.length),
      MORE.inSeason,
      'nothingInSeason',
    ),
    workedNear: workedNear
      ? part(workedNear.items, workedNear.total, MORE.workedNear, 'nothingWorkedNear')
      : none(MORE.workedNear, 'noGarden'),
    fromFollowed: fromFollowed
      ? part(fromFollowed.slice(0, WEEK_CAPS.tips), fromFollowed.length, MORE.fromFollowed, 'nothingNewFromFollowed')
      : none(MORE.fromFollowed, 'noFollows'),
    onMyTips: part(onMyTips.slice(0, WEEK_CAPS.onMyTips), onMyTips.length, MORE.onMyTips, 'allSeen'),
  };
}

/**
 * The member's week as composeWeek makes it, kept by the store until the data changes
 * (WeekStore.keptWeek). The key carries the hour, so "new in the last days" and the month move
 * on even when nothing is written.
 */
export function keptWeek(store: Store, authorIds: AuthorIds, member: Identity, now: Date): Promise<Week> {
  const hour = now.toISOString().slice(0, 13);
  return store.keptWeek(`${member.uid}:${hour}`, () => composeWeek(store, authorIds, member, now));
}

/** Tips the followed gardeners shared in the last WEEK_NEW_DAYS days, newest first (at most a page). */
async function newFromFollowed(
  store: Store,
  filter: TipListFilter,
  member: Identity,
  now: Date,
  views: ReturnType<typeof createTipViews>,
): Promise<Tip[]> {
  const since = new Date(now.getTime() - WEEK_NEW_DAYS * 24 * 3600 * 1000).toISOString();
  const page = await store.listTips(filter);
  return [
    ...views.list(
      page.items.filter((tip) => tip.createdAt >= since),
      member,
    ),
  ];
}

/** Unread comments, replies and "I tried this" on the member's tips (from their latest notifications). */
async function unseenOnMyTips(store: Store, authorIds: AuthorIds, uid: string): Promise<Notification[]> {
  const { items } = await store.listNotifications(uid, { limit: 100 });
  const unseen = items.filter((n) => !n.read && ON_MY_TIPS.has(n.kind));
  return notificationViews(store, authorIds, uid, unseen);
}
