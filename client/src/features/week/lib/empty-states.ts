import type { WeekEmptyReason } from '@green-circle/contract';
import { paths } from '#app/config/paths';
import type { MessageKey } from '#app/i18n/i18n';

/** Where each empty part of the week leads. */
const WAY_ON: Record<WeekEmptyReason, string> = {
  nothingPlannedDue: `${paths.browseTips}?season=now`,
  noPlants: paths.plants,
  nothingInSeasonForPlants: paths.plants,
  nothingInSeason: paths.shareTip,
  noGarden: paths.profileGarden,
  nothingWorkedNear: `${paths.browseTips}?sort=tried`,
  noFollows: paths.explore,
  nothingNewFromFollowed: paths.explore,
  allSeen: paths.notifications,
};

/** What an empty part of the week says and the way on: its words are week.empty.<reason> and .action in the catalogues. */
export function weekEmpty(reason: WeekEmptyReason): { text: MessageKey; to: string; action: MessageKey } {
  const text = `week.empty.${reason}` as const;
  return { text, to: WAY_ON[reason], action: `${text}.action` };
}
