import type { WeekEmptyReason } from '@green-circle/contract';
import { paths } from '../../../config/paths';
import type { MessageKey } from '../../../i18n/i18n';

/** What an empty part of the week says and the way on (catalogue keys: the words are in en.json/es.json). */
export const WEEK_EMPTY: Record<WeekEmptyReason, { text: MessageKey; to: string; action: MessageKey }> = {
  noRemindersDue: {
    text: 'week.empty.noRemindersDue',
    to: `${paths.browseTips}?season=now`,
    action: 'week.empty.noRemindersDue.action',
  },
  noPlants: { text: 'week.empty.noPlants', to: paths.plants, action: 'week.empty.noPlants.action' },
  nothingInSeasonForPlants: {
    text: 'week.empty.nothingInSeasonForPlants',
    to: paths.plants,
    action: 'week.empty.nothingInSeasonForPlants.action',
  },
  nothingInSeason: {
    text: 'week.empty.nothingInSeason',
    to: paths.shareTip,
    action: 'week.empty.nothingInSeason.action',
  },
  noGarden: { text: 'week.empty.noGarden', to: paths.profileGarden, action: 'week.empty.noGarden.action' },
  nothingWorkedNear: {
    text: 'week.empty.nothingWorkedNear',
    to: `${paths.browseTips}?sort=tried`,
    action: 'week.empty.nothingWorkedNear.action',
  },
  noFollows: { text: 'week.empty.noFollows', to: paths.explore, action: 'week.empty.noFollows.action' },
  nothingNewFromFollowed: {
    text: 'week.empty.nothingNewFromFollowed',
    to: paths.explore,
    action: 'week.empty.nothingNewFromFollowed.action',
  },
  allSeen: { text: 'week.empty.allSeen', to: paths.notifications, action: 'week.empty.allSeen.action' },
};
