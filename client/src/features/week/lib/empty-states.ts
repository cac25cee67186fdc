import type { WeekEmptyReason } from '@green-circle/contract';
import { paths } from '../../../config/paths';

/** What an empty part of the week says, and the way on. */
export const WEEK_EMPTY: Record<WeekEmptyReason, { text: string; to: string; action: string }> = {
  noRemindersDue: {
    text: 'No reminders fall due this month or next.',
    to: `${paths.browseTips}?season=now`,
    action: 'Find a tip to be reminded of',
  },
  noPlants: {
    text: 'Add the plants you grow to see their tips in season.',
    to: paths.plants,
    action: 'Choose your plants',
  },
  nothingInSeasonForPlants: {
    text: 'None of the tips about your plants is in season this month.',
    to: paths.plants,
    action: 'Add more plants',
  },
  nothingInSeason: { text: 'No tip is in season this month yet.', to: paths.shareTip, action: 'Share one' },
  noGarden: {
    text: 'Set your hemisphere and zone to see what worked for gardeners near you.',
    to: paths.profileGarden,
    action: 'Set your garden',
  },
  nothingWorkedNear: {
    text: 'Nobody within one zone of yours has said a tip worked yet.',
    to: `${paths.browseTips}?sort=tried`,
    action: 'See the most tried tips',
  },
  noFollows: { text: 'Follow gardeners to see their new tips here.', to: paths.explore, action: 'Find gardeners' },
  nothingNewFromFollowed: {
    text: 'The gardeners you follow have shared nothing new in the last 30 days.',
    to: paths.explore,
    action: 'Find more gardeners',
  },
  allSeen: { text: 'You have seen everything on your tips.', to: paths.notifications, action: 'Open notifications' },
};
