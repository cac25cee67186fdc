import type { Drawing } from './line-icons';

// The icons of the set (line-icons.tsx) that only the tip pages draw (a card's comment count,
// a tip's share and back, its gallery's arrows, Browse's filters), apart from the names every page's code carries
// (issue 54: no page's JavaScript larger than at b6b276e). One path each on the 24 × 24 grid.
export const TIP_ICONS = {
  comment: { d: 'M4 5h16v11H9l-5 4z' },
  share: { d: 'M12 15V3m0 0L8 7m4-4 4 4M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7' },
  back: { d: 'M15 18l-6-6 6-6' },
  forward: { d: 'M9 6l6 6-6 6' },
  filter: { d: 'M4 5h16l-6 8v5l-4 2v-7z' },
} as const satisfies Record<string, Drawing>;
