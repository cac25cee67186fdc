// The seasonal planting guide on the home page (temperate, northern hemisphere months).

import type { IconRef } from '#app/components/ui/line-icons';
import { MORE_ICONS } from '#app/components/ui/line-icons-more';

export interface Season {
  name: 'Spring' | 'Summer' | 'Autumn' | 'Winter';
  icon: IconRef;
  /** Month numbers (0 = January) that fall in the season. */
  monthNumbers: number[];
}

export const SEASONS: Season[] = [
  // One row a season: name, icon, months (0 = January); what to plant and the jobs to do are in the
  // catalogues (guide.<Season>.plant and .jobs, items split by '|').
  { name: 'Spring', icon: MORE_ICONS.sprout, monthNumbers: [2, 3, 4] },
  { name: 'Summer', icon: 'sun', monthNumbers: [5, 6, 7] },
  { name: 'Autumn', icon: MORE_ICONS.leaf, monthNumbers: [8, 9, 10] },
  { name: 'Winter', icon: MORE_ICONS.snowflake, monthNumbers: [11, 0, 1] },
];
